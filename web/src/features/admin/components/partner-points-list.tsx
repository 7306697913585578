import type { AdminPartnerDetails } from '#shared/api/admin.ts';
import { text } from '#shared/messages.ts';
import { PinIcon } from '#web/features/partner/components/partner-icons.tsx';

/** The partner's pick-up and drop points, by name (spec section 2). */
export function PartnerPointsList({ points }: { points: AdminPartnerDetails['locations'] }) {
  return (
    <section aria-labelledby="partner-points" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6">
      <span aria-hidden="true" className="block h-1.5 w-12 rounded-full bg-brand" />
      <h2 id="partner-points" className="mt-3 text-lg font-bold tracking-wide text-ink">
        {text.partnerPoints}
      </h2>
      {points.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{text.partnerPointsEmpty}</p>
      ) : (
        <ul aria-labelledby="partner-points" className="mt-4 grid gap-2 sm:grid-cols-2">
          {points.map((point) => (
            <li
              key={point._id}
              className="flex items-center gap-3 rounded-xl bg-stone-50 px-4 py-3 text-sm font-medium text-ink"
            >
              <PinIcon className="size-5 shrink-0 text-brand-strong" />
              <span className="break-words">{point.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
