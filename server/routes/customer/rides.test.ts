import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRidesResponse } from '#shared/api/rides.ts';
import { msg } from '#shared/messages.ts';
import { bookings, reviews } from '#server/db/schema/index.ts';
import { insertBooking } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bookBody, futureWindow, listedBike, paymentCalls, signedInUser, type Headers } from '../../test/kits/booking-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = paymentCalls(t);
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const userRides = (headers: Headers) => api.call({ method: 'POST', url: '/api/userRides', headers });
const cancelRide = (headers: Headers, order: string) =>
  api.call({ method: 'POST', url: '/api/cancelRide', headers, payload: { order } });
const rate = (headers: Headers, newData: object) =>
  api.call({ method: 'POST', url: '/api/ratingAndReview', headers, payload: { newData } });
const statusOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

/** A ride of the customer on a new listed bike, `startsIn` hours from now, 24 hours long. */
async function rideOf(userId: string, values: Partial<Parameters<typeof insertBooking>[1]> = {}, startsIn = 48) {
  const fixture = await listedBike(t);
  const pickupAt = new Date(Date.now() + startsIn * HOUR);
  const booking = await insertBooking(t.db, {
    userId,
    bikeId: fixture.bike.id,
    partnerId: fixture.partner.id,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
    paymentStatus: 'paid',
    ...values,
  });
  return { booking, fixture };
}

describe('POST /api/userRides', () => {
  it("answers the caller's rides newest first (never holds, never others'), and doneReviews", async () => {
    const { user, headers } = await signedInUser(t, { fname: 'Asha', mobile: '9811122233' });
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR);
    const completed = await rideOf(user.id, { status: 'completed', createdAt: daysAgo(5) }, -72);
    const cancelled = await rideOf(user.id, { status: 'cancelled', createdAt: daysAgo(1) });
    const paid = await api.bookAndPay(
      headers,
      bookBody(await listedBike(t, { bike: { name: 'Hunter 350', engineCC: 349 } }), futureWindow(6)),
    );
    await api.bookbike(headers, bookBody(await listedBike(t)));
    const stranger = await signedInUser(t);
    await rideOf(stranger.user.id);
    await t.db.insert(reviews).values({
      bookingId: completed.booking.id,
      userId: user.id,
      bikeId: completed.fixture.bike.id,
      rating: 5,
    });

    const res = await userRides(headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = userRidesResponse.parse(res.json());
    expect(body.data.map((ride) => [ride._id, ride.status, ride.canCancel])).toEqual([
      [paid, 'booked', true],
      [cancelled.booking.id, 'cancelled', false],
      [completed.booking.id, 'completed', false],
    ]);
    expect(body.doneReviews).toEqual([completed.booking.id]);
    expect(body.data[0]).toMatchObject({
      bike: { name: 'Hunter 350', engineCC: 349, rentPerHour: 120 },
      user: { id: user.id, fname: 'Asha', email: user.email, mobile: '9811122233' },
      pickUpTime: '09:00 AM',
      pickUpPoint: 'Gate A',
      paymentStatus: 'paid',
    });
  });

  it('needs a token', async () => {
    expect((await userRides({})).statusCode).toBe(401);
  });
});

describe('POST /api/cancelRide', () => {
  it('cancels the caller’s booked ride ahead, and the bike is free for that window again', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const window = futureWindow(8);
    const bookingId = await api.bookAndPay(headers, bookBody(fixture, window));
    const res = await cancelRide(headers, bookingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: msg.rideCancelled,
      data: { _id: bookingId, status: 'cancelled', canCancel: false },
    });
    const again = await cancelRide(headers, bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.rideAlreadyFinal('cancelled'));

    expect(await api.searchIds({ city: fixture.partner.city ?? '', ...window })).toEqual([fixture.bike.id]);
    const other = await signedInUser(t);
    expect((await api.bookbike(other.headers, bookBody(fixture, window))).statusCode).toBe(200);
  });

  it("is a 404 for another customer's ride and changes nothing", async () => {
    const owner = await signedInUser(t);
    const { booking } = await rideOf(owner.user.id);
    const stranger = await signedInUser(t);
    const res = await cancelRide(stranger.headers, booking.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(msg.rideNotFound);
    expect(await statusOf(booking.id)).toBe('booked');
  });

  it('refuses a ride already under way, a completed one, and a payment hold', async () => {
    const { user, headers } = await signedInUser(t);
    const started = await rideOf(user.id, {}, -2);
    expect((await cancelRide(headers, started.booking.id)).json()).toMatchObject({ message: msg.rideStarted });
    expect(await statusOf(started.booking.id)).toBe('booked');
    const done = await rideOf(user.id, { status: 'completed' }, -72);
    expect((await cancelRide(headers, done.booking.id)).statusCode).toBe(409);
    const held = await rideOf(user.id, { status: 'pending', holdExpiresAt: new Date(Date.now() + 60_000) });
    expect((await cancelRide(headers, held.booking.id)).statusCode).toBe(404);
    expect((await cancelRide(headers, 'nope')).statusCode).toBe(400);
  });
});

describe('POST /api/ratingAndReview', () => {
  it('saves a rating of the caller’s completed ride once, with the bike taken from the booking', async () => {
    const { user, headers } = await signedInUser(t);
    const { booking, fixture } = await rideOf(user.id, { status: 'completed' }, -72);
    const other = await listedBike(t);
    const res = await rate(headers, {
      bookingId: booking.id,
      bikeId: other.bike.id,
      userId: 'someone-else',
      stars: 4,
      review: '  Lovely bike ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.reviewSaved });
    const saved = await t.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(saved).toMatchObject([{ userId: user.id, bikeId: fixture.bike.id, rating: 4, message: 'Lovely bike' }]);

    const twice = await rate(headers, { bookingId: booking.id, stars: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(msg.rideAlreadyRated);
    const rides = userRidesResponse.parse((await userRides(headers)).json());
    expect(rides.doneReviews).toContain(booking.id);
  });

  it("refuses another customer's ride (404), a ride not completed (409) and stars outside 1–5 (400)", async () => {
    const owner = await signedInUser(t);
    const completed = await rideOf(owner.user.id, { status: 'completed' }, -72);
    const stranger = await signedInUser(t);
    expect((await rate(stranger.headers, { bookingId: completed.booking.id, stars: 5 })).statusCode).toBe(404);
    const booked = await rideOf(owner.user.id);
    const early = await rate(owner.headers, { bookingId: booked.booking.id, stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(msg.rideNotCompleted);
    for (const stars of [0, 6, 2.5]) {
      const res = await rate(owner.headers, { bookingId: completed.booking.id, stars });
      expect(res.json()).toMatchObject({ message: msg.starsInvalid });
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, completed.booking.id))).toHaveLength(0);
  });
});
