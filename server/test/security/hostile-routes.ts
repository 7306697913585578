import type { z } from 'zod';
import { editProfileForm } from '#shared/api/account.ts';
import { addBikeForm, editBikeForm } from '#shared/api/bikes.ts';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { addCouponForm } from '#shared/api/coupons.ts';
import { startRideForm } from '#shared/api/handover.ts';
import { editPartnerProfileForm } from '#shared/api/partner.ts';
import { completeRideForm } from '#shared/api/settlement.ts';
import type { Role } from '#shared/api/auth.ts';
import { DEFAULT_CANCELLATION_TIERS } from '#shared/domain/pricing.ts';
import { istDate, istWeekStart } from '#shared/domain/time.ts';
import type { RouteEntry } from '#server/app.ts';
import { Candidates, asZod, type Plausible } from './hostile-schema.ts';

/** How the hostile-input walk treats one route of `app.routeTable`. */
export interface RoutePlan {
  route: RouteEntry;
  key: string;
  /** whose token is sent: the area of the URL */
  role: Role;
  body: z.ZodType | undefined;
  query: z.ZodType | undefined;
  /** multipart routes: the text fields' schema, and whether a request without a file is refused anyway */
  multipart: { form: z.ZodType | undefined; needsFile: boolean } | undefined;
  /** a read: an input its schema accepts may be answered 2xx (it must still change nothing) */
  readOnly: boolean;
  /**
   * Fields (dotted paths) that name something which must exist: an input whose schema accepts it but
   * whose value is unknown must still be refused. Every uuid field is one; these are the others.
   */
  lookups: string[];
}

/** Routes whose valid input only reads (checked: the DB fingerprint must not change either way). */
const READS_WITH_INPUT = new Set([
  'GET /api/getBikes',
  'GET /api/getBikeDetails',
  'GET /api/findOrder',
  'GET /api/cancellationQuote',
  'GET /api/admin/bookings',
  'GET /api/partner/viewBikes',
  'GET /api/partner/findBookings',
  'GET /api/admin/partnerRequests',
  'GET /api/admin/partnerVerifiedList',
  'GET /api/admin/users',
  'GET /api/admin/partnerDetails',
  'GET /api/admin/fetchIndividualChat',
  'GET /api/admin/refunds',
  'GET /api/admin/mails',
  'GET /api/partner/earnings',
  'GET /api/partner/earnings.csv',
  'GET /api/admin/payouts',
  'GET /api/admin/finance/trialBalance',
  'GET /api/bookingTimeline',
  'GET /api/partner/bookingTimeline',
  'GET /api/admin/bookingTimeline',
  'GET /api/admin/cancelQuote',
  'GET /api/admin/bookingMoney',
  'GET /api/admin/licences',
  'GET /api/admin/payoutEntries',
  'GET /api/admin/needsAction',
  // computes a discount; nothing is reserved until bookbike
  'POST /api/applyCoupon',
]);

/** Non-uuid fields that refer to a stored row (an unknown value is a 4xx, never a write). */
const LOOKUPS: Record<string, string[]> = {
  'POST /api/login': ['email'],
  'POST /api/partner/login': ['email'],
  'POST /api/admin/login': ['email'],
  'POST /api/verifyOtp': ['data.email'],
  'POST /api/verifyForgotOtp': ['data.email'],
  'POST /api/partner/verifyForgotOtp': ['data.email'],
  'POST /api/resendOtp': ['email'],
  'POST /api/forgetPassResendOtp': ['email'],
  'POST /api/partner/resendOtp': ['email'],
  'POST /api/applyCoupon': ['coupon'],
  'POST /api/sandboxPay': ['orderId'],
  'POST /api/verifyPayment': ['razorpay_order_id'],
  'POST /api/verifyBalancePayment': ['razorpay_order_id'],
  'GET /api/admin/sendMailToPartner': ['email'],
  'GET /api/admin/rejectPartner': ['email'],
  'GET /api/admin/verifyPartner': ['email'],
};

/** The text fields of each multipart route (Fastify's body schema does not see them). */
export const MULTIPART_FORMS: Record<string, { form: z.ZodType | undefined; needsFile: boolean }> = {
  'POST /api/editUserProfile': { form: editProfileForm, needsFile: false },
  'POST /api/uploadProof': { form: undefined, needsFile: true },
  'POST /api/partner/addBikes': { form: addBikeForm, needsFile: true },
  'POST /api/partner/editBike': { form: editBikeForm, needsFile: false },
  'POST /api/partner/editPartnerProfile': { form: editPartnerProfileForm, needsFile: false },
  // the hand-over and the return (issue #32): startRide needs its photos; completeRide takes JSON too
  'POST /api/partner/startRide': { form: startRideForm, needsFile: true },
  'POST /api/partner/completeRide': { form: completeRideForm, needsFile: false },
  'POST /api/partner/uploadProof': { form: undefined, needsFile: true },
  'POST /api/admin/addCoupon': { form: addCouponForm, needsFile: true },
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The API routes the walk covers: everything under /api except the docs and the file server. */
export function isWalkedRoute(route: RouteEntry): boolean {
  return route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.url.startsWith('/api/files/');
}

function roleOf(url: string): Role {
  if (url.startsWith('/api/admin/')) return 'admin';
  if (url.startsWith('/api/partner/')) return 'partner';
  return 'user';
}

export function isMultipartRoute(route: RouteEntry): boolean {
  const consumes = (route.schema as { consumes?: unknown } | undefined)?.consumes;
  return Array.isArray(consumes) && consumes.includes('multipart/form-data');
}

export function planFor(route: RouteEntry): RoutePlan {
  const key = routeKey(route);
  const schema = route.schema;
  const body = asZod(schema?.body);
  const query = asZod(schema?.querystring);
  const multipart = isMultipartRoute(route) ? MULTIPART_FORMS[key] : undefined;
  if (isMultipartRoute(route) && !multipart) throw new Error(`${key}: add its form to MULTIPART_FORMS`);
  const hasInput = Boolean(body || query || multipart);
  return {
    route,
    key,
    role: roleOf(route.url),
    body,
    query,
    multipart,
    readOnly: READS_WITH_INPUT.has(key) || !hasInput,
    lookups: LOOKUPS[key] ?? [],
  };
}

const daysFromNow = (days: number) => istDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** A valid value for each field name the API uses (unknown references on purpose: nothing matches). */
export function plausibleValues(): Plausible {
  return {
    // each test file has a database of its own, where no account uses this address
    email: 'nobody-hostile@example.test',
    password: 'Hostile@Pass99',
    confirmPassword: 'Hostile@Pass99',
    fname: 'Asha',
    lname: 'Rao',
    mobile: '9876543210',
    otp: '0000',
    pickUpDate: daysFromNow(3),
    dropDate: daysFromNow(5),
    pickUpTime: '10:00 AM',
    dropTime: '10:00 AM',
    amount: 5000,
    grandTotal: 5000,
    helmet: 1,
    coupon: 'NOSUCHCODE',
    stars: 4,
    review: 'Smooth ride',
    value: 'cancelled',
    pointName: 'Gate 2',
    orderId: 'order_doesnotexist',
    cardNumber: SANDBOX_SUCCESS_CARD,
    expiry: '12/30',
    cvv: '123',
    name: 'A Rider',
    razorpay_order_id: 'order_doesnotexist',
    razorpay_payment_id: 'pay_doesnotexist',
    razorpay_signature: 'f'.repeat(64),
    page: 1,
    tiers: DEFAULT_CANCELLATION_TIERS.map((tier) => ({ ...tier })),
    sort: 'lowToHigh',
    category: 'Adventure',
    search: 'Classic',
    city: 'Bengaluru',
    brand: 'Royal Enfield',
    makeYear: '2024',
    rentPerHour: '150',
    engineCC: '452',
    plateNumber: 'KA 01 HX 0001',
    gstNo: '29ABCDE1234F1ZW',
    couponName: 'Monsoon',
    couponCode: 'HOSTILE-1',
    discountValue: '10',
    minPurchase: '1000',
    maxDiscount: '500',
    expireDate: daysFromNow(30),
    limit: '100',
    fromDate: daysFromNow(3),
    toDate: daysFromNow(5),
    fromTime: '10:00 AM',
    toTime: '10:00 AM',
    reason: new Candidates(['service', 'Seen on the photos at pick-up']),
    message: 'The scratch was there at pick-up',
    startKm: 1000,
    endKm: 1100,
    returnDate: daysFromNow(4),
    returnTime: '10:05 AM',
    damageAmount: 0,
    damageNote: '',
    month: daysFromNow(3).slice(0, 7),
    bufferMinutes: '60',
    token: 'A'.repeat(43),
    from: daysFromNow(-30),
    to: daysFromNow(0),
    week: istWeekStart(new Date()),
    reference: 'UTR12345678',
    // the licence (issue #32) and a dispute's resolution or a licence's review (issue #34)
    number: 'MH12 20110012345',
    dob: '1990-05-17',
    validUntil: daysFromNow(3650),
    classes: ['MCWG'],
    holder: 'Asha Rao',
    account: '123456789012',
    ifsc: 'HDFC0001234',
    decision: new Candidates(['approve', 'Charge lowered to 500 after the photos']),
    note: 'Fuel refund',
    commissionPercent: 20,
    tcsPercent: 0.5,
    tdsPercent: 0.1,
  };
}
