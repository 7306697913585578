import { sql } from 'drizzle-orm';
import { LANGUAGES } from '#shared/messages/language.ts';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Customers. `status` true = active (spec section 3). Emails are stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: id(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    image: text('image'),
    /** file ids of private identity documents (see files) */
    licenseFrontSide: uuid('license_front_side'),
    licenseBackSide: uuid('license_back_side'),
    passwordHash: text('password_hash').notNull(),
    status: boolean('status').notNull().default(true),
    /** bumped to revoke every older token (password change) */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * the language of the site, the mails and the WhatsApp/SMS texts (issue #33, D83): the one the customer
     * registered in or last chose; null (accounts older than Hindi) until they choose, mails in English
     */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_language_check', sql`${t.language} IN ('en', 'hi')`)],
);

export const partnerVerification = ['false', 'mailSented', 'true'] as const;
export type PartnerVerification = (typeof partnerVerification)[number];

/** Bike owners. `isVerifed` keeps the spec's spelling and its three states (the product decisions, D47). */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    city: text('city'),
    gstNo: text('gst_no'),
    image: text('image'),
    aadhaar: uuid('aadhaar'),
    pan: uuid('pan'),
    passwordHash: text('password_hash').notNull(),
    isVerifed: text('is_verifed', { enum: partnerVerification }).notNull().default('false'),
    status: boolean('status').notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * turnaround buffer (issues #19, #29): minutes a bike stays unavailable after every drop of a live ride,
     * whenever that ride was booked; migration 0023 keeps every live booking's buffer_minutes equal to it
     */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** the language of the partner area, the mails and the WhatsApp texts (issue #33, D83); null: not chosen, English */
    language: text('language', { enum: LANGUAGES }),
    /** the partner's number in their tax documents' numbers (`P042/…`, issue #34); given once, never reused */
    serialNo: integer('serial_no').notNull().generatedByDefaultAsIdentity(),
    /**
     * the bank account payouts go to (issue #34, D80): the holder's name, the account number (stored whole,
     * answered masked `XXXXXX1234`), the IFSC (4 letters, 0, 6 letters or digits); all three or none
     */
    bankHolder: text('bank_holder'),
    bankAccount: text('bank_account'),
    bankIfsc: text('bank_ifsc'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partners_email_key').on(t.email),
    uniqueIndex('partners_serial_no_key').on(t.serialNo),
    // the city as the search keys it (server/lib/city-key.ts's expression: NFKC, ASCII letters folded, trimmed)
    index('partners_city_key_idx').on(
      sql`btrim(translate(normalize(${t.city}, NFKC), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), ' ')`,
    ),
    check(
      'partners_bank_check',
      sql`(${t.bankHolder} IS NULL) = (${t.bankAccount} IS NULL) AND (${t.bankAccount} IS NULL) = (${t.bankIfsc} IS NULL)`,
    ),
    check('partners_language_check', sql`${t.language} IN ('en', 'hi')`),
    check('partners_buffer_minutes_check', sql`${t.bufferMinutes} BETWEEN 0 AND 240 AND ${t.bufferMinutes} % 30 = 0`),
  ],
);

/** A partner's pick-up/drop points. */
export const partnerLocations = pgTable(
  'partner_locations',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('partner_locations_partner_name_key').on(t.partnerId, sql`lower(${t.name})`)],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
);
