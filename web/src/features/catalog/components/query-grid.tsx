import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { siteText as text } from '#shared/messages/site.ts';
import { EmptyState, ErrorState } from './list-states.tsx';

/**
 * A card's place in a grid. A card out of view is neither styled, laid out nor painted until it
 * scrolls near (content-visibility): /tariff lists every bike, some 40 cards, and a phone would
 * otherwise lay them all out while the first screen is already up (issue #35). Its height until then
 * is a bike card's usual one at that width (one, two to three, four columns), and the one it last had once
 * drawn, so the scrollbar hardly moves. `min-w-0`: a card is as wide as its column, never as its longest
 * line (a bike name truncates on one line, and would otherwise widen the column past a phone's screen).
 */
export const GRID_ITEM =
  'flex min-w-0 [content-visibility:auto] [contain-intrinsic-block-size:auto_27rem] sm:[contain-intrinsic-block-size:auto_24rem] xl:[contain-intrinsic-block-size:auto_22.5rem]';

export interface QueryGridProps<T> {
  query: UseQueryResult<T[]>;
  /** Accessible name of the list. */
  label: string;
  /** Grid column classes, shared by the cards and their skeletons so nothing moves when data arrives. */
  columns: string;
  skeleton: ReactNode;
  skeletonCount: number;
  /** `index` lets the first card fetch its image first (the page's largest element). */
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  empty: { title: string; hint: string; action?: ReactNode };
  errorTitle: string;
}

/**
 * A grid of cards fed by a query, with the three states every list has (ARCHITECTURE section 7):
 * skeleton cards while loading, an empty state saying what to do next, an error state with Retry.
 */
export function QueryGrid<T>({
  query,
  label,
  columns,
  skeleton,
  skeletonCount,
  renderItem,
  getKey,
  empty,
  errorTitle,
}: QueryGridProps<T>) {
  const grid = `grid gap-5 sm:gap-6 ${columns}`;

  if (query.isPending) {
    return (
      <div role="status" aria-label={label} aria-busy="true">
        <span className="sr-only">{text.loading}</span>
        <div aria-hidden="true" className={grid}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <div key={index}>{skeleton}</div>
          ))}
        </div>
      </div>
    );
  }

  if (query.isError) {
    return <ErrorState title={errorTitle} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }

  if (query.data.length === 0) return <EmptyState {...empty} />;

  return (
    <ul aria-label={label} className={grid}>
      {query.data.map((item, index) => (
        <li key={getKey(item)} className={GRID_ITEM}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
