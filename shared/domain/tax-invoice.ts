/*
 * The numbers and words of the tax documents (issue #34, decision D75): the Indian financial year, the
 * document numbers, the GST split between CGST + SGST and IGST, and the amount in words (lakh, crore).
 * Money is whole rupees; the one rounding rule here is splitGst's.
 */

/** SAC of the ride: leasing or rental services concerning transport equipment, without operator. */
export const SAC_RIDE = '997311';
/** SAC of the platform's commission to the partner: other support services (an e-commerce operator's fee). */
export const SAC_PLATFORM = '998599';

export const taxDocumentKinds = ['invoice', 'creditNote', 'commission'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The Indian financial year (1 April to 31 March, India time) of an instant: '2026-27'. 31 March 23:59
 * IST is still the year before; 1 April 00:00 IST starts the next.
 */
export function financialYear(instant: Date): string {
  const wall = new Date(instant.getTime() + IST_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const start = wall.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** '2026-27' → '2627': the year as a document number carries it. */
function shortYear(fy: string): string {
  return `${fy.slice(2, 4)}${fy.slice(5, 7)}`;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A document's number. GST rule 46(b) allows 16 characters of letters, digits, '-' and '/', unique in
 * the supplier's financial year: a ride's invoice `P042/2627/000123` (the partner's series), its credit
 * note `P042/C2627/00007` (the partner's second series), the platform's commission invoice
 * `RVC/2627/000123`. The padding is a minimum: a partner past 999 or a series past its width grows
 * (17 characters) rather than wrap.
 */
export function documentNumber(kind: TaxDocumentKind, fy: string, seq: number, partnerSerial = 0): string {
  const year = shortYear(fy);
  if (kind === 'commission') return `RVC/${year}/${pad(seq, 6)}`;
  const partner = `P${pad(partnerSerial, 3)}`;
  return kind === 'invoice' ? `${partner}/${year}/${pad(seq, 6)}` : `${partner}/C${year}/${pad(seq, 5)}`;
}

/** The counter a document's number is drawn from: one per partner and kind, one for the platform. */
export function seriesOf(kind: TaxDocumentKind, partnerId: string): string {
  return kind === 'commission' ? 'commission' : `${kind}:${partnerId}`;
}

export interface GstSplit {
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * The taxes a document shows. The ride's CGST and SGST are the amounts stored with the booking (each
 * rounded down on the rent, shared/domain/pricing.ts): within the state they stay as they are; across
 * states they are one IGST of their sum, never computed again. A single GST amount (the 18 % on the
 * commission, stored as one figure) splits as CGST = half rounded down and SGST = the rest, so the two
 * always add up to it.
 */
export function splitGst(
  input: { intraState: boolean } & ({ cgst: number; sgst: number } | { total: number }),
): GstSplit {
  const [cgst, sgst] =
    'total' in input
      ? [Math.floor(input.total / 2), input.total - Math.floor(input.total / 2)]
      : [input.cgst, input.sgst];
  return input.intraState ? { cgst, sgst, igst: 0 } : { cgst: 0, sgst: 0, igst: cgst + sgst };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? `-${ONES[ones] ?? ''}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, Indian system: crore (10^7), lakh (10^5), thousand, hundred. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole amount: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount in words as an invoice writes it: 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only'. */
export function rupeesInWords(amount: number): string {
  return `Rupees ${numberInWords(amount)} Only`;
}
