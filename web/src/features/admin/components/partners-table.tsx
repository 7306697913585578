import type { ReactNode } from 'react';
import type { AdminPartnerRow } from '#shared/api/admin.ts';
import { text } from '#shared/messages.ts';
import { DataTable, type DataTableColumn } from '#web/components/data-table.tsx';
import type { StatusToggle } from '../use-status-toggles.ts';
import { BlockToggleCell, EmailCell, ViewPartnerLink } from './table-cells.tsx';

function columns(status: StatusToggle<AdminPartnerRow>): DataTableColumn<AdminPartnerRow>[] {
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
    { header: text.colView, cell: (row) => <ViewPartnerLink id={row._id} /> },
  ];
}

export interface PartnersTableProps {
  rows: readonly AdminPartnerRow[] | undefined;
  loading: boolean;
  status: StatusToggle<AdminPartnerRow>;
  error?: ReactNode;
  empty?: ReactNode;
}

/** Partners (verified; spec section 2): Fname, Lname, Email, Status (Block/Unblock), View. */
export function PartnersTable({ rows, loading, status, error, empty }: PartnersTableProps) {
  return (
    <DataTable
      label={text.adminPartnersLabel}
      columns={columns(status)}
      rows={rows}
      getRowKey={(row) => row._id}
      loading={loading}
      error={error}
      empty={empty}
    />
  );
}
