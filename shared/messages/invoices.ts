/**
 * The texts of the tax documents (issue #34, D75): the ride's tax invoice, the credit note of a cancelled
 * ride and the platform's commission invoice, on screen and in their PDFs (which print 'Rs.' for '₹': the
 * PDF's built-in fonts have no rupee sign). ../messages.ts spreads them into `msg` and `text`.
 */
export const invoicesMsg = {
  taxDocumentListed: 'Tax document',
  taxDocumentNotFound: 'No such tax document for this booking',
  taxDocumentKindInvalid: 'kind must be invoice or creditNote',
  commissionInvoiceNotFound: 'No payout was made to this partner for that week',
} as const;

export const invoicesText = {
  taxInvoiceTitle: 'Tax invoice',
  commissionInvoiceTitle: 'Tax invoice: platform commission',
  documentNumberLabel: { invoice: 'Invoice no.', creditNote: 'Credit note no.', commission: 'Invoice no.' },
  documentDateLabel: 'Date',
  supplierLabel: 'Supplier',
  recipientLabel: 'Billed to',
  gstinLabel: 'GSTIN',
  unregistered: 'Unregistered',
  sacLabel: 'SAC',
  placeOfSupplyLabel: 'Place of supply',
  placeOfSupplyUnknown: 'Not known',
  reverseChargeLabel: 'Tax payable on reverse charge: No',
  againstInvoiceLabel: 'Against invoice',
  taxableValueLabel: 'Taxable value',
  cgstAt: (percent: number) => `CGST @ ${percent}%`,
  sgstAt: (percent: number) => `SGST @ ${percent}%`,
  igstAt: (percent: number) => `IGST @ ${percent}%`,
  documentTotalLabel: 'Invoice total',
  creditTotalLabel: 'Total credited',
  totalInWordsLabel: 'Total in words',
  rideDescription: (bike: string, rentLine: string) => `Rental of motorbike ${bike} without operator (${rentLine})`,
  creditDescription: (number: string) => `Cancellation of the ride invoiced on ${number}`,
  commissionDescription: (week: string) => `Marketplace commission on rides of the week of ${week}`,
  couponBorneLabel: 'Coupon discount (borne by the platform)',
  customerPaidLabel: 'Paid by the customer',
  feeKeptLabel: 'Cancellation fee kept',
  refundedLabel: 'Refunded',
  payoutGrossLabel: 'Rides and fees (gross)',
  payoutGstCollectedLabel: 'GST collected from customers',
  payoutDamageLabel: 'Damage charges',
  payoutTcsLabel: 'TCS collected (section 52, CGST Act)',
  payoutTdsLabel: 'TDS deducted (section 194-O, Income-tax Act)',
  payoutNetLabel: 'Net paid to the partner',
  payoutReferenceLabel: 'Transfer reference',
  computerGenerated: 'This is a computer-generated document and needs no signature.',
  downloadPdf: 'Download PDF',
  downloadCreditNotePdf: 'Download credit note PDF',
} as const;
