import { useId, useState } from 'react';
import type { CancellationTierInput } from '#shared/api/cancellations.ts';
import { cancellationSplit } from '#shared/domain/pricing.ts';
import { text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';

const DEFAULT_SAMPLE = 2000;

/**
 * The fee and refund of each tier for a sample amount paid, worked out with the same rule the server
 * applies (shared/domain/pricing.ts `cancellationSplit`); null tiers (the rows do not check) say so.
 */
export function PolicyPreview({ tiers }: { tiers: readonly CancellationTierInput[] | null }) {
  const [sample, setSample] = useState(String(DEFAULT_SAMPLE));
  const inputId = useId();
  const amount = Math.max(0, Math.floor(Number(sample) || 0));
  const sorted = tiers && [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-bold text-ink">
        {text.previewTitle}
      </h2>
      <div className="mt-3 flex flex-col gap-1.5 sm:w-60">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {text.previewAmountLabel}
        </label>
        <input
          id={inputId}
          inputMode="numeric"
          value={sample}
          onChange={(event) => setSample(event.target.value)}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink"
        />
      </div>
      {sorted ? (
        <ul aria-label={text.previewTitle} className="mt-4 flex flex-col divide-y divide-stone-100 text-sm">
          {sorted.map((tier) => {
            const split = cancellationSplit(amount, sorted, tier.hoursBefore);
            return (
              <li key={tier.hoursBefore} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span className="font-medium text-ink">{text.previewRow(tier.hoursBefore)}</span>
                <span className="tabular-nums text-stone-700">
                  {text.previewFee(formatMoney(split.fee))} ·{' '}
                  <strong className="text-ink">{text.previewRefund(formatMoney(split.refund))}</strong>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-stone-600">{text.previewInvalid}</p>
      )}
    </section>
  );
}
