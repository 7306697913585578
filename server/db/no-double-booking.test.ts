import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHttpError } from '../errors.ts';
import type { Database } from './client.ts';
import { bookings } from './schema/index.ts';
import { createBike, createPartner, createUser, insertBooking } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const at = (iso: string) => new Date(iso);

async function fixture() {
  const db = database.db;
  const partner = await createPartner(db);
  const user = await createUser(db);
  const bike = await createBike(db, partner.id);
  const base = { userId: user.id, bikeId: bike.id, partnerId: partner.id };
  return { db, partner, user, bike, base };
}

async function insertError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the exclusion constraint bookings_no_overlap', () => {
  it('refuses an overlapping booked ride of the same bike (SQLSTATE 23P01 → 409)', async () => {
    const { db, base } = await fixture();
    await insertBooking(db, { ...base, pickupAt: at('2030-01-10T04:30:00Z'), dropAt: at('2030-01-11T04:30:00Z') });
    const error = await insertError(
      insertBooking(db, { ...base, pickupAt: at('2030-01-10T10:30:00Z'), dropAt: at('2030-01-12T04:30:00Z') }),
    );
    expect(error).toBeDefined();
    expect(toHttpError(error).status).toBe(409);
  });

  it('refuses a pending hold that overlaps a booked ride', async () => {
    const { db, base } = await fixture();
    await insertBooking(db, { ...base, pickupAt: at('2030-02-10T04:30:00Z'), dropAt: at('2030-02-12T04:30:00Z') });
    const error = await insertError(
      insertBooking(db, { ...base, status: 'pending', pickupAt: at('2030-02-09T04:30:00Z'), dropAt: at('2030-02-13T04:30:00Z') }),
    );
    expect(toHttpError(error).status).toBe(409);
  });

  it('allows back-to-back rides (drop time = next pick-up time) and other bikes', async () => {
    const { db, base, partner } = await fixture();
    await insertBooking(db, { ...base, pickupAt: at('2030-03-10T04:30:00Z'), dropAt: at('2030-03-11T04:30:00Z') });
    await insertBooking(db, { ...base, pickupAt: at('2030-03-11T04:30:00Z'), dropAt: at('2030-03-12T04:30:00Z') });
    const other = await createBike(db, partner.id);
    await insertBooking(db, { ...base, bikeId: other.id, pickupAt: at('2030-03-10T04:30:00Z'), dropAt: at('2030-03-11T04:30:00Z') });
    const rows = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, base.userId));
    expect(rows).toHaveLength(3);
  });

  it('ignores cancelled, completed and expired rides', async () => {
    const { db, base } = await fixture();
    for (const status of ['cancelled', 'completed', 'expired'] as const) {
      await insertBooking(db, { ...base, status, pickupAt: at('2030-04-10T04:30:00Z'), dropAt: at('2030-04-11T04:30:00Z') });
    }
    await insertBooking(db, { ...base, pickupAt: at('2030-04-10T04:30:00Z'), dropAt: at('2030-04-11T04:30:00Z') });
  });

  it('refuses turning a cancelled ride back into booked over a newer booking', async () => {
    const { db, base } = await fixture();
    const old = await insertBooking(db, { ...base, status: 'cancelled', pickupAt: at('2030-05-10T04:30:00Z'), dropAt: at('2030-05-11T04:30:00Z') });
    await insertBooking(db, { ...base, pickupAt: at('2030-05-10T04:30:00Z'), dropAt: at('2030-05-11T04:30:00Z') });
    const error = await insertError(db.update(bookings).set({ status: 'booked' }).where(eq(bookings.id, old.id)));
    expect(toHttpError(error).status).toBe(409);
  });

  it('lets only one of many concurrent overlapping holds win', async () => {
    const { db, base } = await fixture();
    const attempts = Array.from({ length: 8 }, (_, i) =>
      insertBooking(db, {
        ...base,
        status: 'pending',
        pickupAt: at(`2030-06-10T0${i % 4}:30:00Z`),
        dropAt: at('2030-06-11T04:30:00Z'),
      }),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(toHttpError(r.reason).status).toBe(409);
  });

  it('refuses a drop time before the pick-up time', async () => {
    const { db, base } = await fixture();
    const error = await insertError(insertBooking(db, { ...base, pickupAt: at('2030-07-11T04:30:00Z'), dropAt: at('2030-07-10T04:30:00Z') }));
    expect(error).toBeDefined();
  });
});
