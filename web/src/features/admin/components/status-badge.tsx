const tones = {
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-900',
  stone: 'bg-stone-200 text-stone-700',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small rounded label of a row's state (Active, Blocked, Accepted…). */
export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {label}
    </span>
  );
}
