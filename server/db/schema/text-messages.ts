import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '#shared/messages/language.ts';
import { users } from './accounts.ts';

export const consentSources = ['checkout', 'profile'] as const;
export type ConsentSource = (typeof consentSources)[number];

/**
 * A customer's answers to "send me WhatsApp/SMS updates" (issue #33), one row per answer, never
 * updated: the latest row is the current choice (off when there is none). `words` are the exact
 * catalogue text the person saw and agreed to (or withdrew), `created_at` when.
 */
export const messagingConsents = pgTable(
  'messaging_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the order of the answers (two at the same instant of a pinned clock still have one) */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optedIn: boolean('opted_in').notNull(),
    words: text('words').notNull(),
    source: text('source', { enum: consentSources }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messaging_consents_user_idx').on(t.userId, t.seq)],
);

export const textMessageStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export const textChannels = ['whatsapp', 'sms', 'log'] as const;
export type TextChannel = (typeof textChannels)[number];

/**
 * Every WhatsApp/SMS the app sends (issue #33), the mail outbox's twin: written by the transaction of
 * the change that causes it (`queueTextMessage`, keyed per cause so it is queued once) and delivered by
 * the `text-delivery` job: WhatsApp first, SMS when WhatsApp refuses or is not configured (customers
 * only), the log when neither is. `channel` and `provider_message_id` say which provider accepted it;
 * once one has, the row is `sent` and never sent again. Delivery reports land in `delivery_status`.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** who it is for: a customer (WhatsApp, then SMS) or a partner (WhatsApp) */
    recipient: text('recipient', { enum: ['customer', 'partner'] }).notNull(),
    /** E.164 */
    to: text('to').notNull(),
    /** the template's parameters, in order ({{1}}, {{2}} … / var1, var2 …) */
    params: jsonb('params').$type<string[]>().notNull(),
    /** the text as the catalogue renders it (the log, the admin) */
    body: text('body').notNull(),
    /** the recipient's language (issue #33, D83): the template's body, its WhatsApp language, its DLT id */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: textMessageStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    channel: text('channel', { enum: textChannels }),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    deliveryStatus: text('delivery_status'),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('text_messages_key_key').on(t.key),
    index('text_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('text_messages_provider_id_idx').on(t.providerMessageId),
    check('text_messages_language_check', sql`${t.language} IN ('en', 'hi')`),
  ],
);

/** Every verified delivery report of either provider, as received (issue #33). */
export const textMessageEvents = pgTable(
  'text_message_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['whatsapp', 'sms'] }).notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('text_message_events_message_idx').on(t.providerMessageId)],
);
