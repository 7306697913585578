import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['Admin', 'User'] }).notNull(),
    text: text('text').notNull(),
    /** the booking a message is about (a dispute, issue #34): the admin's chat links to it */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_user_idx').on(t.userId, t.createdAt)],
);

export const otpPurposes = ['register', 'user-reset', 'partner-reset'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/**
 * One open challenge per purpose and address. The code and any pending password are hashed;
 * `payload` holds the pending registration (with its password already hashed).
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: otpPurposes }).notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** sends in the current hour-long window, for the resend limit */
    sendWindowStartedAt: timestamp('send_window_started_at', { withTimezone: true }).notNull().defaultNow(),
    sendsInWindow: integer('sends_in_window').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('otp_challenges_purpose_email_key').on(t.purpose, t.email)],
);

/**
 * The lock ladder of one purpose and address, across all its challenges and client addresses
 * (server/features/otp/lock-ladder.ts): codes checked since the last lock, locks so far, and the end
 * of the current lock. A successful verification or sign-in deletes the row (the ladder starts again).
 */
export const otpLadders = pgTable(
  'otp_ladders',
  {
    purpose: text('purpose', { enum: otpPurposes }).notNull(),
    email: text('email').notNull(),
    codesChecked: integer('codes_checked').notNull().default(0),
    locks: integer('locks').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.email] })],
);

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Every mail the app sends (issue #30). A mail a state change causes is written here by that change's
 * transaction (`queueMail`, status `pending`) and delivered by the `mail-delivery` job
 * (server/features/mail/deliver-outbox.ts): claimed (`sending`, `lease_until`), sent, then `sent`; a
 * refused send goes back to `pending` at `next_attempt_at` (30 s doubling, at most 5 min) until 24 h
 * after `created_at`, then `failed`. A code the person waits for (OTP) is written `sending` and sent at
 * once. `key` names what caused the mail (e.g. `confirmation:customer:<booking>`): a change retried or
 * applied twice queues it once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** what the mail is (confirmation, cancellation, settlement, reminder, otp, …) */
    kind: text('kind').notNull().default('mail'),
    key: text('key'),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** a claimed row whose lease ran out was left by a process that died mid-send: it is sent again */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_to_idx').on(t.to, t.createdAt),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('outbox_key_key').on(t.key),
  ],
);

export const fileKinds = ['bike', 'profile', 'coupon', 'license', 'aadhaar', 'pan', 'handover', 'return'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Stored uploads. Identity documents are private: only reachable through a signed URL. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: fileKinds }).notNull(),
  visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
  ownerRole: text('owner_role', { enum: ['user', 'partner', 'admin', 'system'] }).notNull(),
  ownerId: uuid('owner_id'),
  storageName: text('storage_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
