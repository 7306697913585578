import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TaxDocument } from '#shared/api/invoices.ts';
import { stateCodeOfCity } from '#shared/domain/gst-states.ts';
import { DEFAULT_TAX_RATES, rentKeptOnCancellation, rentLine, type TaxRates } from '#shared/domain/pricing.ts';
import { rupeesInWords, SAC_RIDE, splitGst } from '#shared/domain/tax-invoice.ts';
import { text } from '#shared/messages.ts';
import type { Tx } from '#server/db/client.ts';
import { bookings, partners, payments, refunds, taxDocuments, users } from '#server/db/schema/index.ts';
import { insertDocument } from './insert-document.ts';
import { partnerDocumentColumns, partnerParty, partnerStateCode, placeOfSupply } from './parties.ts';

/**
 * The rates a booking was charged. NOTE: a booking older than migration 0019 stored none; it was charged
 * the configured rates of its time, which were the defaults (this feature reads no configuration, D75).
 */
function ratesOf(row: { cgstRateBp: number | null; sgstRateBp: number | null }): TaxRates {
  if (row.cgstRateBp === null || row.sgstRateBp === null) return DEFAULT_TAX_RATES;
  return { cgstPercent: row.cgstRateBp / 100, sgstPercent: row.sgstRateBp / 100 };
}

/** The statuses that have a tax invoice: a paid ride, whatever became of it. */
const INVOICED = ['booked', 'cancelled', 'completed'] as const;

async function storedDocument(tx: Tx, bookingId: string, kind: 'invoice' | 'creditNote'): Promise<TaxDocument | null> {
  const [row] = await tx
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, bookingId), eq(taxDocuments.kind, kind)));
  return row?.document ?? null;
}

/** The booking, locked for the rest of the transaction, with what its documents print. */
async function lockedBasis(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      city: bookings.city,
      bikeName: bookings.bikeName,
      bikeBrand: bookings.bikeBrand,
      hours: bookings.hours,
      rent: bookings.rent,
      cgst: bookings.cgst,
      sgst: bookings.sgst,
      cgstRateBp: bookings.cgstRateBp,
      sgstRateBp: bookings.sgstRateBp,
      discountAmount: bookings.discountAmount,
      grandTotal: bookings.grandTotal,
      deposit: bookings.deposit,
      createdAt: bookings.createdAt,
      cancelledAt: bookings.cancelledAt,
      partnerId: bookings.partnerId,
      userId: bookings.userId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row;
}

type Basis = NonNullable<Awaited<ReturnType<typeof lockedBasis>>>;

async function partyRows(tx: Tx, basis: Basis) {
  const [partner] = await tx.select(partnerDocumentColumns).from(partners).where(eq(partners.id, basis.partnerId));
  const [user] = await tx
    .select({ fname: users.fname, lname: users.lname, email: users.email })
    .from(users)
    .where(eq(users.id, basis.userId));
  if (!partner || !user) throw new Error(`booking ${basis.id} has no partner or customer`);
  return { partner, user };
}

/** When the ride was paid: its checkout payment's time (a row older than payments: when it was made). */
async function paidAt(tx: Tx, basis: Basis): Promise<Date> {
  const [row] = await tx
    .select({ at: sql<Date | string | null>`min(${payments.createdAt})` })
    .from(payments)
    .where(and(eq(payments.bookingId, basis.id), eq(payments.purpose, 'booking')));
  return row?.at ? new Date(row.at) : basis.createdAt;
}

/**
 * The ride's tax invoice (issue #34, D75), issued once, in the caller's transaction: in verifyPayment's
 * when the payment is confirmed, or, for a ride paid before invoices were numbered, on its first view.
 * The partner is the supplier (their GSTIN when they have one); the place of supply is the state of the
 * pick-up city (the booking's city; the supplier's state when the city is not in the table); the taxable
 * value is the rent and the taxes are the amounts stored with the booking, CGST + SGST within the
 * supplier's state, else one IGST of their sum. A coupon is the platform's: it lowers what the customer
 * paid, not the partner's supply (D64), so it is a note under the total. Null for a booking that is not
 * a paid ride. Dated the payment's time.
 */
export async function issueRideInvoice(tx: Tx, bookingId: string): Promise<TaxDocument | null> {
  const basis = await lockedBasis(tx, bookingId);
  if (!basis || !(INVOICED as readonly string[]).includes(basis.status)) return null;
  const stored = await storedDocument(tx, bookingId, 'invoice');
  if (stored) return stored;

  const { partner, user } = await partyRows(tx, basis);
  const supplierState = partnerStateCode(partner);
  const place = stateCodeOfCity(basis.city) ?? supplierState;
  // a state not known on either side is taken as within the state: the CGST and SGST as charged
  const intraState = supplierState === null || place === null || supplierState === place;
  const rates = ratesOf(basis);
  const taxes = splitGst({ intraState, cgst: basis.cgst, sgst: basis.sgst });
  const total = basis.rent + taxes.cgst + taxes.sgst + taxes.igst;
  const bike = [basis.bikeBrand, basis.bikeName].filter(Boolean).join(' ');
  const notes = [];
  if (basis.discountAmount > 0) notes.push({ label: text.couponBorneLabel, amount: -basis.discountAmount });
  notes.push({ label: text.customerPaidLabel, amount: basis.grandTotal });

  return insertDocument(tx, {
    kind: 'invoice',
    partnerId: basis.partnerId,
    partnerSerial: partner.serialNo,
    bookingId,
    issuedAt: await paidAt(tx, basis),
    body: {
      supplier: partnerParty(partner),
      recipient: { name: `${user.fname} ${user.lname}`.trim(), address: basis.city, gstin: null, email: user.email },
      placeOfSupply: placeOfSupply(place),
      sac: SAC_RIDE,
      description: text.rideDescription(bike, rentLine(basis.hours)),
      taxableValue: basis.rent,
      cgstPercent: intraState ? rates.cgstPercent : 0,
      sgstPercent: intraState ? rates.sgstPercent : 0,
      igstPercent: intraState ? 0 : rates.cgstPercent + rates.sgstPercent,
      ...taxes,
      total,
      totalInWords: rupeesInWords(total),
      refersTo: null,
      bookingId,
      week: null,
      notes,
    },
  });
}

/**
 * A cancelled ride's credit note (issue #34, D75), issued once in the cancellation's transaction (or on
 * the first view of an older one), after its invoice (issued first when missing, so the invoice keeps
 * the lower number). It cancels the invoice in full, at the invoice's own figures: a cancellation passes
 * no GST to the partner (D64), and what was kept of the rent and what was refunded are notes under the
 * total. Null for a booking that is not cancelled. Dated the cancellation's time.
 */
export async function issueCreditNote(tx: Tx, bookingId: string): Promise<TaxDocument | null> {
  const invoice = await issueRideInvoice(tx, bookingId);
  const basis = await lockedBasis(tx, bookingId);
  if (!invoice || !basis || basis.status !== 'cancelled') return null;
  const stored = await storedDocument(tx, bookingId, 'creditNote');
  if (stored) return stored;

  const { partner } = await partyRows(tx, basis);
  const [refunded] = await tx
    .select({ amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), inArray(refunds.kind, ['cancellation'])));
  const refund = Number(refunded?.amount ?? 0);
  return insertDocument(tx, {
    kind: 'creditNote',
    partnerId: basis.partnerId,
    partnerSerial: partner.serialNo,
    bookingId,
    issuedAt: basis.cancelledAt ?? new Date(),
    body: {
      // the parties, place of supply and figures as invoiced
      ...invoice,
      description: text.creditDescription(invoice.number),
      refersTo: { number: invoice.number, date: invoice.date },
      notes: [
        { label: text.feeKeptLabel, amount: rentKeptOnCancellation(basis.grandTotal, basis.deposit, refund) },
        { label: text.refundedLabel, amount: refund },
      ],
    },
  });
}
