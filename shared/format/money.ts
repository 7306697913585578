/*
 * The one money formatter of every screen, mail and message (STYLE.md 16; D74). Money is whole rupees
 * everywhere (the product decisions), so no paise are shown; digits are grouped the Indian way.
 *
 * Written out rather than `Intl.NumberFormat('en-IN', { style: 'currency' })`: the first currency
 * formatter a browser makes loads its locale data, 20–40 ms on our test machine (80–160 ms on a
 * mid-range phone), a long task in every page's start (issue #35). Values it cannot write exactly
 * (not finite, past 2^53) still go to Intl, made only then.
 */
let intl: Intl.NumberFormat | undefined;

/** Whole rupees with the Indian grouping: 15896 → '₹15,896', 123456 → '₹1,23,456', -500 → '-₹500'. */
export function formatMoney(amount: number): string {
  // Intl's own rounding of a fraction: half away from zero
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) {
    intl ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    return intl.format(amount);
  }
  const digits = String(Math.abs(whole));
  // the last three digits, then pairs: 1,23,45,678
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${digits.slice(-3)}` : digits;
  return `${whole < 0 ? '-' : ''}₹${grouped}`;
}
