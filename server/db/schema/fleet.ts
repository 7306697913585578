import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partners } from './accounts.ts';

/** A partner's bike. `status` true = visible, false = hidden. Deleted bikes keep their past bookings. */
export const bikes = pgTable(
  'bikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    makeYear: integer('make_year').notNull(),
    rentPerHour: integer('rent_per_hour').notNull(),
    engineCC: integer('engine_cc').notNull(),
    plateNumber: text('plate_number').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: boolean('status').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bikes_partner_idx').on(t.partnerId, t.createdAt),
    index('bikes_category_idx').on(t.category),
    index('bikes_rent_idx').on(t.rentPerHour),
    // a plate is unique among bikes that still exist
    uniqueIndex('bikes_plate_key')
      .on(sql`upper(${t.plateNumber})`)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);
