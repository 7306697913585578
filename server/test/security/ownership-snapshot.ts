import { eq, or } from 'drizzle-orm';
import {
  admins,
  bikeBlocks,
  bikeCalendarTokens,
  bikes,
  bookings,
  chatMessages,
  couponRedemptions,
  coupons,
  files,
  partnerLocations,
  partners,
  payments,
  reviews,
  users,
} from '#server/db/schema/index.ts';
import type { TestApp } from '#server/test/test-app.ts';
import type { OwnedKind } from './route-samples-types.ts';

/** Snapshots of the domain tables, compared before and after a request that must change nothing. */

/** Rows as sorted JSON, so two snapshots compare regardless of the order the database returns them in. */
const canonical = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();

/** Every row of every table that holds someone's data (accounts, fleet, bookings, money, chat, files). */
export async function snapshotAll(t: TestApp) {
  const { db } = t;
  return {
    users: canonical(await db.select().from(users)),
    partners: canonical(await db.select().from(partners)),
    admins: canonical(await db.select().from(admins)),
    partnerLocations: canonical(await db.select().from(partnerLocations)),
    bikes: canonical(await db.select().from(bikes)),
    bookings: canonical(await db.select().from(bookings)),
    payments: canonical(await db.select().from(payments)),
    reviews: canonical(await db.select().from(reviews)),
    coupons: canonical(await db.select().from(coupons)),
    couponRedemptions: canonical(await db.select().from(couponRedemptions)),
    chatMessages: canonical(await db.select().from(chatMessages)),
    files: canonical(await db.select().from(files)),
    bikeBlocks: canonical(await db.select().from(bikeBlocks)),
    bikeCalendarTokens: canonical(await db.select().from(bikeCalendarTokens)),
  };
}

/** The rows one customer and one partner own: their accounts, bikes, points, bookings, reviews, chat and files. */
export async function snapshotOwned(t: TestApp, owner: { userId: string; partnerId: string }) {
  const { db } = t;
  return {
    user: canonical(await db.select().from(users).where(eq(users.id, owner.userId))),
    partner: canonical(await db.select().from(partners).where(eq(partners.id, owner.partnerId))),
    points: canonical(await db.select().from(partnerLocations).where(eq(partnerLocations.partnerId, owner.partnerId))),
    bikes: canonical(await db.select().from(bikes).where(eq(bikes.partnerId, owner.partnerId))),
    blocks: canonical(await db.select().from(bikeBlocks).where(eq(bikeBlocks.partnerId, owner.partnerId))),
    bookings: canonical(
      await db
        .select()
        .from(bookings)
        .where(or(eq(bookings.userId, owner.userId), eq(bookings.partnerId, owner.partnerId))),
    ),
    reviews: canonical(await db.select().from(reviews).where(eq(reviews.userId, owner.userId))),
    chat: canonical(await db.select().from(chatMessages).where(eq(chatMessages.userId, owner.userId))),
    files: canonical(
      await db
        .select()
        .from(files)
        .where(or(eq(files.ownerId, owner.userId), eq(files.ownerId, owner.partnerId))),
    ),
  };
}

/** What a leak would show: the record's id and the values that identify it. */
export async function identifyingValues(t: TestApp, kind: OwnedKind, id: string) {
  if (kind === 'bike') {
    const [bike] = await t.db.select({ plate: bikes.plateNumber }).from(bikes).where(eq(bikes.id, id));
    return [id, bike?.plate].filter((value): value is string => Boolean(value));
  }
  if (kind === 'location point') {
    const [point] = await t.db
      .select({ name: partnerLocations.name })
      .from(partnerLocations)
      .where(eq(partnerLocations.id, id));
    return [id, point?.name].filter((value): value is string => Boolean(value));
  }
  return [id];
}
