import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { TaxDocument } from '#shared/api/invoices.ts';
import { gstinStateCode } from '#shared/domain/gstin.ts';
import { GST_ON_COMMISSION_PERCENT } from '#shared/domain/ledger.ts';
import { rupeesInWords, SAC_PLATFORM, splitGst } from '#shared/domain/tax-invoice.ts';
import { text } from '#shared/messages.ts';
import type { Tx } from '#server/db/client.ts';
import { ledgerEntries, partners, payouts, taxDocuments } from '#server/db/schema/index.ts';
import { insertDocument } from './insert-document.ts';
import { partnerDocumentColumns, partnerParty, partnerStateCode, placeOfSupply } from './parties.ts';
import { platformParty } from './platform-identity.ts';

const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/**
 * The platform's commission invoice to the partner for one payout (issue #34, D75), issued once in the
 * transaction that marks the payout paid (or on the first view of an older payout). The platform is the
 * supplier (PLATFORM_* settings), the partner the recipient; the place of supply is the partner's state
 * (their GSTIN's, else their city's). Taxable value: the commission of the entries the payout paid; the
 * GST on it as the ledger computed it (18 %, D64), split CGST + SGST within the platform's state, else
 * IGST. The TCS and TDS the payout kept back, and what it paid, are notes under the total. Dated the
 * payout's time. Null for an unknown payout.
 */
export async function issueCommissionInvoice(tx: Tx, payoutId: string): Promise<TaxDocument | null> {
  const [payout] = await tx
    .select({
      id: payouts.id,
      partnerId: payouts.partnerId,
      week: payouts.week,
      paidAt: payouts.paidAt,
      net: payouts.net,
      reference: payouts.reference,
    })
    .from(payouts)
    .where(eq(payouts.id, payoutId))
    .for('update');
  if (!payout) return null;
  const [stored] = await tx
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.payoutId, payoutId), eq(taxDocuments.kind, 'commission')));
  if (stored) return stored.document;

  const [partner] = await tx.select(partnerDocumentColumns).from(partners).where(eq(partners.id, payout.partnerId));
  if (!partner) throw new Error(`payout ${payoutId} has no partner`);
  const [totals] = await tx
    .select({
      gross: sum(ledgerEntries.gross),
      commission: sum(ledgerEntries.commission),
      gstOnCommission: sum(ledgerEntries.gstOnCommission),
      tcs: sum(ledgerEntries.tcs),
      tds: sum(ledgerEntries.tds),
      gstCollected: sum(ledgerEntries.gstCollected),
      damage: sum(ledgerEntries.damage),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.payoutId, payoutId));
  const t = {
    gross: Number(totals?.gross ?? 0),
    commission: Number(totals?.commission ?? 0),
    gst: Number(totals?.gstOnCommission ?? 0),
    tcs: Number(totals?.tcs ?? 0),
    tds: Number(totals?.tds ?? 0),
    gstCollected: Number(totals?.gstCollected ?? 0),
    damage: Number(totals?.damage ?? 0),
  };

  const supplier = platformParty();
  const place = partnerStateCode(partner);
  const supplierState = gstinStateCode(supplier.gstin);
  const intraState = place === null || supplierState === null || place === supplierState;
  const taxes = splitGst({ intraState, total: t.gst });
  const half = GST_ON_COMMISSION_PERCENT / 2;
  const total = t.commission + t.gst;
  const notes = [
    { label: text.payoutGrossLabel, amount: t.gross },
    { label: text.payoutGstCollectedLabel, amount: t.gstCollected },
    ...(t.damage !== 0 ? [{ label: text.payoutDamageLabel, amount: t.damage }] : []),
    { label: text.payoutTcsLabel, amount: -t.tcs || 0 },
    { label: text.payoutTdsLabel, amount: -t.tds || 0 },
    { label: text.payoutNetLabel, amount: payout.net },
  ];
  return insertDocument(tx, {
    kind: 'commission',
    partnerId: payout.partnerId,
    partnerSerial: partner.serialNo,
    payoutId,
    issuedAt: payout.paidAt,
    body: {
      supplier,
      recipient: partnerParty(partner),
      placeOfSupply: placeOfSupply(place),
      sac: SAC_PLATFORM,
      description: `${text.commissionDescription(payout.week)} (${text.payoutReferenceLabel} ${payout.reference})`,
      taxableValue: t.commission,
      cgstPercent: intraState ? half : 0,
      sgstPercent: intraState ? half : 0,
      igstPercent: intraState ? 0 : GST_ON_COMMISSION_PERCENT,
      ...taxes,
      total,
      totalInWords: rupeesInWords(total),
      refersTo: null,
      bookingId: null,
      week: payout.week,
      notes,
    },
  });
}
