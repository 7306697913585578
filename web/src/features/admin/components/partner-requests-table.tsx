import type { ReactNode } from 'react';
import type { AdminPartnerRow } from '#shared/api/admin.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import type { RequestActions } from '../use-request-actions.ts';
import { RequestStateBadge } from './request-state-badge.tsx';
import { EmailCell, ViewPartnerLink } from './table-cells.tsx';

function columns(actions: RequestActions): DataTableColumn<AdminPartnerRow>[] {
  return [
    { header: text.colFname, cell: (row) => row.fname, className: 'font-semibold' },
    { header: text.colLname, cell: (row) => row.lname },
    { header: text.colEmail, cell: (row) => <EmailCell email={row.email} /> },
    { header: text.colStatus, cell: (row) => <RequestStateBadge state={row.isVerifed} /> },
    {
      header: text.colReject,
      cell: (row) => (
        <Button
          variant="outline"
          disabled={actions.busyId === row._id}
          onClick={() => void actions.reject(row)}
          className="text-danger"
        >
          {text.reject}
        </Button>
      ),
    },
    {
      header: text.colAccept,
      cell: (row) => (
        <Button
          variant="dark"
          // Accepted once: the partner has their mail and may log in (spec section 4).
          disabled={row.isVerifed !== false}
          busy={actions.busyId === row._id}
          onClick={() => void actions.accept(row)}
        >
          {text.accept}
        </Button>
      ),
    },
    { header: text.colView, cell: (row) => <ViewPartnerLink id={row._id} /> },
  ];
}

export interface PartnerRequestsTableProps {
  rows: readonly AdminPartnerRow[] | undefined;
  loading: boolean;
  actions: RequestActions;
  error?: ReactNode;
  empty?: ReactNode;
}

/** Partner Requests (spec section 2): Fname, Lname, Email, Status, Reject, Accept, View. */
export function PartnerRequestsTable({ rows, loading, actions, error, empty }: PartnerRequestsTableProps) {
  return (
    <DataTable
      label={text.adminRequestsLabel}
      columns={columns(actions)}
      rows={rows}
      getRowKey={(row) => row._id}
      loading={loading}
      error={error}
      empty={empty}
    />
  );
}
