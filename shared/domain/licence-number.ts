/**
 * Indian driving-licence numbers (issue #32, decision D77). Since the Sarathi scheme (2011) a licence
 * number is 15 characters: the state code (2 letters), the RTO code (2 digits), the year of issue
 * (4 digits) and a serial (7 digits): `MH12 20110012345`. People write it with spaces, dashes, slashes
 * or dots, in any case, and older cards print a one-digit RTO (`MH-4-2011-0012345`); all of these are
 * the same number. Stored and shown normalised: `SSRR YYYYNNNNNNN`, the way the cards print it.
 */

/** State and union-territory codes of Indian vehicle registration (Motor Vehicles Act; old codes kept). */
export const LICENCE_STATE_CODES = new Set([
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CG',
  'CH',
  'DD',
  'DL',
  'DN',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'OR',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TN',
  'TR',
  'TS',
  'UK',
  'UA',
  'UP',
  'WB',
]);

/** The first year a licence number can carry (the oldest cards still valid were re-issued with one). */
const FIRST_YEAR = 1950;

/**
 * The licence number normalised (`MH12 20110012345`), or undefined when it is not one: wrong length,
 * unknown state, letters where digits belong, a year before 1950 or after `currentYear`.
 */
export function parseLicenceNumber(input: string, currentYear: number): string | undefined {
  const upper = input.normalize('NFKC').trim().toUpperCase();
  if (upper.length === 0 || upper.length > 30) return undefined;
  if (!/^[A-Z0-9 \-/.]+$/.test(upper)) return undefined;
  // a one-digit RTO only where a separator ends it ("MH-4-…", "MH4 2011…"): glued digits stay ambiguous
  const padded = upper.replace(/^([A-Z]{2})[ \-/.]*([0-9])[ \-/.]+(?=[0-9]{4}[ \-/.]*[0-9]{7}$)/, '$1 0$2 ');
  const compact = padded.replace(/[ \-/.]/g, '');
  const match = /^([A-Z]{2})([0-9]{2})([0-9]{4})([0-9]{7})$/.exec(compact);
  if (!match) return undefined;
  const [, state = '', rto = '', year = '', serial = ''] = match;
  if (!LICENCE_STATE_CODES.has(state)) return undefined;
  if (rto === '00') return undefined;
  const issued = Number(year);
  if (issued < FIRST_YEAR || issued > currentYear) return undefined;
  return `${state}${rto} ${year}${serial}`;
}
