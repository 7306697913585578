import type { ReactNode } from 'react';
import { text } from '#shared/messages.ts';

export interface DataTableColumn<T> {
  /** The column's heading. */
  header: string;
  /** What a row shows in this column. */
  cell: (row: T) => ReactNode;
  /** Classes of the column's heading and cells (width, alignment, wrapping). */
  className?: string;
  /**
   * How the cell shows in a row's card on phones: 'title' (first line, bold, no label), 'full' (its own
   * line under its label, for actions and long text); by default its label left and its value right.
   */
  card?: 'title' | 'full';
}

export interface DataTableProps<T> {
  /** The table's accessible name (its caption, read by screen readers). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows; undefined while loading. */
  rows: readonly T[] | undefined;
  getRowKey: (row: T) => string;
  /** Skeleton rows under the real headings while the rows load. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown instead of the table when loading failed (an error state with Retry). */
  error?: ReactNode;
  /** Shown instead of the table when there are no rows (what to do next). */
  empty?: ReactNode;
}

const card = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5';
const cellPadding = 'lg:px-3 lg:py-3 lg:first:pl-4 lg:last:pr-4';

/*
 * One DOM for both layouts (STYLE.md 22): from 1024 px a table; below it each row is a card whose cells
 * stack, each cell naming its column (data-label, drawn by CSS), so every action and amount is on
 * screen without scrolling sideways. One DOM keeps every label, role and test the same at every width.
 */
const cellLayouts = {
  default:
    'flex items-baseline justify-between gap-4 py-1 text-right before:shrink-0 before:text-left before:text-xs before:font-semibold before:tracking-wide before:text-stone-500 before:uppercase before:content-[attr(data-label)_/_""] lg:table-cell lg:text-left lg:before:content-none',
  title: 'block py-1 text-base font-semibold lg:table-cell lg:text-sm lg:font-normal',
  full: 'flex flex-col items-start gap-2 pt-2 pb-1 before:text-xs before:font-semibold before:tracking-wide before:text-stone-500 before:uppercase before:content-[attr(data-label)_/_""] lg:table-cell lg:before:content-none',
} as const;

/**
 * The one table of the partner and admin areas, in a white card (ARCHITECTURE section 7). It shows
 * skeleton rows while loading, and the given error or empty state instead of an empty table. Below
 * 1024 px its rows are cards (`card` on a column says where a cell goes); from 1024 px it is a table
 * whose scroll area, should it ever be wider than the screen, is focusable for keyboards.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowKey,
  loading = false,
  skeletonRows = 5,
  error,
  empty,
}: DataTableProps<T>) {
  if (!loading && error) return <>{error}</>;
  if (!loading && rows && rows.length === 0 && empty) return <>{empty}</>;

  // Explicit roles: below 1024 px the rows are cards (display: block), which would drop the table's
  // semantics in the accessibility tree; with them a row stays a row for screen readers (and tests).
  return (
    <div className={card}>
      <div role="region" aria-label={label} tabIndex={0} className="lg:overflow-x-auto">
        <table role="table" aria-busy={loading || undefined} className="block w-full border-collapse text-left text-sm lg:table">
          <caption className="sr-only">{label}</caption>
          <thead role="rowgroup" className="sr-only bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase lg:not-sr-only lg:table-header-group">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} role="columnheader" scope="col" className={`${cellPadding} align-bottom ${column.className ?? ''}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block divide-y divide-stone-100 text-ink lg:table-row-group">
            {loading || !rows ? (
              <SkeletonRows columns={columns.length} rows={skeletonRows} />
            ) : (
              rows.map((row) => (
                <tr
                  key={getRowKey(row)}
                  role="row"
                  className="block px-4 py-3 align-middle hover:bg-stone-50/60 lg:table-row lg:p-0"
                >
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      role="cell"
                      data-label={column.header}
                      className={`${cellLayouts[column.card ?? 'default']} ${cellPadding} ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} role="row" aria-hidden={row > 0 || undefined} className="block px-4 py-3 lg:table-row lg:p-0">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} role="cell" className={`block py-1 lg:table-cell ${cellPadding}`}>
              {row === 0 && column === 0 && <span className="sr-only">{text.loading}</span>}
              <span className="block h-4 w-full max-w-32 animate-pulse rounded bg-stone-200" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
