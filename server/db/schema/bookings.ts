import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partners, users } from './accounts.ts';
import { bikes } from './fleet.ts';
import { cancellationPolicies } from './cancellation-policies.ts';
import { coupons } from './coupons.ts';
import { payoutSettings } from './payout-settings.ts';

export const bookingStatuses = ['pending', 'booked', 'cancelled', 'completed', 'expired'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Who cancelled a booking (issue #16). */
export const cancelledByValues = ['customer', 'partner', 'admin'] as const;
export type CancelledBy = (typeof cancelledByValues)[number];

/**
 * A ride. `pending` is the 15-minute hold placed while the customer pays; `booked` after payment.
 * NOTE: the exclusion constraint `bookings_no_overlap` (migration 0001, hand-written because Drizzle
 * cannot declare EXCLUDE; since 0014 on [pickup_at, busy_until)) makes two pending/booked rows of one
 * bike with overlapping times impossible; 0014's triggers keep them off the bike's blocks (bike_blocks).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'restrict' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    city: text('city').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    dropAt: timestamp('drop_at', { withTimezone: true }).notNull(),
    /** the partner's turnaround buffer when the hold was placed (issue #19); a later change never alters it */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** drop + buffer: the end of the time the ride keeps its bike (IMMUTABLE helper busy_end, migration 0014) */
    busyUntil: timestamp('busy_until', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`busy_end(drop_at, buffer_minutes)`),
    /**
     * The bike as it was booked (its partner may edit it later): the invoice, the rides and the mails
     * show these. Null only on rows older than migration 0015 that it could not fill.
     */
    bikeName: text('bike_name'),
    bikeBrand: text('bike_brand'),
    bikePlate: text('bike_plate'),
    pickUpPoint: text('pick_up_point').notNull(),
    dropPoint: text('drop_point').notNull(),
    helmet: integer('helmet').notNull().default(1),
    hours: integer('hours').notNull(),
    /** whole rupees */
    rent: integer('rent').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    grandTotal: integer('grand_total').notNull(),
    /**
     * The bike's refundable deposit when the hold was placed, whole rupees (issue #17): paid with the
     * rent (the payment is grandTotal + deposit), never taxed, never discounted; settled at the return.
     */
    deposit: integer('deposit').notNull().default(0),
    /**
     * The CGST and SGST rates charged on this booking, in basis points (1 % = 100), so a settlement's
     * taxes use the booking's rates, never a later configuration. Null on rows older than migration 0019
     * (those settle at the configured rates).
     */
    cgstRateBp: integer('cgst_rate_bp'),
    sgstRateBp: integer('sgst_rate_bp'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paymentMethod: text('payment_method').notNull().default('online'),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    providerOrderId: text('provider_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the cancellation policy in force when it was paid; null (older rows): the default tiers */
    cancellationPolicyId: integer('cancellation_policy_id').references(() => cancellationPolicies.id, {
      onDelete: 'restrict',
    }),
    /** the payout rates in force when it was paid (issue #18); null (older rows): the seeded defaults */
    payoutSettingsId: integer('payout_settings_id').references(() => payoutSettings.id, { onDelete: 'restrict' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: cancelledByValues }),
    /** when the pick-up reminder (24 h before) and the return reminder (1 h before the drop) were sent */
    pickupRemindedAt: timestamp('pickup_reminded_at', { withTimezone: true }),
    returnRemindedAt: timestamp('return_reminded_at', { withTimezone: true }),
    /**
     * The hand-over (issue #32, D81): when the partner started the ride, the odometer then and the
     * private photos taken (`files` ids, 4 to 8); all three or none. The status stays `booked`.
     */
    handoverAt: timestamp('handover_at', { withTimezone: true }),
    handoverStartKm: integer('handover_start_km'),
    handoverPhotos: uuid('handover_photos').array(),
  },
  (t) => [
    check('bookings_times_check', sql`${t.dropAt} > ${t.pickupAt}`),
    check('bookings_helmet_check', sql`${t.helmet} IN (1, 2)`),
    check('bookings_money_check', sql`${t.rent} >= 0 AND ${t.grandTotal} >= 0 AND ${t.discountAmount} >= 0`),
    check('bookings_deposit_check', sql`${t.deposit} >= 0`),
    check(
      'bookings_handover_check',
      sql`(${t.handoverAt} IS NULL) = (${t.handoverStartKm} IS NULL) AND (${t.handoverAt} IS NULL) = (${t.handoverPhotos} IS NULL) AND (${t.handoverStartKm} IS NULL OR ${t.handoverStartKm} >= 0)`,
    ),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_partner_idx').on(t.partnerId, t.createdAt),
    index('bookings_bike_idx').on(t.bikeId, t.pickupAt),
    // Paid rides and their outcome, the rows the partner's list and every dashboard count (not holds).
    // Status is the last key so the counts by status read the index alone (index-only scans).
    index('bookings_partner_counted_idx')
      .on(t.partnerId, t.createdAt, t.id, t.status)
      .where(sql`${t.status} IN ('booked', 'cancelled', 'completed')`),
    index('bookings_counted_created_idx')
      .on(t.createdAt, t.status)
      .where(sql`${t.status} IN ('booked', 'cancelled', 'completed')`),
    // getBikes' free-window test: a bike's rides that may hold it (paid, or a payment hold), by drop
    // time, with every column the test reads, so it never touches the table (index-only scans)
    // (busy_until since 0014: drop + buffer, what a ride really keeps)
    index('bookings_live_bike_idx')
      .on(t.bikeId, t.busyUntil, t.pickupAt, t.status, t.holdExpiresAt)
      .where(sql`${t.status} IN ('pending', 'booked')`),
    // getBikes with a ride window (issue #20): the rides that may hold a bike of one partner, by the end
    // of what they keep, so a city's busy bikes for a window are one short range per partner of the city
    // (index-only), whatever the size of the table, instead of one probe per bike
    index('bookings_live_partner_idx')
      .on(t.partnerId, t.busyUntil, t.pickupAt, t.bikeId, t.status, t.holdExpiresAt)
      .where(sql`${t.status} IN ('pending', 'booked')`),
    uniqueIndex('bookings_provider_order_key').on(t.providerOrderId),
  ],
);

export const paymentPurposes = ['booking', 'balance'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    signature: text('signature').notNull(),
    amount: integer('amount').notNull(),
    /** 'booking': the rent and deposit paid at checkout; 'balance': what a settlement left due (issue #17) */
    purpose: text('purpose', { enum: paymentPurposes }).notNull().default('booking'),
    status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    // a booking's payments are read on every verify, invoice and refund; without it each read (and
    // every delete of a booking, for the foreign key) scanned the whole table: 1.4 s verifyPayment at 1 M
    index('payments_booking_idx').on(t.bookingId, t.purpose),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bikeId: uuid('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('reviews_booking_key').on(t.bookingId),
    index('reviews_bike_idx').on(t.bikeId, t.createdAt),
    // My Rides reads the caller's reviews: a scan of every review without it (94 ms at 265 k)
    index('reviews_user_idx').on(t.userId),
  ],
);
