import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BikeCard as Bike } from '#shared/api/catalog.ts';
import { siteText as text } from '#shared/messages/site.ts';
import { buttonClass } from '#web/components/button.tsx';
import { UploadedImage } from '#web/components/uploaded-image.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { BIKE_PHOTO } from '../card-images.ts';

const cardClass = 'flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5';

/** Shown when a bike has no photo yet: a wheel on the grey photo box. */
function NoPhoto() {
  return (
    <div className="flex size-full items-center justify-center text-stone-300">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-16" fill="none" stroke="currentColor" strokeWidth="3">
        <circle cx="24" cy="24" r="18" />
        <circle cx="24" cy="24" r="4" />
        <path d="M24 6v14M24 28v14M6 24h14M28 24h14" strokeWidth="2" />
      </svg>
    </div>
  );
}

function InfoLine({ icon, children }: { icon: 'price' | 'engine'; children: string }) {
  return (
    <li className="flex items-center gap-2 text-sm leading-5 text-ink-muted">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5 shrink-0 text-brand-strong"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {icon === 'price' ? (
          <>
            <path d="M3 10V4a1 1 0 0 1 1-1h6l7 7-7 7-7-7Z" />
            <circle cx="7" cy="7" r="1.2" />
          </>
        ) : (
          <>
            <path d="M3 14a7 7 0 1 1 14 0" />
            <path d="m10 14 3-4" />
          </>
        )}
      </svg>
      {children}
    </li>
  );
}

/**
 * The bike card of the OUR FLEET and tariff grids (spec section 2): first photo in a fixed 3:2 box,
 * name, 'Amount X Per Hour', 'Engine X CC' and BOOK NOW to /viewBikes. `action` replaces that link
 * (the search list's BOOK NOW goes to checkout instead).
 */
export function BikeCard({
  bike,
  headingLevel = 'h3',
  action,
  priority = false,
}: {
  bike: Bike;
  headingLevel?: 'h2' | 'h3';
  action?: ReactNode;
  /** the first card above the fold: its photo is fetched first instead of lazily */
  priority?: boolean;
}) {
  const Heading = headingLevel;
  const photo = bike.image[0];
  return (
    <article className={`${cardClass} transition-shadow hover:shadow-md`}>
      <div className="aspect-[3/2] bg-stone-100">
        {photo ? (
          <UploadedImage
            src={photo}
            alt={bike.name}
            width={BIKE_PHOTO.width}
            height={BIKE_PHOTO.height}
            sizes={BIKE_PHOTO.sizes}
            priority={priority}
            className="size-full object-cover"
          />
        ) : (
          <NoPhoto />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="truncate text-xs leading-4 font-semibold tracking-wide text-stone-500 uppercase">
            {bike.brand} · {bike.category}
          </p>
          <Heading className="truncate text-lg leading-7 font-bold text-ink" title={bike.name}>
            {bike.name}
          </Heading>
        </div>
        <ul className="flex flex-col gap-1.5">
          <InfoLine icon="price">{text.amountPerHour(formatMoney(bike.rentPerHour))}</InfoLine>
          <InfoLine icon="engine">{text.engineCc(bike.engineCC)}</InfoLine>
        </ul>
        {action ?? (
          <Link to="/viewBikes" className={`${buttonClass('dark')} mt-auto w-full`}>
            {text.bookNow}
          </Link>
        )}
      </div>
    </article>
  );
}

/** A placeholder of exactly the card's size (same boxes and line heights), shown while loading. */
export function BikeCardSkeleton() {
  const bar = 'rounded bg-stone-200';
  return (
    <div data-skeleton className={cardClass}>
      <div className="aspect-[3/2] animate-pulse bg-stone-200" />
      <div className="flex flex-1 animate-pulse flex-col gap-3 p-4">
        <div>
          <div className="flex h-4 items-center">
            <div className={`h-3 w-2/5 ${bar}`} />
          </div>
          <div className="flex h-7 items-center">
            <div className={`h-5 w-3/4 ${bar}`} />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <div className={`h-5 w-3/5 ${bar}`} />
          <div className={`h-5 w-2/5 ${bar}`} />
        </div>
        <div className="mt-auto h-11 rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}
