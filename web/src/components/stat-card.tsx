import type { ReactNode } from 'react';

const tones = {
  amber: 'bg-amber-100 text-amber-800',
  cyan: 'bg-cyan-100 text-cyan-800',
  red: 'bg-red-100 text-red-800',
  green: 'bg-green-100 text-green-800',
  stone: 'bg-stone-100 text-stone-700',
} as const;

export type StatTone = keyof typeof tones;

export interface StatCardProps {
  label: string;
  /** The figure, already formatted; null while it loads (a skeleton keeps the card's size). */
  value: string | null;
  icon: ReactNode;
  tone?: StatTone;
}

/**
 * One figure of a dashboard (Total bookings, Total Revenu…): a label, a large value and an icon.
 * Render the cards inside a `<dl>`: each card is a term (the label) and its description (the value).
 */
export function StatCard({ label, value, icon, tone = 'amber' }: StatCardProps) {
  return (
    <div className="relative flex min-h-22 flex-col justify-center rounded-2xl bg-white py-4 pr-5 pl-22 shadow-sm ring-1 ring-black/5">
      <dt className="text-sm font-medium text-stone-600">
        <span
          aria-hidden="true"
          className={`absolute top-1/2 left-5 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-xl ${tones[tone]}`}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="truncate text-2xl font-bold tracking-tight text-ink tabular-nums">
        {value ?? <span className="my-1 block h-6 w-16 animate-pulse rounded bg-stone-200" />}
      </dd>
    </div>
  );
}
