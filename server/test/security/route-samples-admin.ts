import { eq } from 'drizzle-orm';
import { adjustmentEntry } from '#shared/domain/ledger.ts';
import { istWeekStart } from '#shared/domain/time.ts';
import { chatMessages, licences, outbox, refunds, settlements } from '#server/db/schema/index.ts';
import { DEFAULT_CANCELLATION_TIERS } from '#shared/domain/pricing.ts';
import { insertEntry } from '#server/features/ledger/insert-entry.ts';
import { createPartner, createUser } from '#server/test/factories.ts';
import { couponFields, multipart } from '#server/test/kits/admin-test-kit.ts';
import { createCoupon } from '#server/test/kits/booking-test-kit.ts';
import { insertSettlement } from '#server/test/kits/balance-test-kit.ts';
import { cancelledWithRefund } from '#server/test/kits/refund-test-kit.ts';
import { bookingOf, payoutOf, samplePng } from './route-samples-fixtures.ts';
import type { RouteSample } from './route-samples-types.ts';

const area = 'admin';
const ALL = 'every account (the admin sees all: no owner scope)';
const plain = (method: 'GET' | 'POST', url: string, touches = ALL): RouteSample => ({
  area,
  touches,
  build: async () => ({ method, url }),
});
const q = encodeURIComponent;

/** Every route of the admin area (`/api/admin`, admin token), with a request that succeeds. */
export const adminSamples: Record<string, RouteSample> = {
  'POST /api/admin/checkIfAdmin': plain('POST', '/api/admin/checkIfAdmin', 'own session (no id: the token)'),
  'GET /api/admin/fetchBookingBikesRevenu': plain('GET', '/api/admin/fetchBookingBikesRevenu'),
  'GET /api/admin/monthlySalesRatio': plain('GET', '/api/admin/monthlySalesRatio'),
  'GET /api/admin/partnerRequests': plain('GET', '/api/admin/partnerRequests?page=1'),
  'GET /api/admin/partnerVerifiedList': plain('GET', '/api/admin/partnerVerifiedList?page=1'),
  'GET /api/admin/users': plain('GET', '/api/admin/users?page=1'),
  'GET /api/admin/coupons': plain('GET', '/api/admin/coupons'),
  'GET /api/admin/fetchChat': plain('GET', '/api/admin/fetchChat'),
  'GET /api/admin/refunds': plain('GET', '/api/admin/refunds?page=1&status=failed'),
  'POST /api/admin/retryRefund': {
    area,
    touches: 'a failed refund, by id (queued again)',
    build: async (t) => {
      const refund = await cancelledWithRefund(t.db);
      await t.db.update(refunds).set({ status: 'failed', attempts: 1 }).where(eq(refunds.id, refund.id));
      return { method: 'POST', url: '/api/admin/retryRefund', payload: { id: refund.id } };
    },
  },
  'GET /api/admin/mails': plain(
    'GET',
    '/api/admin/mails?status=failed&page=1',
    'every mail of the outbox (never its text)',
  ),
  'POST /api/admin/retryMail': {
    area,
    touches: 'a failed mail, by id (due again now)',
    build: async (t) => {
      const [mail] = await t.db
        .insert(outbox)
        .values({
          to: 'sample@example.test',
          subject: 'Sample',
          text: 'Sample',
          kind: 'payout',
          status: 'failed',
          attempts: 3,
        })
        .returning({ id: outbox.id });
      return { method: 'POST', url: '/api/admin/retryMail', payload: { id: mail?.id } };
    },
  },
  'GET /api/admin/needsAction': plain('GET', '/api/admin/needsAction'),
  'GET /api/admin/licences': plain(
    'GET',
    '/api/admin/licences?status=pending&page=1',
    'every licence waiting for review',
  ),
  'POST /api/admin/reviewLicence': {
    area,
    touches: "a customer's licence, by the customer's id (approved or rejected)",
    build: async (t) => {
      const user = await createUser(t.db);
      await t.db.insert(licences).values({
        userId: user.id,
        number: 'MH12 20110012345',
        dob: '1990-05-17',
        classes: ['MCWG'],
        validUntil: '2040-01-01',
      });
      return { method: 'POST', url: '/api/admin/reviewLicence', payload: { userId: user.id, decision: 'approve' } };
    },
  },
  'GET /api/admin/payoutEntries': {
    area,
    touches: "a partner's entries of a week, by the partner's id",
    build: async (t) => {
      const partner = await createPartner(t.db);
      await t.db.transaction((tx) =>
        insertEntry(tx, { partnerId: partner.id, bookingId: null, kind: 'adjustment', amounts: adjustmentEntry(100) }),
      );
      return {
        method: 'GET',
        url: `/api/admin/payoutEntries?partnerId=${partner.id}&week=${istWeekStart(new Date())}`,
      };
    },
  },
  'POST /api/admin/resolveDispute': {
    area,
    touches: "a disputed ride's settlement, by id (resolved with the decision)",
    build: async (t) => {
      const booking = await bookingOf(t, (await createUser(t.db)).id, { startsIn: -72 });
      await insertSettlement(t, booking.id);
      await t.db.update(settlements).set({ disputedAt: new Date() }).where(eq(settlements.bookingId, booking.id));
      return {
        method: 'POST',
        url: '/api/admin/resolveDispute',
        payload: { id: booking.id, decision: 'Charge kept: the photos show the dent' },
      };
    },
  },
  'POST /api/admin/adjustSettlement': {
    area,
    touches: "a settled ride's damage charge, by id (lowered, the difference refunded)",
    build: async (t) => {
      const booking = await bookingOf(t, (await createUser(t.db)).id, { startsIn: -72 });
      await insertSettlement(t, booking.id);
      return {
        method: 'POST',
        url: '/api/admin/adjustSettlement',
        payload: { id: booking.id, damage: 500, reason: 'Seen on the photos at pick-up' },
      };
    },
  },
  'GET /api/admin/sendMailToPartner': {
    area,
    touches: 'a partner request, by e-mail (accept)',
    build: async (t) => {
      const request = await createPartner(t.db, { isVerifed: 'false' });
      return { method: 'GET', url: `/api/admin/sendMailToPartner?email=${q(request.email)}` };
    },
  },
  'GET /api/admin/rejectPartner': {
    area,
    touches: 'a partner request, by e-mail (delete)',
    build: async (t) => {
      const request = await createPartner(t.db, { isVerifed: 'false' });
      return { method: 'GET', url: `/api/admin/rejectPartner?email=${q(request.email)}` };
    },
  },
  'GET /api/admin/verifyPartner': {
    area,
    touches: 'an accepted partner, by e-mail (verify)',
    build: async (t) => {
      const partner = await createPartner(t.db, { isVerifed: 'mailSented' });
      return { method: 'GET', url: `/api/admin/verifyPartner?email=${q(partner.email)}` };
    },
  },
  'GET /api/admin/partnerDetails': {
    area,
    touches: 'any partner, by id (with signed URLs of the ID proofs)',
    build: async (t) => {
      const partner = await createPartner(t.db);
      return { method: 'GET', url: `/api/admin/partnerDetails?id=${partner.id}` };
    },
  },
  'PUT /api/admin/changeStatus': {
    area,
    touches: 'any partner, by id (block/unblock)',
    build: async (t) => {
      const partner = await createPartner(t.db);
      return { method: 'PUT', url: `/api/admin/changeStatus?id=${partner.id}` };
    },
  },
  'PUT /api/admin/changeUserStatus': {
    area,
    touches: 'any customer, by id (block/unblock)',
    build: async (t) => {
      const user = await createUser(t.db);
      return { method: 'PUT', url: `/api/admin/changeUserStatus?id=${user.id}` };
    },
  },
  'POST /api/admin/addCoupon': {
    area,
    touches: 'coupons (shared)',
    build: async () => ({
      method: 'POST',
      url: '/api/admin/addCoupon',
      payload: multipart(couponFields(), [['image', await samplePng()]]),
    }),
  },
  'GET /api/admin/changeCouponStatus': {
    area,
    touches: 'a coupon, by id',
    build: async (t) => {
      const coupon = await createCoupon(t);
      return { method: 'GET', url: `/api/admin/changeCouponStatus?id=${coupon.id}` };
    },
  },
  'GET /api/admin/deleteCoupon': {
    area,
    touches: 'a coupon, by id',
    build: async (t) => {
      const coupon = await createCoupon(t);
      return { method: 'GET', url: `/api/admin/deleteCoupon?id=${coupon.id}` };
    },
  },
  'GET /api/admin/cancellationPolicy': plain(
    'GET',
    '/api/admin/cancellationPolicy',
    'the cancellation policy (shared)',
  ),
  'PUT /api/admin/cancellationPolicy': {
    area,
    touches: 'the cancellation policy (shared: a new version)',
    build: async () => ({
      method: 'PUT',
      url: '/api/admin/cancellationPolicy',
      payload: { tiers: DEFAULT_CANCELLATION_TIERS },
    }),
  },
  'GET /api/admin/bookings': plain('GET', '/api/admin/bookings?page=1&q=example'),
  'POST /api/admin/cancelBooking': {
    area,
    touches: 'any booked ride, by id (cancel, with a refund)',
    build: async (t) => {
      const user = await createUser(t.db);
      const booking = await bookingOf(t, user.id, { startsIn: 48 });
      return { method: 'POST', url: '/api/admin/cancelBooking', payload: { id: booking.id, refund: 'full' } };
    },
  },
  'GET /api/admin/fetchIndividualChat': {
    area,
    touches: "any customer's conversation, by user id",
    build: async (t) => {
      const user = await createUser(t.db);
      await t.db.insert(chatMessages).values({ userId: user.id, sender: 'User', text: 'Is the Himalayan free?' });
      return { method: 'GET', url: `/api/admin/fetchIndividualChat?id=${user.id}` };
    },
  },
  'GET /api/admin/settings': plain('GET', '/api/admin/settings', 'the payout rates (shared)'),
  'GET /api/admin/finance/audit': plain(
    'GET',
    '/api/admin/finance/audit',
    'every booking, partner and payout (the money audit)',
  ),
  'GET /api/admin/finance/trialBalance': plain(
    'GET',
    `/api/admin/finance/trialBalance?from=${istWeekStart(new Date())}&to=${istWeekStart(new Date())}`,
    'the whole journal (the trial balance)',
  ),
  'GET /api/admin/bookingMoney': {
    area,
    touches: "any booking's money lines, by booking id",
    build: async (t) => {
      const booking = await bookingOf(t, (await createUser(t.db)).id, { startsIn: 48 });
      return { method: 'GET', url: `/api/admin/bookingMoney?id=${booking.id}` };
    },
  },
  'GET /api/admin/bookingTimeline': {
    area,
    touches: "any booking's money timeline (issue #34), by booking id",
    build: async (t) => {
      const booking = await bookingOf(t, (await createUser(t.db)).id, { startsIn: 48 });
      return { method: 'GET', url: `/api/admin/bookingTimeline?id=${booking.id}` };
    },
  },
  'GET /api/admin/cancelQuote': {
    area,
    touches: "any booked ride's cancel quote (issue #34), by booking id",
    build: async (t) => {
      const booking = await bookingOf(t, (await createUser(t.db)).id, { startsIn: 48 });
      return { method: 'GET', url: `/api/admin/cancelQuote?id=${booking.id}` };
    },
  },
  'GET /api/admin/bookingInvoice': {
    area,
    touches: "any booking's tax invoice (issue #34), by booking id",
    build: async (t) => {
      const booking = await bookingOf(t, (await createUser(t.db)).id, { startsIn: 48 });
      return { method: 'GET', url: `/api/admin/bookingInvoice?id=${booking.id}` };
    },
  },
  'GET /api/admin/invoice.pdf': {
    area,
    touches: "any booking's tax invoice PDF (issue #34), by booking id",
    build: async (t) => {
      const booking = await bookingOf(t, (await createUser(t.db)).id, { startsIn: 48 });
      return { method: 'GET', url: `/api/admin/invoice.pdf?id=${booking.id}` };
    },
  },
  'GET /api/admin/commissionInvoice': {
    area,
    touches: "any partner's payout commission invoice, by partner id and week",
    build: async (t) => {
      const partner = await createPartner(t.db);
      return {
        method: 'GET',
        url: `/api/admin/commissionInvoice?partnerId=${partner.id}&week=${(await payoutOf(t, partner.id)).week}`,
      };
    },
  },
  'GET /api/admin/commissionInvoice.pdf': {
    area,
    touches: "any partner's payout commission invoice PDF, by partner id and week",
    build: async (t) => {
      const partner = await createPartner(t.db);
      return {
        method: 'GET',
        url: `/api/admin/commissionInvoice.pdf?partnerId=${partner.id}&week=${(await payoutOf(t, partner.id)).week}`,
      };
    },
  },
  'POST /api/admin/backupNow': plain(
    'POST',
    '/api/admin/backupNow',
    'the whole marketplace (an archive into BACKUP_DIR)',
  ),
  'PUT /api/admin/settings': {
    area,
    touches: 'the payout rates (shared: a new version)',
    build: async () => ({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { commissionPercent: 20, tcsPercent: 0.5, tdsPercent: 0.1 },
    }),
  },
  'GET /api/admin/payouts': {
    area,
    touches: ALL,
    build: async () => ({ method: 'GET', url: `/api/admin/payouts?week=${istWeekStart(new Date())}` }),
  },
  'POST /api/admin/payoutAdjustment': {
    area,
    touches: "any partner's ledger, by partner id (an adjustment entry)",
    build: async (t) => {
      const partner = await createPartner(t.db);
      return {
        method: 'POST',
        url: '/api/admin/payoutAdjustment',
        payload: { partnerId: partner.id, amount: 100, note: 'Sample adjustment' },
      };
    },
  },
  'POST /api/admin/markPayoutPaid': {
    area,
    touches: "any partner's week, by partner id (paid, with the UTR)",
    build: async (t) => {
      const partner = await createPartner(t.db);
      await t.db.transaction((tx) =>
        insertEntry(tx, { partnerId: partner.id, bookingId: null, kind: 'adjustment', amounts: adjustmentEntry(100) }),
      );
      return {
        method: 'POST',
        url: '/api/admin/markPayoutPaid',
        payload: { partnerId: partner.id, week: istWeekStart(new Date()), reference: 'UTRSAMPLE01' },
      };
    },
  },
};
