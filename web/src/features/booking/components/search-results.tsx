import type { UseQueryResult } from '@tanstack/react-query';
import type { SearchBike } from '#shared/api/search.ts';
import { msg, text } from '#shared/messages.ts';
import { buttonClass } from '#web/components/button.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { BikeCard, BikeCardSkeleton } from '#web/features/catalog/components/bike-card.tsx';
import { EmptyState, ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { GRID_ITEM } from '#web/features/catalog/components/query-grid.tsx';

const GRID = 'grid gap-5 sm:gap-6 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const PAGE_SIZE = 8;

export interface SearchResultsProps {
  query: UseQueryResult<{ bikes: SearchBike[]; page: number; totalPages: number }>;
  onBook: (bike: SearchBike) => void;
  onPageChange: (page: number) => void;
}

/** The bike grid of /viewBikes with its loading, empty and error states and the page buttons. */
export function SearchResults({ query, onBook, onPageChange }: SearchResultsProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={text.bikesListLabel} aria-busy="true">
        <span className="sr-only">{text.loading}</span>
        <div aria-hidden="true" className={GRID}>
          {Array.from({ length: PAGE_SIZE }, (_, index) => (
            <BikeCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState title={msg.couldntFetchBikes} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }
  const { bikes, page, totalPages } = query.data;
  if (bikes.length === 0) return <EmptyState title={text.noBikesTitle} hint={text.noBikesHint} />;

  return (
    <div className="flex flex-col gap-8">
      <ul aria-label={text.bikesListLabel} aria-busy={query.isFetching} className={GRID}>
        {bikes.map((bike, index) => (
          <li key={bike._id} className={GRID_ITEM}>
            <BikeCard
              bike={bike}
              headingLevel="h2"
              priority={index === 0}
              action={
                <button type="button" className={`${buttonClass('dark')} mt-auto w-full`} onClick={() => onBook(bike)}>
                  {text.bookNow}
                </button>
              }
            />
          </li>
        ))}
      </ul>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />}
    </div>
  );
}
