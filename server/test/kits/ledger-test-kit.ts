import { eq } from 'drizzle-orm';
import { ledgerEntries } from '#server/db/schema/index.ts';
import type { TestApp } from '#server/test/test-app.ts';

/** Helpers for the ledger and payout tests (issue #18). */

/** The ledger entries of a partner, oldest first. */
export const entriesOf = (t: TestApp, partnerId: string) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.partnerId, partnerId)).orderBy(ledgerEntries.createdAt);

/** The ledger entries of a booking. */
export const bookingEntries = (t: TestApp, bookingId: string) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));

/** A GSTIN of the right shape. */
export const TEST_GSTIN = '29ABCDE1234F1ZW';
