/**
 * The languages of the site, the partner area, the mails and the WhatsApp/SMS texts (issue #33, decision
 * 83). English is the spec's and the default; Hindi is a catalogue with the same keys (./hi/).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The `Intl` locale of each language: Indian grouping of rupees (₹1,23,456) and India's dates in both. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** What the language switch shows for each language, in that language (a reader finds their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the visitor's preferred languages that we have: an `Accept-Language` header
 * (`hi-IN,hi;q=0.9,en;q=0.8`) or the browser's `navigator.languages`. Weights order the header's
 * ranges (q=0 refuses one); a range is matched by its primary subtag, so `hi-IN` and `hi` are Hindi.
 * None we have (or nothing sent): English.
 */
export function pickLanguage(preferences: string | readonly string[] | null | undefined): Language {
  return matchLanguage(preferences) ?? DEFAULT_LANGUAGE;
}

/** As pickLanguage, but null when the preferences name none of ours (`*`, nothing sent, `ta-IN`). */
export function matchLanguage(preferences: string | readonly string[] | null | undefined): Language | null {
  const ranges = typeof preferences === 'string' ? weightedRanges(preferences) : [...(preferences ?? [])];
  for (const range of ranges) {
    const primary = range.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

function weightedRanges(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { range: range.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.range !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.range);
}
