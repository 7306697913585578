import type { ReactNode } from 'react';
import type { AdminRefund, RefundStatus } from '#shared/api/cancellations.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { StatusBadge, type BadgeTone } from './status-badge.tsx';
import { EmailCell } from './table-cells.tsx';

const statusTones: Record<RefundStatus, BadgeTone> = { pending: 'amber', processed: 'green', failed: 'red' };

const customerName = (refund: AdminRefund) => `${refund.customer.fname} ${refund.customer.lname}`;

function columns(busyId: string | null, onRetry: (refund: AdminRefund) => void): DataTableColumn<AdminRefund>[] {
  return [
    {
      header: text.colBookingId,
      cell: (r) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-mono text-xs break-all">{r.bookingId}</span>
          <span className="text-xs whitespace-nowrap text-stone-600">{formatDate(r.createdAt, 'dateTime')}</span>
        </span>
      ),
      className: 'lg:min-w-40 lg:max-w-44',
    },
    {
      header: text.colCustomer,
      card: 'title',
      cell: (r) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold">{customerName(r)}</span>
          <span className="text-xs text-stone-600">
            <EmailCell email={r.customer.email} />
          </span>
        </span>
      ),
    },
    {
      header: text.colAmount,
      cell: (r) => formatMoney(r.amount),
      className: 'whitespace-nowrap font-semibold tabular-nums',
    },
    {
      header: text.colStatus,
      cell: (r) => <StatusBadge label={text.refundStatusNames[r.status]} tone={statusTones[r.status]} />,
    },
    {
      header: text.colProviderRefundId,
      cell: (r) => <span className="font-mono text-xs break-all">{r.providerRefundId ?? '—'}</span>,
      className: 'lg:max-w-40',
    },
    { header: text.colAttempts, cell: (r) => r.attempts, className: 'tabular-nums text-center' },
    {
      header: text.colLastError,
      cell: (r) => <span className="text-xs text-stone-700">{r.lastError ?? '—'}</span>,
      className: 'lg:max-w-56 break-words',
    },
    {
      header: text.colAction,
      card: 'full',
      cell: (r) =>
        r.status === 'failed' && (
          <Button
            variant="dark"
            busy={busyId === r._id}
            aria-label={text.retryRefundLabel(customerName(r))}
            onClick={() => onRetry(r)}
          >
            {text.retryRefund}
          </Button>
        ),
    },
  ];
}

export interface RefundsTableProps {
  rows: readonly AdminRefund[] | undefined;
  loading: boolean;
  busyId: string | null;
  onRetry: (refund: AdminRefund) => void;
  error?: ReactNode;
  empty?: ReactNode;
}

/**
 * The admin's Refunds (issue #16): booking id, customer, amount, status, the provider's refund id, the
 * attempts and the last error; Retry on a failed one.
 */
export function RefundsTable({ rows, loading, busyId, onRetry, error, empty }: RefundsTableProps) {
  return (
    <DataTable
      label={text.adminRefundsLabel}
      columns={columns(busyId, onRetry)}
      rows={rows}
      getRowKey={(row) => row._id}
      loading={loading}
      error={error}
      empty={empty}
    />
  );
}
