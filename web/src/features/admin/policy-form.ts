import { cancellationPolicyBody, type CancellationTierInput } from '#shared/api/cancellations.ts';

/** A tier as its inputs hold it (text), with a key that stays with the row when others are removed. */
export interface TierRow {
  key: number;
  hoursBefore: string;
  flat: string;
  percent: string;
}

export const TIER_FIELDS = ['hoursBefore', 'flat', 'percent'] as const;
export type TierField = (typeof TIER_FIELDS)[number];

let nextKey = 0;

export function tierRow(tier?: CancellationTierInput): TierRow {
  nextKey += 1;
  return {
    key: nextKey,
    hoursBefore: tier ? String(tier.hoursBefore) : '',
    flat: tier ? String(tier.flat) : '0',
    percent: tier ? String(tier.percent) : '0',
  };
}

/** An input's text as the number the schema checks; an empty input is not a number (and fails). */
const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The key of a field's error, as the server names it in a 400's `errors`: `tiers.1.flat`, or `tiers`. */
export const tierErrorKey = (index: number, field: TierField) => `tiers.${index}.${field}`;

export type PolicyCheck = { ok: true; tiers: CancellationTierInput[] } | { ok: false; errors: Record<string, string> };

/**
 * Checks the rows with the server's own schema (shared/api/cancellations.ts), errors keyed the way the
 * server keys its 400 answer, so both land under the same inputs.
 */
export function checkTiers(rows: readonly TierRow[]): PolicyCheck {
  const parsed = cancellationPolicyBody.safeParse({
    tiers: rows.map((row) => ({
      hoursBefore: toNumber(row.hoursBefore),
      flat: toNumber(row.flat),
      percent: toNumber(row.percent),
    })),
  });
  if (parsed.success) return { ok: true, tiers: parsed.data.tiers };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return { ok: false, errors };
}
