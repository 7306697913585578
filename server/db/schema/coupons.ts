import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    image: text('image').notNull(),
    couponName: text('coupon_name').notNull(),
    couponCode: text('coupon_code').notNull(),
    /** percentage of the tax-inclusive total (decision D31) */
    discountValue: integer('discount_value').notNull(),
    minPurchase: integer('min_purchase').notNull(),
    maxDiscount: integer('max_discount').notNull(),
    /** valid until the end of this day, India time */
    expireDate: date('expire_date').notNull(),
    limit: integer('limit').notNull(),
    status: boolean('status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.couponCode})`),
    check(
      'coupons_values_check',
      sql`${t.discountValue} BETWEEN 1 AND 100 AND ${t.minPurchase} >= 0 AND ${t.maxDiscount} >= 0 AND ${t.limit} >= 0`,
    ),
  ],
);

/** One row per coupon use; a user redeems a coupon once. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_redemptions_coupon_user_key').on(t.couponId, t.userId)],
);
