import { createHmac, randomBytes } from 'node:crypto';
import { gstinCheckChar } from '#shared/domain/gstin.ts';
import { hashString, seededRandom } from './svg-kit.ts';

/** Plausible Indian identifiers for the demo data: GSTINs, number plates, sandbox payment ids. */

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'; // no I or O, as on number plates
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// the check character's one home is shared/domain/gstin.ts (the profile form checks it too, issue #34)
export { gstinCheckChar };

/**
 * A valid-looking 15-character GSTIN for a sole proprietor: state code, PAN (fourth letter P, fifth
 * the surname's initial), registration number 1, 'Z', check character. Seeded by `seed`.
 */
export function demoGstin(stateCode: string, lastName: string, seed: string): string {
  const random = seededRandom(hashString(seed));
  const letter = () => LETTERS.charAt(Math.floor(random() * LETTERS.length));
  const digits = String(1000 + Math.floor(random() * 9000));
  const initial = (lastName.charAt(0) || 'X').toUpperCase();
  const first14 = `${stateCode}${letter()}${letter()}${letter()}P${initial}${digits}${letter()}1Z`;
  return first14 + gstinCheckChar(first14);
}

/** The GSTIN of a demo partner: the same on every seed, so the PAN card drawn for them matches it. */
export function partnerGstin(p: { gstState: string; lname: string; email: string }): string {
  return demoGstin(p.gstState, p.lname, p.email);
}

/** The PAN inside a GSTIN (characters 3 to 12): a proprietor's GSTIN is built on their own PAN. */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}

/** The four digits a masked demo Aadhaar number shows ('XXXX XXXX 1234'), seeded by `seed`. */
export function demoAadhaarLastFour(seed: string): string {
  const random = seededRandom(hashString(`aadhaar|${seed}`));
  return String(Math.floor(random() * 10_000)).padStart(4, '0');
}

/** A date of birth 'DD/MM/YYYY' between 1975 and 1999 (as Aadhaar and PAN cards print it), seeded. */
export function demoBirthDate(seed: string): string {
  const random = seededRandom(hashString(`born|${seed}`));
  const year = 1975 + Math.floor(random() * 25);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** A number plate like 'KA 03 MX 4521', unique within `taken` (which it updates). */
export function demoPlate(state: string, districts: readonly string[], seed: number, taken: Set<string>): string {
  const random = seededRandom(seed);
  for (;;) {
    const district = districts[Math.floor(random() * districts.length)] ?? '01';
    const series = `${LETTERS.charAt(Math.floor(random() * LETTERS.length))}${LETTERS.charAt(Math.floor(random() * LETTERS.length))}`;
    const plate = `${state} ${district} ${series} ${String(1000 + Math.floor(random() * 9000))}`;
    if (taken.has(plate)) continue;
    taken.add(plate);
    return plate;
  }
}

function base62(length: number): string {
  return Array.from(randomBytes(length), (b) => BASE62.charAt(b % 62)).join('');
}

/** Sandbox order and payment ids shaped like Razorpay's, with an HMAC signature over both. */
export function sandboxPaymentIds(): { orderId: string; paymentId: string; signature: string } {
  const orderId = `order_${base62(14)}`;
  const paymentId = `pay_${base62(14)}`;
  // NOTE: signed with a throw-away key: demo payments are never re-verified
  const signature = createHmac('sha256', 'revon-demo-seed').update(`${orderId}|${paymentId}`).digest('hex');
  return { orderId, paymentId, signature };
}
