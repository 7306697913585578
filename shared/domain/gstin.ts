import { GST_STATES } from './gst-states.ts';

/*
 * GSTIN: the 15-character GST identification number (issue #34). Two digits of the state's GST code,
 * the holder's PAN (5 letters, 4 digits, 1 letter), the registration's entity number (1–9, A–Z), 'Z',
 * and a check character computed over the first 14 with the mod-36 scheme GST numbers use.
 */

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The shape alone (the check character is checked by isValidGstin). */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** True for a GSTIN of the right shape, a known state code and the right check character. */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_PATTERN.test(gstin)) return false;
  if (!(gstin.slice(0, 2) in GST_STATES)) return false;
  return gstin.charAt(14) === gstinCheckChar(gstin.slice(0, 14));
}

/** The GST state code a GSTIN was issued in ('29' for Karnataka); null for anything not a GSTIN. */
export function gstinStateCode(gstin: string | null | undefined): string | null {
  if (!gstin || !GSTIN_PATTERN.test(gstin)) return null;
  const code = gstin.slice(0, 2);
  return code in GST_STATES ? code : null;
}
