import { Link } from 'react-router';
import { text } from '#shared/messages.ts';
import { buttonClass } from '#web/components/button.tsx';

/**
 * The MY RIDES panel of /userProfile. NOTE: the ride list (userRides, cancel, Rate Now) belongs to the
 * booking issue and its call does not exist yet, so this says honestly where rides will appear.
 */
export function MyRidesSection({ id, hidden = false }: { id: string; hidden?: boolean }) {
  return (
    <section
      id={id}
      hidden={hidden}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {text.myRidesTitle}
      </h2>
      <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 48 48"
          className="size-12 text-brand-strong"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <circle cx="14" cy="32" r="8" />
          <circle cx="36" cy="32" r="8" />
          <path d="M14 32h8l6-12h6l2 12M22 20h6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p className="font-semibold text-ink">{text.ridesEmptyTitle}</p>
        <p className="max-w-sm text-sm text-stone-600">{text.ridesEmptyHint}</p>
        <Link to="/viewBikes" className={`${buttonClass('primary')} mt-1`}>
          {text.browseBikes}
        </Link>
      </div>
    </section>
  );
}
