import { z } from 'zod';
import { HELMET_CHOICES } from '../domain/limits.ts';
import { msg } from '../messages.ts';
import { envelope, idField, optionalString, requiredString } from './fields.ts';
import { taxDocument } from './invoices.ts';
import { customerBooking } from './booking-answer.ts';
import { idQuery } from './partner.ts';
import { checkRideWindow, rideWindowFields } from './search.ts';

/*
 * Checkout and payment (spec sections 2, 4, 7; ARCHITECTURE section 6): applyCoupon, bookbike, the
 * sandbox card form's sandboxPay, verifyPayment and findOrder (the invoice). Money is whole rupees
 * except the provider order's `amount`, which is in paise like Razorpay's.
 */

const wholeRupees = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(100_000_000, message);

const couponCode = (required: boolean) =>
  (required ? requiredString(msg.enterCoupon, 20) : optionalString(20)).transform((code) => code.toUpperCase());

const optionalWindow = {
  pickUpDate: z.string().optional(),
  pickUpTime: z.string().optional(),
  dropDate: z.string().optional(),
  dropTime: z.string().optional(),
};

// ---- applyCoupon ----

/**
 * POST /api/applyCoupon (spec: `{ grandTotal, coupon }`; empty coupon → 'enter coupon'). Send the bike
 * and the window too: the server then prices the ride itself and ignores `grandTotal`; without a bike
 * `grandTotal` (the tax-inclusive total before any discount) is what the coupon is checked against.
 * The final price is always recomputed by bookbike.
 */
export const applyCouponBody = z
  .object({
    coupon: couponCode(true),
    grandTotal: wholeRupees(msg.amountInvalid).optional(),
    bike: idField(msg.bikeNotFound).optional(),
    ...optionalWindow,
  })
  .superRefine((body, ctx) => {
    if (body.bike === undefined) {
      if (body.grandTotal === undefined)
        ctx.addIssue({ code: 'custom', path: ['grandTotal'], message: msg.amountInvalid });
      return;
    }
    const window = z.object(rideWindowFields).superRefine(checkRideWindow).safeParse(body);
    if (window.success) return;
    for (const issue of window.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type ApplyCouponBody = z.infer<typeof applyCouponBody>;
export type ApplyCouponInput = z.input<typeof applyCouponBody>;

/**
 * `data.discount` (rupees off) and `data.distotal` (what is left to pay); `data.total` is the total the
 * coupon was applied to. A refusal is a 4xx whose `message` and `data.message` say why.
 */
export const applyCouponResponse = envelope.extend({
  data: z.object({ discount: z.number().int(), distotal: z.number().int(), total: z.number().int() }),
});
export type ApplyCouponResponse = z.infer<typeof applyCouponResponse>;

// ---- bookbike ----

/**
 * POST /api/bookbike: the spec sends only `amount`; ours sends what the server needs to price the ride
 * and place the hold (decision D33). `pickUpPoint`/`dropPoint` are the `_id`s of the partner's points
 * (getBikeDetails `locations`); `coupon` is a code or empty; `amount` is the amount to pay the page
 * shows, in rupees: the grand total plus the bike's refundable deposit (issue #17). If the server's
 * price differs the answer is 409 `priceChanged` with the new quote.
 */
export const bookBikeBody = z
  .object({
    bike: idField(msg.bikeNotFound),
    ...rideWindowFields,
    pickUpPoint: requiredString(msg.selectPoints, 36).uuid(msg.pointNotOfBike),
    dropPoint: requiredString(msg.selectPoints, 36).uuid(msg.pointNotOfBike),
    helmet: z.coerce
      .number({ error: msg.helmetInvalid })
      .int(msg.helmetInvalid)
      .refine((n) => (HELMET_CHOICES as readonly number[]).includes(n), msg.helmetInvalid)
      .default(1),
    coupon: couponCode(false).default(''),
    amount: wholeRupees(msg.amountInvalid),
  })
  .superRefine(checkRideWindow);
export type BookBikeBody = z.infer<typeof bookBikeBody>;
export type BookBikeInput = z.input<typeof bookBikeBody>;

/** The server's price of a ride (shared/domain/pricing.ts), whole rupees. */
export const bookingQuote = z.object({
  hours: z.number().int(),
  rent: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  total: z.number().int(),
  discount: z.number().int(),
  grandTotal: z.number().int(),
  /** the bike's refundable deposit (issue #17): never taxed, never discounted; 0 when none */
  deposit: z.number().int(),
  /** grandTotal + deposit: what the customer pays, and bookbike's `amount` must equal */
  toPay: z.number().int(),
});
export type BookingQuote = z.infer<typeof bookingQuote>;

export const paymentProviders = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * The provider order to pay: `id` the order id, `amount` in paise ((grandTotal + deposit) × 100), `key` the
 * provider's public key id, `provider` which widget to open, `bookingId` the hold, `holdExpiresAt` (ISO
 * 8601) when the hold lapses (15 minutes). `quote` is the price the server charged.
 */
export const bookBikeResponse = envelope.extend({
  data: z.object({
    id: z.string(),
    amount: z.number().int(),
    currency: z.literal('INR'),
    key: z.string(),
    provider: z.enum(paymentProviders),
    bookingId: z.string(),
    holdExpiresAt: z.string(),
    quote: bookingQuote,
  }),
});
export type BookBikeResponse = z.infer<typeof bookBikeResponse>;

// ---- The sandbox card form ----

/**
 * The sandbox's test cards (shown by the card form): one always succeeds, one is always declined. A
 * payment made with the third is accepted, but the FIRST refund attempt of it is declined and later
 * ones succeed (a failed refund the admin can retry).
 */
export const SANDBOX_SUCCESS_CARD = '4111 1111 1111 1111';
export const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002';
export const SANDBOX_REFUND_DECLINED_CARD = '4000 0000 0000 0069';

/**
 * POST /api/sandboxPay (ours; only while PAYMENT_PROVIDER=sandbox): the built-in card form pays one of
 * the caller's orders. `expiry` is 'MM/YY'. Card checks answer 400; a declined card 402.
 */
export const sandboxPayBody = z.object({
  orderId: requiredString(msg.orderNotFound, 64),
  cardNumber: requiredString(msg.cardNumberInvalid, 30),
  expiry: requiredString(msg.cardExpiryInvalid, 7),
  cvv: requiredString(msg.cardCvvInvalid, 4),
  name: requiredString(msg.cardNameRequired, 80),
});
export type SandboxPayBody = z.infer<typeof sandboxPayBody>;

/** Exactly what Razorpay's checkout hands its `handler`: pass it on to verifyPayment. */
export const providerPaymentResponse = z.object({
  razorpay_order_id: requiredString(msg.paymentSignatureInvalid, 64),
  razorpay_payment_id: requiredString(msg.paymentSignatureInvalid, 64),
  razorpay_signature: requiredString(msg.paymentSignatureInvalid, 128),
});
export type ProviderPaymentResponse = z.infer<typeof providerPaymentResponse>;

export const sandboxPayResponse = envelope.extend({ data: providerPaymentResponse });
export type SandboxPayResponse = z.infer<typeof sandboxPayResponse>;

// ---- verifyPayment ----

/**
 * POST /api/verifyPayment: the provider's three fields. The spec's other fields (pickUpPoint,
 * dropPoint, grandTotal, total, helmet, rent, coupon, discount, hours, city, dates, bike, partnerId)
 * may come along and are ignored: the hold placed by bookbike holds the truth.
 */
export const verifyPaymentBody = providerPaymentResponse;
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>;

/** `data.bookingId`: the booking, now `booked` (the same one when the payment is verified again). */
export const verifyPaymentResponse = envelope.extend({ data: z.object({ bookingId: z.string() }) });
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

// ---- findOrder: the invoice ----

/** GET /api/findOrder?id — one of the caller's bookings. */
export const findOrderQuery = idQuery;
export type FindOrderQuery = z.infer<typeof findOrderQuery>;

export { bookingStatusesShown, type ShownBookingStatus } from './booking-answer.ts';

/**
 * The printable invoice (spec section 2): the customer's booking (booking-answer.ts, `date` the order
 * date) with `rentLine` 'Minimum 24.0 hour charges applicable' or 'Rent for N hours'.
 */
export const order = customerBooking.extend({
  rentLine: z.string(),
  /** ISO 8601 or null: with the latest refund, the invoice's credit note (issue #16) */
  cancelledAt: z.string().nullable(),
  /**
   * The ride's numbered tax invoice and, once cancelled, its credit note (issue #34, D75); absent from an
   * older server. Their PDFs: GET /api/invoice.pdf?id&kind.
   */
  taxInvoice: taxDocument.nullable().optional(),
  creditNote: taxDocument.nullable().optional(),
});
export type Order = z.infer<typeof order>;

export const findOrderResponse = envelope.extend({ data: order });
export type FindOrderResponse = z.infer<typeof findOrderResponse>;
