import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BikeCard as Bike } from '#shared/api/catalog.ts';
import { siteMsg as msg, siteText as text } from '#shared/messages/site.ts';
import { buttonClass } from '#web/components/button.tsx';
import { BikeCard, BikeCardSkeleton } from './bike-card.tsx';
import { QueryGrid } from './query-grid.tsx';

export interface BikeGridProps {
  query: UseQueryResult<Bike[]>;
  /** Accessible name of the list. */
  label: string;
  /** How many skeleton cards fill the grid while loading (the answer's usual size). */
  skeletonCount: number;
  /** The cards' heading level: h2 on a page whose h1 is the grid's title, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
  /**
   * 'swipe': on phones the cards form one row that scrolls sideways (a teaser such as the home page's
   * fleet, which would otherwise be eight screens tall); a grid from 640 px up. 'grid' everywhere else.
   */
  layout?: 'grid' | 'swipe';
  /** The first card's photo is the page's largest element (/tariff): fetched at once, at high priority. */
  firstIsLargest?: boolean;
}

const columns = 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const swipeOnPhones =
  '-mx-4 grid-flow-col auto-cols-[82%] snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-3 *:snap-start sm:mx-0 sm:auto-cols-auto sm:grid-flow-row sm:overflow-visible sm:px-0 sm:pb-0';

/** The grid of bike cards of the home page and /tariff, with its loading, empty and error states. */
export function BikeGrid({
  query,
  label,
  skeletonCount,
  headingLevel = 'h3',
  layout = 'grid',
  firstIsLargest = false,
}: BikeGridProps) {
  return (
    <QueryGrid
      query={query}
      label={label}
      columns={layout === 'swipe' ? `${swipeOnPhones} ${columns}` : columns}
      skeleton={<BikeCardSkeleton />}
      skeletonCount={skeletonCount}
      getKey={(bike) => bike._id}
      renderItem={(bike, index) => (
        <BikeCard bike={bike} headingLevel={headingLevel} priority={firstIsLargest && index === 0} />
      )}
      errorTitle={msg.couldntFetchBikes}
      empty={{
        title: text.bikesEmptyTitle,
        hint: text.bikesEmptyHint,
        action: (
          <Link to="/join-us" className={buttonClass('primary')}>
            {text.listYourBike}
          </Link>
        ),
      }}
    />
  );
}
