/*
 * The one money formatter of every screen, mail and message (STYLE.md 16; D74). Money is whole rupees
 * everywhere (the product decisions), so no paise are shown; digits are grouped the Indian way.
 */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees with the Indian grouping: 15896 → '₹15,896', 123456 → '₹1,23,456', -500 → '-₹500'. */
export function formatMoney(amount: number): string {
  return rupees.format(amount);
}
