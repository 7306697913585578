import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRANSMISSIONS } from '#shared/domain/licence-rules.ts';
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
    /** which licence class rides it (issue #32): gearless needs MCWOG or MCWG, geared MCWG */
    transmission: text('transmission', { enum: TRANSMISSIONS }).notNull().default('geared'),
    plateNumber: text('plate_number').notNull(),
    /** the refundable security deposit a customer pays with the rent, whole rupees 0–50,000 (issue #17) */
    deposit: integer('deposit').notNull().default(0),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: boolean('status').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // the bikes customers may see (besides their partner's state): what every customer list filters on
    const listed = sql`${t.status} AND ${t.deletedAt} IS NULL`;
    return [
      check('bikes_deposit_check', sql`${t.deposit} BETWEEN 0 AND 50000`),
      check('bikes_transmission_check', sql`${t.transmission} IN ('gearless', 'geared')`),
      index('bikes_partner_idx').on(t.partnerId, t.createdAt),
      index('bikes_category_idx').on(t.category),
      index('bikes_rent_idx').on(t.rentPerHour),
      // a plate is unique among bikes that still exist
      uniqueIndex('bikes_plate_key')
        .on(sql`upper(${t.plateNumber})`)
        .where(sql`${t.deletedAt} IS NULL`),
      // getBikes and ourFleet without a city: newest listed bikes first (read backwards), up to the page
      index('bikes_listed_newest_idx').on(t.createdAt, t.id).where(listed),
      // getBikes in a city: the city's partners (partners_city_key_idx), then each one's listed bikes, with
      // the id the free-window probe of bookings needs (index-only)
      index('bikes_listed_partner_idx').on(t.partnerId, t.id).where(listed),
      // NOTE: the same rows without the id, deduplicated to a quarter of the size: counting every listed
      // bike in the country (getBikes without a city) reads this small index, where the one above
      // would cost the planner more than a sequential scan of bikes.
      index('bikes_listed_count_idx').on(t.partnerId).where(listed),
      // getBikes' text search, `(brand || ' ' || name) ILIKE '%…%'` (pg_trgm, migration 0002).
      // NOTE: fastupdate off: new bikes go straight into the index instead of a pending list that only
      // (auto)vacuum merges; PGlite runs no autovacuum, and there the planner stopped using a GIN index
      // whose pending list had grown. Bikes are added rarely, so the slower insert costs nothing.
      index('bikes_listed_search_idx')
        .using('gin', sql`(${t.brand} || ' ' || ${t.name}) gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(listed),
    ];
  },
);
