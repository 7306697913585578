import { text } from '#shared/messages.ts';
import { RidesList } from '#web/features/booking/components/rides-list.tsx';

/**
 * The MY RIDES panel of /userProfile: the customer's rides (the list, Cancel and Rate Now live in the
 * booking feature). The list loads only once the panel is shown.
 */
export function MyRidesSection({ id, hidden = false }: { id: string; hidden?: boolean }) {
  return (
    <section
      id={id}
      hidden={hidden}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 text-lg font-bold text-ink">
        {text.myRidesTitle}
      </h2>
      {!hidden && <RidesList />}
    </section>
  );
}
