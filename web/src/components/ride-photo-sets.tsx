import type { RideHandover } from '#shared/api/booking-answer.ts';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { text } from '#shared/messages.ts';
import { formatDate } from '#web/lib/format.ts';

export interface RidePhotoSetsProps {
  handover: RideHandover;
  settlement: RideSettlement;
  className?: string;
}

/** One set: its title, when, the odometer, and the photos (each opens full size in a new tab). */
function PhotoSet({
  title,
  at,
  km,
  photos,
}: {
  title: string;
  at: string | null;
  km: number | null;
  photos: readonly string[];
}) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-1.5">
      <h4 className="text-xs font-bold tracking-wide text-stone-600 uppercase">{title}</h4>
      {at && <p className="text-xs text-stone-700">{formatDate(at, 'dateTime')}</p>}
      {km !== null && <p className="text-xs text-stone-700">{text.handoverKm(km)}</p>}
      {photos.length === 0 ? (
        <p className="text-xs text-stone-500">{text.noPhotos}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-1.5">
          {photos.map((url, index) => (
            <li key={url} className="aspect-square overflow-hidden rounded-md bg-stone-100 ring-1 ring-black/5">
              <a href={url} target="_blank" rel="noreferrer" className="block size-full">
                <img
                  src={url}
                  alt={text.photoAlt(title, index + 1)}
                  loading="lazy"
                  width={120}
                  height={120}
                  className="size-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The bike at hand-over and at return side by side (issue #32, D81), with their times and odometer
 * readings: the customer's My Rides and dispute dialog, the admin's dispute view, the partner's booking.
 * Nothing when the ride was neither handed over nor returned with photos.
 */
export function RidePhotoSets({ handover, settlement, className = '' }: RidePhotoSetsProps) {
  const returnPhotos = settlement?.returnPhotos ?? [];
  if (!handover && returnPhotos.length === 0) return null;
  return (
    <div className={`grid grid-cols-2 gap-3 rounded-lg border border-stone-200 p-3 ${className}`}>
      <PhotoSet
        title={text.handoverPhotosTitle}
        at={handover?.at ?? null}
        km={handover?.startKm ?? null}
        photos={handover?.photos ?? []}
      />
      <PhotoSet
        title={text.returnPhotosTitle}
        at={settlement?.returnedAt ?? null}
        km={settlement?.endKm ?? null}
        photos={returnPhotos}
      />
    </div>
  );
}
