import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate, istTime } from '#shared/domain/time.ts';
import type { Database } from '#server/db/client.ts';
import { bookings, outbox } from '#server/db/schema/index.ts';
import { createBike, createPartner, createUser, insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { startJobs } from '#server/features/jobs/start-jobs.ts';
import { reminderJobModule } from './reminder-jobs.ts';
import { sweepReminders } from './sweep-reminders.ts';

/*
 * The pick-up and return reminders (issue #17) on both databases, with the sweep's clock pinned: each
 * test runs in a month of its own in 2031, so no test's rides fall into another's window.
 */

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
let t: TestApp;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
});

let month = 0;
/** A fresh instant in its own month (2031), far from every other test's rides. */
const epoch = () => new Date(Date.UTC(2031, month++, 1, 4, 30));

/** A ride of a new customer on a new bike, picked up at `pickupAt`, `hours` long, booked unless said. */
async function ride(pickupAt: Date, options: { hours?: number; status?: 'booked' | 'cancelled' | 'pending' } = {}) {
  const user = await createUser(t.db);
  const partner = await createPartner(t.db);
  const bike = await createBike(t.db, partner.id, { name: 'Classic 350', brand: 'Royal Enfield' });
  const booking = await insertBooking(t.db, {
    userId: user.id,
    bikeId: bike.id,
    partnerId: partner.id,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + (options.hours ?? 24) * HOUR),
    pickUpPoint: 'Indiranagar Metro Station',
    dropPoint: 'Koramangala 5th Block',
    status: options.status ?? 'booked',
  });
  return { user, booking };
}

const outboxOf = (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email));
const rowOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('the pick-up reminder', () => {
  it('goes 24 h before the pick-up, once, with the bike, time and point in India time', async () => {
    const now = epoch();
    const { user, booking } = await ride(new Date(now.getTime() + 24 * HOUR + MINUTE));
    expect(await sweepReminders(t.db, now)).toEqual([]);

    const later = new Date(now.getTime() + MINUTE);
    const stored = await sweepReminders(t.db, later);
    expect(stored).toHaveLength(1);
    const [mail] = stored;
    expect(mail).toMatchObject({ to: user.email, bookingId: booking.id, kind: 'pickup' });
    const when = `${istDate(booking.pickupAt)} ${istTime(booking.pickupAt)}`;
    expect(mail?.subject).toContain('Royal Enfield Classic 350');
    expect(mail?.subject).toContain(istTime(booking.pickupAt));
    expect(mail?.text).toContain(`Pick up: ${when}`);
    expect(mail?.text).toContain('Pick up point: Indiranagar Metro Station');
    expect(mail?.text).toContain(`Hello ${user.fname},`);
    expect(mail?.html).toContain('Indiranagar Metro Station');
    // stored in the outbox with the stamp, in the same transaction
    expect(await outboxOf(user.email)).toMatchObject([{ subject: mail?.subject, kind: 'pickup-reminder', status: 'pending' }]);
    expect((await rowOf(booking.id))?.pickupRemindedAt?.getTime()).toBe(later.getTime());

    // never again
    expect(await sweepReminders(t.db, new Date(later.getTime() + HOUR))).toEqual([]);
    expect(await outboxOf(user.email)).toHaveLength(1);
  });

  it('a ride booked less than 24 h ahead is reminded at once; one whose pick-up has passed is not', async () => {
    const now = epoch();
    const soon = await ride(new Date(now.getTime() + 3 * HOUR));
    const passed = await ride(new Date(now.getTime() - MINUTE));
    const stored = await sweepReminders(t.db, now);
    expect(stored.filter((m) => m.kind === 'pickup').map((m) => m.bookingId)).toEqual([soon.booking.id]);
    expect(await outboxOf(passed.user.email)).toHaveLength(0);
  });

  it('only booked rides: a cancelled ride or a payment hold gets nothing', async () => {
    const now = epoch();
    const cancelled = await ride(new Date(now.getTime() + 2 * HOUR), { status: 'cancelled' });
    const hold = await ride(new Date(now.getTime() + 2 * HOUR), { status: 'pending' });
    expect(await sweepReminders(t.db, now)).toEqual([]);
    const rows = await t.db
      .select({ stamp: bookings.pickupRemindedAt })
      .from(bookings)
      .where(inArray(bookings.id, [cancelled.booking.id, hold.booking.id]));
    expect(rows).toEqual([{ stamp: null }, { stamp: null }]);
  });
});

describe('the return reminder', () => {
  it('goes 1 h before the drop time, once, with the drop point', async () => {
    const now = epoch();
    // picked up two days ago, reminded of the pick-up then
    const { user, booking } = await ride(new Date(now.getTime() - 47 * HOUR), { hours: 48 });
    await t.db
      .update(bookings)
      .set({ pickupRemindedAt: new Date(now.getTime() - 70 * HOUR) })
      .where(eq(bookings.id, booking.id));
    expect(await sweepReminders(t.db, new Date(now.getTime() - 1))).toEqual([]);
    const stored = await sweepReminders(t.db, now);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ to: user.email, bookingId: booking.id, kind: 'return' });
    expect(stored[0]?.text).toContain(`Drop: ${istDate(booking.dropAt)} ${istTime(booking.dropAt)}`);
    expect(stored[0]?.text).toContain('Drop point: Koramangala 5th Block');
    expect(stored[0]?.text).toContain('30 minutes');
    expect(await sweepReminders(t.db, new Date(now.getTime() + 30 * MINUTE))).toEqual([]);
    expect((await rowOf(booking.id))?.returnRemindedAt?.getTime()).toBe(now.getTime());
  });
});

describe('at most once under concurrency', () => {
  it('two sweeps at once: one mail per ride', async () => {
    const now = epoch();
    const rides = await Promise.all([1, 2, 3, 4].map((h) => ride(new Date(now.getTime() + h * HOUR))));
    const [a, b] = await Promise.all([sweepReminders(t.db, now), sweepReminders(t.db, now)]);
    const ids = [...(a ?? []), ...(b ?? [])].filter((m) => m.kind === 'pickup').map((m) => m.bookingId);
    expect(ids.sort()).toEqual(rides.map((r) => r.booking.id).sort());
    for (const r of rides) expect(await outboxOf(r.user.email)).toHaveLength(1);
  });
});

describe('the ride-reminders job', () => {
  it('sweeps from the stored queue; the outbox delivers through the mailer', async () => {
    const now = epoch();
    const { user, booking } = await ride(new Date(now.getTime() + 5 * HOUR));
    const module = reminderJobModule({ database, outbox: t.app.deps.outbox, now: () => now });
    const jobs = await startJobs({ database, log: { error: () => {} }, modules: [module], pollingIntervalSeconds: 0.5 });
    try {
      expect(await module.sweep()).toBeGreaterThanOrEqual(1);
      expect(t.mails.filter((m) => m.to === user.email)).toHaveLength(1);
      expect(t.mails.find((m) => m.to === user.email)?.subject).toContain(istTime(booking.pickupAt));
    } finally {
      await jobs.stop();
    }
  });
});
