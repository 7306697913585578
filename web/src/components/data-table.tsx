import type { ReactNode } from 'react';
import { text } from '#shared/messages.ts';

export interface DataTableColumn<T> {
  /** The column's heading. */
  header: string;
  /** What a row shows in this column. */
  cell: (row: T) => ReactNode;
  /** Classes of the column's heading and cells (width, alignment, wrapping). */
  className?: string;
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
  /** The table's minimum width: below it (phones) the table scrolls sideways inside its card. */
  minWidthClass?: string;
}

const card = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5';
const cellPadding = 'px-3 py-3 first:pl-4 last:pr-4';

/**
 * The one table of the partner and admin areas, in a white card (ARCHITECTURE section 7). It shows
 * skeleton rows while loading, and the given error or empty state instead of an empty table. On
 * narrow screens the card's content scrolls sideways; the scroll area is focusable for keyboards.
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
  minWidthClass = 'min-w-[48rem]',
}: DataTableProps<T>) {
  if (!loading && error) return <>{error}</>;
  if (!loading && rows && rows.length === 0 && empty) return <>{empty}</>;

  return (
    <div className={card}>
      <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
        <table aria-busy={loading || undefined} className={`w-full border-collapse text-left text-sm ${minWidthClass}`}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`${cellPadding} align-bottom ${column.className ?? ''}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 text-ink">
            {loading || !rows ? (
              <SkeletonRows columns={columns.length} rows={skeletonRows} />
            ) : (
              rows.map((row) => (
                <tr key={getRowKey(row)} className="align-middle hover:bg-stone-50/60">
                  {columns.map((column) => (
                    <td key={column.header} className={`${cellPadding} ${column.className ?? ''}`}>
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
        <tr key={row} aria-hidden={row > 0 || undefined}>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className={cellPadding}>
              {row === 0 && column === 0 && <span className="sr-only">{text.loading}</span>}
              <span className="block h-4 w-full max-w-32 animate-pulse rounded bg-stone-200" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
