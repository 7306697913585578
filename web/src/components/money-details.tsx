import { useState } from 'react';
import { text } from '#shared/messages.ts';
import type { Area } from '#web/lib/areas.ts';
import { MoneyTimelinePanel } from './money-timeline.tsx';

/**
 * The money timeline folded under its title (My Rides: one card per ride), fetched the first time it
 * is opened so a long list does not ask for every ride's money at once.
 */
export function MoneyDetails({ area, bookingId, className = '' }: { area: Area; bookingId: string; className?: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={`rounded-lg bg-stone-50 p-3 ${className}`} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="min-h-6 cursor-pointer text-sm font-semibold text-ink">{text.timelineLabel}</summary>
      {opened && <MoneyTimelinePanel area={area} bookingId={bookingId} heading={false} className="mt-2" />}
    </details>
  );
}
