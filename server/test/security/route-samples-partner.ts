import { istDate, istTime } from '#shared/domain/time.ts';
import { bikeBlocks, licences } from '#server/db/schema/index.ts';
import { createBike } from '#server/test/factories.ts';
import { bikeFields, bookingFor, multipart } from '#server/test/kits/partner-test-kit.ts';
import { hex, payoutOf, pointOf, samplePng, sampleMobile } from './route-samples-fixtures.ts';
import type { RouteSample } from './route-samples-types.ts';

const area = 'partner';
const plain = (method: 'GET' | 'POST', url: string, touches: string): RouteSample => ({
  area,
  touches,
  build: async () => ({ method, url }),
});

/** A block body for `bikeId`, a day long, some weeks ahead (India time). */
const blockPayload = (bikeId: string) => ({
  id: bikeId,
  fromDate: istDate(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)),
  fromTime: '09:00 AM',
  toDate: istDate(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000)),
  toTime: '09:00 AM',
  reason: 'service',
});

/** Every route of the partner area (`/api/partner`, partner token), with a request that succeeds for its owner. */
export const partnerSamples: Record<string, RouteSample> = {
  'POST /api/partner/checkIfPartner': plain('POST', '/api/partner/checkIfPartner', 'own session (no id: the token)'),
  'GET /api/partner/fetchBookingBikesRevenu': plain(
    'GET',
    '/api/partner/fetchBookingBikesRevenu',
    'own dashboard totals (no id: the token)',
  ),
  'GET /api/partner/monthlySalesRatio': plain('GET', '/api/partner/monthlySalesRatio', 'own dashboard ratio (no id)'),
  'GET /api/partner/viewBikes': plain('GET', '/api/partner/viewBikes?page=1', 'own bikes list (no id: the token)'),
  'GET /api/partner/findBookings': plain('GET', '/api/partner/findBookings?page=1', 'own bookings list (no id)'),
  'POST /api/partner/partnerProfile': plain('POST', '/api/partner/partnerProfile', 'own profile and ID proofs (no id)'),
  'PUT /api/partner/language': {
    area,
    touches: 'own language (no id: the token)',
    build: async () => ({ method: 'PUT', url: '/api/partner/language', payload: { language: 'hi' } }),
  },
  'POST /api/partner/addBikes': {
    area,
    touches: 'a new bike of the caller (no id: the token)',
    build: async () => ({
      method: 'POST',
      url: '/api/partner/addBikes',
      payload: multipart(bikeFields(), [['image', await samplePng()]]),
    }),
  },
  'POST /api/partner/editBike': {
    area,
    touches: 'own bike, by id (fields and photos)',
    owned: 'bike',
    build: async (t, { partner }) => {
      const bike = await createBike(t.db, partner.id);
      return {
        method: 'POST',
        url: '/api/partner/editBike',
        payload: multipart({ ...bikeFields(), id: bike.id }, [['image', await samplePng()]]),
        ownedId: bike.id,
      };
    },
  },
  'GET /api/partner/changeStatus': {
    area,
    touches: 'own bike, by id (hide/unhide)',
    owned: 'bike',
    build: async (t, { partner }) => {
      const bike = await createBike(t.db, partner.id);
      return { method: 'GET', url: `/api/partner/changeStatus?id=${bike.id}`, ownedId: bike.id };
    },
  },
  'DELETE /api/partner/deleteBike': {
    area,
    touches: 'own bike, by id (soft delete)',
    owned: 'bike',
    build: async (t, { partner }) => {
      const bike = await createBike(t.db, partner.id);
      return { method: 'DELETE', url: `/api/partner/deleteBike?id=${bike.id}`, ownedId: bike.id };
    },
  },
  'POST /api/partner/changeBookingStatus': {
    area,
    touches: "a booking of the caller's bike, by id",
    owned: 'booking',
    build: async (t, { partner }) => {
      // started: a ride is completed only once its pick-up time has passed (issue #28)
      const booking = await bookingFor(t, partner.id, { startsIn: -1 });
      return {
        method: 'POST',
        url: '/api/partner/changeBookingStatus',
        payload: { id: booking.id, value: 'completed' },
        ownedId: booking.id,
      };
    },
  },
  'POST /api/partner/completeRide': {
    area,
    touches: "a booking of the caller's bike, by id",
    owned: 'booking',
    build: async (t, { partner }) => {
      // returned six hours ago: neither the pick-up nor the return may lie ahead (issue #28)
      const booking = await bookingFor(t, partner.id, { startsIn: -30 });
      return {
        method: 'POST',
        url: '/api/partner/completeRide',
        payload: {
          id: booking.id,
          startKm: 1000,
          endKm: 1100,
          returnDate: istDate(booking.dropAt),
          returnTime: istTime(booking.dropAt),
        },
        ownedId: booking.id,
      };
    },
  },
  'POST /api/partner/startRide': {
    area,
    touches: "a booking of the caller's bike, by id (its hand-over and photos)",
    owned: 'booking',
    build: async (t, { partner }) => {
      // picked up an hour ago, its customer's licence approved: the hand-over is open (issue #32)
      const booking = await bookingFor(t, partner.id, { startsIn: -1 });
      await t.db.insert(licences).values({
        userId: booking.userId,
        number: 'MH12 20110012345',
        dob: '1990-05-17',
        classes: ['MCWG'],
        validUntil: '2040-01-01',
        status: 'approved',
      });
      const png = await samplePng();
      return {
        method: 'POST',
        url: '/api/partner/startRide',
        payload: multipart({ id: booking.id, startKm: '1000' }, [
          ['photos', png],
          ['photos', png],
          ['photos', png],
          ['photos', png],
        ]),
        ownedId: booking.id,
      };
    },
  },
  'POST /api/partner/editPartnerProfile': {
    area,
    touches: 'own profile (no id: the token)',
    build: async () => ({
      method: 'POST',
      url: '/api/partner/editPartnerProfile',
      payload: multipart({
        fname: 'Ravi',
        lname: 'Kumar',
        mobile: sampleMobile(),
        city: 'Pune',
        gstNo: '27AAPFU0939F1ZV',
      }),
    }),
  },
  'POST /api/partner/uploadProof': {
    area,
    touches: 'own Aadhaar and PAN, private files (no id: the token)',
    build: async () => ({
      method: 'POST',
      url: '/api/partner/uploadProof',
      payload: multipart({}, [
        ['aadhaar', await samplePng()],
        ['pan', await samplePng()],
      ]),
    }),
  },
  'POST /api/partner/uploadLocationPoints': {
    area,
    touches: 'a new point of the caller (no id: the token)',
    build: async () => ({
      method: 'POST',
      url: '/api/partner/uploadLocationPoints',
      payload: { pointName: `Gate ${hex()}` },
    }),
  },
  'POST /api/partner/editLocationPoint': {
    area,
    touches: 'own pick-up/drop point, by id (rename)',
    owned: 'location point',
    build: async (t, { partner }) => {
      const point = await pointOf(t, partner.id);
      return {
        method: 'POST',
        url: '/api/partner/editLocationPoint',
        payload: { id: point.id, pointName: `Gate ${hex()}` },
        ownedId: point.id,
      };
    },
  },
  'POST /api/partner/deleteLocationPoint': {
    area,
    touches: 'own pick-up/drop point, by id (delete)',
    owned: 'location point',
    build: async (t, { partner }) => {
      const point = await pointOf(t, partner.id);
      return {
        method: 'POST',
        url: '/api/partner/deleteLocationPoint',
        payload: { id: point.id },
        ownedId: point.id,
      };
    },
  },
  'POST /api/partner/blockBike': {
    area,
    touches: 'own bike, by id (a blocked time)',
    owned: 'bike',
    build: async (t, { partner }) => {
      const bike = await createBike(t.db, partner.id);
      return { method: 'POST', url: '/api/partner/blockBike', payload: blockPayload(bike.id), ownedId: bike.id };
    },
  },
  'DELETE /api/partner/unblockBike': {
    area,
    touches: "own bike's block, by id (remove)",
    owned: 'block',
    build: async (t, { partner }) => {
      const bike = await createBike(t.db, partner.id);
      const [block] = await t.db
        .insert(bikeBlocks)
        .values({
          bikeId: bike.id,
          partnerId: partner.id,
          fromAt: new Date(Date.now() + 86_400_000),
          toAt: new Date(Date.now() + 2 * 86_400_000),
          reason: 'other',
        })
        .returning();
      if (!block) throw new Error('block not created');
      return { method: 'DELETE', url: `/api/partner/unblockBike?id=${block.id}`, ownedId: block.id };
    },
  },
  'GET /api/partner/bikeCalendar': {
    area,
    touches: "own bike's month: rides (customers' names) and blocks, by id",
    owned: 'bike',
    build: async (t, { partner }) => {
      const bike = await createBike(t.db, partner.id);
      return { method: 'GET', url: `/api/partner/bikeCalendar?id=${bike.id}&month=2030-01`, ownedId: bike.id };
    },
  },
  'POST /api/partner/calendarToken': {
    area,
    touches: "own bike's private iCal address, by id (renew)",
    owned: 'bike',
    build: async (t, { partner }) => {
      const bike = await createBike(t.db, partner.id);
      return { method: 'POST', url: '/api/partner/calendarToken', payload: { id: bike.id }, ownedId: bike.id };
    },
  },
  'GET /api/partner/bookingTimeline': {
    area,
    touches: "a booking of the caller's bike (its money timeline, issue #34), by id",
    owned: 'booking',
    build: async (t, { partner }) => {
      const booking = await bookingFor(t, partner.id);
      return { method: 'GET', url: `/api/partner/bookingTimeline?id=${booking.id}`, ownedId: booking.id };
    },
  },
  'GET /api/partner/bookingInvoice': {
    area,
    touches: "a booking of the caller's bike (its tax invoice, issue #34), by id",
    owned: 'booking',
    build: async (t, { partner }) => {
      const booking = await bookingFor(t, partner.id);
      return { method: 'GET', url: `/api/partner/bookingInvoice?id=${booking.id}`, ownedId: booking.id };
    },
  },
  'GET /api/partner/invoice.pdf': {
    area,
    touches: "a booking of the caller's bike (its tax invoice's PDF, issue #34), by id",
    owned: 'booking',
    build: async (t, { partner }) => {
      const booking = await bookingFor(t, partner.id);
      return { method: 'GET', url: `/api/partner/invoice.pdf?id=${booking.id}`, ownedId: booking.id };
    },
  },
  'GET /api/partner/commissionInvoice': {
    area,
    touches: "own payout's commission invoice, by week (the partner is the token's)",
    owned: 'payout',
    build: async (t, { partner }) => {
      const payout = await payoutOf(t, partner.id);
      return { method: 'GET', url: `/api/partner/commissionInvoice?week=${payout.week}`, ownedId: payout.id };
    },
  },
  'GET /api/partner/commissionInvoice.pdf': {
    area,
    touches: "own payout's commission invoice PDF, by week (the partner is the token's)",
    owned: 'payout',
    build: async (t, { partner }) => {
      const payout = await payoutOf(t, partner.id);
      return { method: 'GET', url: `/api/partner/commissionInvoice.pdf?week=${payout.week}`, ownedId: payout.id };
    },
  },
  'PUT /api/partner/bankAccount': {
    area,
    touches: 'own bank account for payouts (no id: the token)',
    build: async () => ({
      method: 'PUT',
      url: '/api/partner/bankAccount',
      payload: { holder: 'Asha Rao', account: '123456789012', ifsc: 'HDFC0001234' },
    }),
  },
  'GET /api/partner/earnings': plain('GET', '/api/partner/earnings?page=1', 'own ledger entries (no id: the token)'),
  'GET /api/partner/earnings.csv': plain(
    'GET',
    '/api/partner/earnings.csv?from=2026-01-01&to=2026-01-31',
    'own ledger entries as CSV (no id: the token)',
  ),
};
