import type { ReactNode } from 'react';
import type { AdminMail, MailStatus } from '#shared/api/mails.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { formatDate } from '#web/lib/format.ts';
import { StatusBadge, type BadgeTone } from './status-badge.tsx';

const statusTones: Record<MailStatus, BadgeTone> = {
  pending: 'amber',
  sending: 'stone',
  sent: 'green',
  failed: 'red',
};

const kindName = (kind: string) => text.mailKindNames[kind] ?? kind;

function columns(busyId: string | null, onRetry: (mail: AdminMail) => void): DataTableColumn<AdminMail>[] {
  return [
    {
      header: text.colSubject,
      card: 'title',
      cell: (m) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold break-words">{m.subject}</span>
          <span className="text-xs font-normal whitespace-nowrap text-stone-600">
            {formatDate(m.createdAt, 'dateTime')}
          </span>
        </span>
      ),
      className: 'lg:max-w-56',
    },
    {
      header: text.colRecipient,
      cell: (m) => <span className="break-all">{m.to}</span>,
      className: 'lg:max-w-48',
    },
    { header: text.colMailKind, cell: (m) => kindName(m.kind) },
    {
      header: text.colStatus,
      cell: (m) => <StatusBadge label={text.mailStatusNames[m.status]} tone={statusTones[m.status]} />,
    },
    { header: text.colAttempts, cell: (m) => m.attempts, className: 'tabular-nums lg:text-center' },
    {
      header: text.colNextTry,
      cell: (m) => (m.nextAttemptAt ? formatDate(m.nextAttemptAt, 'dateTime') : '—'),
      className: 'whitespace-nowrap',
    },
    {
      header: text.colLastError,
      cell: (m) => <span className="text-xs break-words text-stone-700">{m.error ?? '—'}</span>,
      className: 'lg:max-w-56',
    },
    {
      header: text.colAction,
      card: 'full',
      cell: (m) =>
        m.status === 'failed' && (
          <Button
            variant="dark"
            busy={busyId === m.id}
            aria-label={text.retryMailLabel(m.to, m.subject)}
            onClick={() => onRetry(m)}
          >
            {text.retryMail}
          </Button>
        ),
    },
  ];
}

export interface MailsTableProps {
  rows: readonly AdminMail[] | undefined;
  loading: boolean;
  busyId: string | null;
  onRetry: (mail: AdminMail) => void;
  error?: ReactNode;
  empty?: ReactNode;
}

/**
 * The admin's Mails (issue #30): subject and when it was written, recipient, kind, status, attempts,
 * the next try (India time) and the last error; Retry now on a failed one. Never the mail's text.
 */
export function MailsTable({ rows, loading, busyId, onRetry, error, empty }: MailsTableProps) {
  return (
    <DataTable
      label={text.adminMailsLabel}
      columns={columns(busyId, onRetry)}
      rows={rows}
      getRowKey={(row) => row.id}
      loading={loading}
      error={error}
      empty={empty}
    />
  );
}
