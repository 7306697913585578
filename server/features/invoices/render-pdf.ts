import PDFDocument from 'pdfkit';
import type { TaxDocument } from '#shared/api/invoices.ts';
import { PRODUCT_NAME, text } from '#shared/messages.ts';

/*
 * A tax document as a PDF (issue #34, D75), drawn with pdfkit and its built-in Helvetica (nothing to
 * fetch, pure JavaScript). NOTE: the built-in fonts speak WinAnsi only: amounts read 'Rs.' (no '₹'),
 * and any other character outside it prints as '?', so a PDF never fails on a name.
 */

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 'Rs. 1,23,456', '- Rs. 500'. */
export function pdfMoney(amount: number): string {
  return `${amount < 0 ? '- ' : ''}Rs. ${grouping.format(Math.abs(amount))}`;
}

// Latin-1 plus the punctuation WinAnsi adds (dashes, quotes, bullet, ellipsis, euro)
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);

/** Text the built-in fonts can print: '₹' as 'Rs.', anything else outside WinAnsi as '?'. */
export function printable(value: string): string {
  return [...value.replaceAll('₹', 'Rs.')]
    .map((c) => ((c.codePointAt(0) ?? 0) < 256 || WIN_ANSI_EXTRA.has(c) ? c : '?'))
    .join('');
}

const TITLES = {
  invoice: text.taxInvoiceTitle,
  creditNote: text.creditNoteTitle,
  commission: text.commissionInvoiceTitle,
} as const;

/** The document's lines with an amount: taxable value, each tax charged, the total. */
export function amountLines(doc: TaxDocument): { label: string; amount: number; strong?: boolean }[] {
  const lines: { label: string; amount: number; strong?: boolean }[] = [
    { label: text.taxableValueLabel, amount: doc.taxableValue },
  ];
  if (doc.igstPercent > 0 || doc.igst > 0) lines.push({ label: text.igstAt(doc.igstPercent), amount: doc.igst });
  else {
    lines.push({ label: text.cgstAt(doc.cgstPercent), amount: doc.cgst });
    lines.push({ label: text.sgstAt(doc.sgstPercent), amount: doc.sgst });
  }
  lines.push({
    label: doc.kind === 'creditNote' ? text.creditTotalLabel : text.documentTotalLabel,
    amount: doc.total,
    strong: true,
  });
  return lines;
}

/** The PDF of a document, as bytes. */
export function taxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${TITLES[doc.kind]} ${doc.number}`, Author: PRODUCT_NAME, Subject: TITLES[doc.kind] },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const half = (width - 24) / 2;
  const say = (value: string) => printable(value);

  pdf.font('Helvetica-Bold').fontSize(20).text(say(PRODUCT_NAME), left, 48);
  pdf.font('Helvetica').fontSize(12).fillColor('#444').text(say(TITLES[doc.kind]));
  pdf.moveDown(0.5).fillColor('#000').fontSize(10);
  pdf.text(`${say(text.documentNumberLabel[doc.kind])} ${say(doc.number)}`);
  pdf.text(`${text.documentDateLabel} ${doc.date} (FY ${doc.financialYear})`);
  if (doc.refersTo) pdf.text(`${text.againstInvoiceLabel} ${say(doc.refersTo.number)} (${doc.refersTo.date})`);

  const top = pdf.y + 14;
  const party = (title: string, p: TaxDocument['supplier'], x: number) => {
    pdf.font('Helvetica-Bold').fontSize(9).fillColor('#666').text(title.toUpperCase(), x, top, { width: half });
    pdf.font('Helvetica-Bold').fontSize(11).fillColor('#000').text(say(p.name), { width: half });
    pdf.font('Helvetica').fontSize(10);
    if (p.address) pdf.text(say(p.address), { width: half });
    if (p.email) pdf.text(say(p.email), { width: half });
    pdf.text(`${text.gstinLabel}: ${p.gstin ? say(p.gstin) : text.unregistered}`, { width: half });
    return pdf.y;
  };
  const bottom = Math.max(
    party(text.supplierLabel, doc.supplier, left),
    party(text.recipientLabel, doc.recipient, left + half + 24),
  );

  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(
      `${text.placeOfSupplyLabel}: ${say(doc.placeOfSupply.name)}${doc.placeOfSupply.code ? ` (${doc.placeOfSupply.code})` : ''}`,
      left,
      bottom + 14,
      { width },
    );
  pdf.text(text.reverseChargeLabel, { width });

  // the supply: description, SAC, taxable value
  const tableTop = pdf.y + 12;
  const amountX = left + width - 120;
  const sacX = amountX - 70;
  pdf.rect(left, tableTop, width, 20).fill('#f2f2f2').fillColor('#000');
  pdf.font('Helvetica-Bold').fontSize(9);
  pdf.text('Description', left + 6, tableTop + 6, { width: sacX - left - 12 });
  pdf.text(text.sacLabel, sacX, tableTop + 6, { width: 64 });
  pdf.text(text.taxableValueLabel, amountX, tableTop + 6, { width: 114, align: 'right' });
  pdf.font('Helvetica').fontSize(10);
  const rowTop = tableTop + 28;
  pdf.text(say(doc.description), left + 6, rowTop, { width: sacX - left - 12 });
  const afterDescription = pdf.y;
  pdf.text(doc.sac, sacX, rowTop, { width: 64 });
  pdf.text(pdfMoney(doc.taxableValue), amountX, rowTop, { width: 114, align: 'right' });

  // the taxes and the total, right-aligned under the amount column
  let y = Math.max(afterDescription, rowTop + 14) + 12;
  pdf
    .moveTo(left, y - 6)
    .lineTo(left + width, y - 6)
    .strokeColor('#ccc')
    .stroke();
  const row = (label: string, amount: number, strong = false) => {
    pdf.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 10);
    pdf.text(say(label), left, y, { width: width - 126, align: 'right' });
    pdf.text(pdfMoney(amount), amountX, y, { width: 114, align: 'right' });
    y = pdf.y + 4;
  };
  for (const line of amountLines(doc)) row(line.label, line.amount, line.strong);
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(`${text.totalInWordsLabel}: ${say(doc.totalInWords)}`, left, y + 6, { width });
  y = pdf.y + 12;
  if (doc.notes.length > 0) {
    pdf
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .strokeColor('#ccc')
      .stroke();
    for (const note of doc.notes) row(note.label, note.amount);
  }
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666')
    .text(text.computerGenerated, left, y + 16, { width });
  pdf.end();
  return done;
}
