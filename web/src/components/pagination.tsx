import { text } from '#shared/messages.ts';

/** A page number, or a gap ('…') between far-apart numbers. */
export type PageItem = number | 'gap';

/** Up to this many pages every number is shown; beyond it the far ones collapse into gaps. */
const ALL_NUMBERS_UP_TO = 7;

/**
 * The page buttons to show: every page up to 7 pages; otherwise the first, the last, the current one
 * and its neighbours, with gaps between. `pageItems(5, 12)` → [1, 'gap', 4, 5, 6, 'gap', 12].
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= ALL_NUMBERS_UP_TO) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const shown = new Set([1, totalPages, page - 1, page, page + 1]);
  // Near an end, show three numbers on that side so the row keeps its length.
  if (page <= 3) [2, 3, 4].forEach((n) => shown.add(n));
  if (page >= totalPages - 2) [totalPages - 3, totalPages - 2, totalPages - 1].forEach((n) => shown.add(n));
  const numbers = [...shown].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && n - previous > 1) items.push('gap');
    items.push(n);
  });
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name; defaults to 'Pages'. */
  label?: string;
}

const pageButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Numbered page buttons (spec section 2) with previous/next arrows. Nothing is shown for a single
 * page. The current page is marked with aria-current.
 */
export function Pagination({ page, totalPages, onPageChange, label = text.pagesLabel }: PaginationProps) {
  if (totalPages <= 1) return null;
  const arrow = (to: number, name: string, path: string) => (
    <li>
      <button
        type="button"
        aria-label={name}
        disabled={to < 1 || to > totalPages}
        onClick={() => onPageChange(to)}
        className={`${pageButton} text-ink hover:bg-white`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d={path} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </li>
  );

  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {arrow(page - 1, text.previousPage, 'm15 6-6 6 6 6')}
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={text.pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
                className={`${pageButton} ${
                  item === page ? 'bg-ink text-white' : 'bg-white text-ink ring-1 ring-stone-200 hover:bg-stone-100'
                }`}
              >
                {item}
              </button>
            </li>
          ),
        )}
        {arrow(page + 1, text.nextPage, 'm9 6 6 6-6 6')}
      </ul>
    </nav>
  );
}
