import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { providerId } from '#server/features/payments/sandbox-provider.ts';
import { bearer, tokenFor } from '#server/test/factories.ts';
import { bookBody, createCoupon, listedBike } from '#server/test/kits/booking-test-kit.ts';
import { insertSettlement } from '#server/test/kits/balance-test-kit.ts';
import { multipart } from '#server/test/kits/partner-test-kit.ts';
import { bookingOf, expectOk, injectFresh, lapseLiveHolds, samplePng, sampleMobile } from './route-samples-fixtures.ts';
import type { RouteSample } from './route-samples-types.ts';

const area = 'customer';
const HOLD_MS = 15 * 60 * 1000;

/** Every route of the customer area (`/api`, user token), with a request that succeeds for its owner. */
export const customerSamples: Record<string, RouteSample> = {
  'POST /api/checkIfUser': {
    area,
    touches: 'own session (no id: the token)',
    build: async () => ({ method: 'POST', url: '/api/checkIfUser' }),
  },
  'POST /api/userProfile': {
    area,
    touches: 'own profile and licence proofs (no id: the token)',
    build: async () => ({ method: 'POST', url: '/api/userProfile' }),
  },
  'POST /api/editUserProfile': {
    area,
    touches: 'own profile (no id: the token)',
    build: async () => ({
      method: 'POST',
      url: '/api/editUserProfile',
      payload: multipart({ fname: 'Asha', lname: 'Rao', mobile: sampleMobile() }),
    }),
  },
  'GET /api/licence': {
    area,
    touches: 'own driving licence (no id: the token)',
    build: async () => ({ method: 'GET', url: '/api/licence' }),
  },
  'PUT /api/licence': {
    area,
    touches: 'own driving licence (no id: the token)',
    build: async () => ({
      method: 'PUT',
      url: '/api/licence',
      payload: { number: 'MH12 20110012345', dob: '1990-05-17', classes: ['MCWG'], validUntil: '2040-01-01' },
    }),
  },
  'GET /api/messagingConsent': {
    area,
    touches: 'own WhatsApp/SMS choice (no id: the token)',
    build: async () => ({ method: 'GET', url: '/api/messagingConsent' }),
  },
  'PUT /api/messagingConsent': {
    area,
    touches: 'own WhatsApp/SMS choice (no id: the token)',
    build: async () => ({ method: 'PUT', url: '/api/messagingConsent', payload: { optIn: false, source: 'profile' } }),
  },
  'PUT /api/language': {
    area,
    touches: 'own language (no id: the token)',
    build: async () => ({ method: 'PUT', url: '/api/language', payload: { language: 'hi' } }),
  },
  'POST /api/uploadProof': {
    area,
    touches: 'own licence proofs, private files (no id: the token)',
    build: async () => ({
      method: 'POST',
      url: '/api/uploadProof',
      payload: multipart({}, [
        ['licenseFrontSide', await samplePng()],
        ['licenseBackSide', await samplePng()],
      ]),
    }),
  },
  'GET /api/fetchIndividualChat': {
    area,
    touches: 'own chat conversation (no id: the token)',
    build: async () => ({ method: 'GET', url: '/api/fetchIndividualChat' }),
  },
  'POST /api/applyCoupon': {
    area,
    touches: "own coupon use (no owned id: the coupon is public, the user is the token's)",
    build: async (t) => {
      const coupon = await createCoupon(t);
      return { method: 'POST', url: '/api/applyCoupon', payload: { coupon: coupon.couponCode, grandTotal: 1000 } };
    },
  },
  'POST /api/bookbike': {
    area,
    touches: "a new hold of the caller (the bike and points are public, the user is the token's)",
    build: async (t, { customer }) => {
      await lapseLiveHolds(t, customer.id);
      return { method: 'POST', url: '/api/bookbike', payload: bookBody(await listedBike(t)) };
    },
  },
  'POST /api/sandboxPay': {
    area,
    touches: "own payment hold, by the provider's order id",
    owned: 'booking',
    build: async (t, { customer }) => {
      await lapseLiveHolds(t, customer.id);
      const orderId = providerId('order');
      const hold = await bookingOf(t, customer.id, {
        startsIn: 240,
        values: { status: 'pending', providerOrderId: orderId, holdExpiresAt: new Date(Date.now() + HOLD_MS) },
      });
      return {
        method: 'POST',
        url: '/api/sandboxPay',
        payload: { orderId, cardNumber: SANDBOX_SUCCESS_CARD, expiry: '12/39', cvv: '123', name: 'Asha Rao' },
        ownedId: hold.id,
      };
    },
  },
  'POST /api/verifyPayment': {
    area,
    touches: "own payment hold, by the provider's order and payment ids",
    owned: 'booking',
    build: async (t, { customer }) => {
      // a real hold and a real signed payment, made through the owner's own calls
      await lapseLiveHolds(t, customer.id);
      const headers = bearer(await tokenFor(t.app, 'user', customer));
      const booked = expectOk(
        await injectFresh(t, { method: 'POST', url: '/api/bookbike', headers, payload: bookBody(await listedBike(t)) }),
        'bookbike',
      ).json<{ data: { id: string; bookingId: string } }>().data;
      const card = { orderId: booked.id, cardNumber: SANDBOX_SUCCESS_CARD, expiry: '12/39', cvv: '123', name: 'Asha' };
      const paid = expectOk(
        await injectFresh(t, { method: 'POST', url: '/api/sandboxPay', headers, payload: card }),
        'sandboxPay',
      ).json<{ data: object }>().data;
      return { method: 'POST', url: '/api/verifyPayment', payload: paid, ownedId: booked.bookingId };
    },
  },
  'GET /api/findOrder': {
    area,
    touches: 'own booking (invoice), by id',
    owned: 'booking',
    build: async (t, { customer }) => {
      const booking = await bookingOf(t, customer.id, { startsIn: 48 });
      return { method: 'GET', url: `/api/findOrder?id=${booking.id}`, ownedId: booking.id };
    },
  },
  'GET /api/bookingTimeline': {
    area,
    touches: 'own booking (its money timeline, issue #34), by id',
    owned: 'booking',
    build: async (t, { customer }) => {
      const booking = await bookingOf(t, customer.id, { startsIn: 48 });
      return { method: 'GET', url: `/api/bookingTimeline?id=${booking.id}`, ownedId: booking.id };
    },
  },
  'GET /api/bookingInvoice': {
    area,
    touches: 'own booking (its tax invoice, issue #34), by id',
    owned: 'booking',
    build: async (t, { customer }) => {
      const booking = await bookingOf(t, customer.id, { startsIn: 48 });
      return { method: 'GET', url: `/api/bookingInvoice?id=${booking.id}`, ownedId: booking.id };
    },
  },
  'GET /api/invoice.pdf': {
    area,
    touches: "own booking (its tax invoice's PDF, issue #34), by id",
    owned: 'booking',
    build: async (t, { customer }) => {
      const booking = await bookingOf(t, customer.id, { startsIn: 48 });
      return { method: 'GET', url: `/api/invoice.pdf?id=${booking.id}`, ownedId: booking.id };
    },
  },
  'POST /api/userRides': {
    area,
    touches: 'own rides and reviews (no id: the token)',
    build: async () => ({ method: 'POST', url: '/api/userRides' }),
  },
  'POST /api/cancelRide': {
    area,
    touches: 'own booking, by id',
    owned: 'booking',
    build: async (t, { customer }) => {
      const booking = await bookingOf(t, customer.id, { startsIn: 48 });
      return { method: 'POST', url: '/api/cancelRide', payload: { order: booking.id }, ownedId: booking.id };
    },
  },
  'GET /api/cancellationQuote': {
    area,
    touches: 'own booking (what cancelling gives back), by id',
    owned: 'booking',
    build: async (t, { customer }) => {
      const booking = await bookingOf(t, customer.id, { startsIn: 48 });
      return { method: 'GET', url: `/api/cancellationQuote?id=${booking.id}`, ownedId: booking.id };
    },
  },
  'POST /api/ratingAndReview': {
    area,
    touches: 'own completed booking, by id (creates a review)',
    owned: 'booking',
    build: async (t, { customer }) => {
      const booking = await bookingOf(t, customer.id, { startsIn: -72, values: { status: 'completed' } });
      return {
        method: 'POST',
        url: '/api/ratingAndReview',
        payload: { newData: { bookingId: booking.id, stars: 5, review: 'Smooth ride' } },
        ownedId: booking.id,
      };
    },
  },
  'POST /api/payBalance': {
    area,
    touches: 'own settled ride with a balance due, by id (its provider order)',
    owned: 'booking',
    build: async (t, { customer }) => {
      const booking = await bookingOf(t, customer.id, { startsIn: -72 });
      await insertSettlement(t, booking.id);
      return { method: 'POST', url: '/api/payBalance', payload: { id: booking.id }, ownedId: booking.id };
    },
  },
  'POST /api/verifyBalancePayment': {
    area,
    touches: "own settled ride's balance, by the provider's order and payment ids",
    owned: 'booking',
    build: async (t, { customer }) => {
      // a real balance order and a real signed payment, made through the owner's own calls
      const booking = await bookingOf(t, customer.id, { startsIn: -72 });
      await insertSettlement(t, booking.id);
      const headers = bearer(await tokenFor(t.app, 'user', customer));
      const order = expectOk(
        await injectFresh(t, { method: 'POST', url: '/api/payBalance', headers, payload: { id: booking.id } }),
        'payBalance',
      ).json<{ data: { id: string } }>().data;
      const card = { orderId: order.id, cardNumber: SANDBOX_SUCCESS_CARD, expiry: '12/39', cvv: '123', name: 'Asha' };
      const paid = expectOk(
        await injectFresh(t, { method: 'POST', url: '/api/sandboxPay', headers, payload: card }),
        'sandboxPay',
      ).json<{ data: object }>().data;
      return { method: 'POST', url: '/api/verifyBalancePayment', payload: paid, ownedId: booking.id };
    },
  },
  'POST /api/disputeDamage': {
    area,
    touches: 'own settled ride with a damage charge, by id (a message to the admin)',
    owned: 'booking',
    build: async (t, { customer }) => {
      const booking = await bookingOf(t, customer.id, { startsIn: -72 });
      await insertSettlement(t, booking.id);
      return {
        method: 'POST',
        url: '/api/disputeDamage',
        payload: { id: booking.id, message: 'The scratch was there at pick-up' },
        ownedId: booking.id,
      };
    },
  },
};
