import type { ReactNode } from 'react';
import type { AdminUserRow } from '#shared/api/admin.ts';
import { text } from '#shared/messages.ts';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import type { StatusToggle } from '../use-status-toggles.ts';
import { BlockToggleCell, EmailCell } from './table-cells.tsx';

function columns(status: StatusToggle<AdminUserRow>): DataTableColumn<AdminUserRow>[] {
  return [
    { header: text.colFname, cell: (row) => row.fname, className: 'font-semibold' },
    { header: text.colLname, cell: (row) => row.lname },
    { header: text.colEmail, cell: (row) => <EmailCell email={row.email} /> },
    {
      header: text.colStatus,
      cell: (row) => (
        <BlockToggleCell
          active={row.status}
          busy={status.busyId === row._id}
          onToggle={() => void status.toggle(row)}
        />
      ),
    },
  ];
}

export interface UsersTableProps {
  rows: readonly AdminUserRow[] | undefined;
  loading: boolean;
  status: StatusToggle<AdminUserRow>;
  error?: ReactNode;
  empty?: ReactNode;
}

/** User Management (spec section 2): Fname, Lname, Email, Status with Block or Unblock. */
export function UsersTable({ rows, loading, status, error, empty }: UsersTableProps) {
  return (
    <DataTable
      label={text.adminUsersLabel}
      columns={columns(status)}
      rows={rows}
      getRowKey={(row) => row._id}
      loading={loading}
      error={error}
      empty={empty}
    />
  );
}
