import { renewCalendarToken } from '#server/features/availability/renew-calendar-token.ts';
import { webhookSignature } from '#server/features/payments/webhook-signature.ts';
import { TEST_PASSWORD, createAdmin, createPartner, createUser } from '#server/test/factories.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { latestOtp, newEmail, registerValues } from '#server/test/kits/account-test-kit.ts';
import { listedBike } from '#server/test/kits/booking-test-kit.ts';
import { expectOk, injectFresh } from './route-samples-fixtures.ts';
import type { RouteSample, SampleRequest } from './route-samples-types.ts';

const area = 'public';
const NEW_PASSWORD = 'Fresh@Pass42';
const resetForm = (email: string) => ({ email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
const open = (url: string, touches = 'public catalogue (no account)'): RouteSample => ({
  area,
  touches,
  build: async () => ({ method: 'GET', url }),
});

/** Opens a password reset for a fresh account of `role` (never an owner: the reset revokes its tokens). */
async function resetStarted(t: TestApp, role: 'user' | 'partner') {
  const account = role === 'user' ? await createUser(t.db) : await createPartner(t.db);
  const url = role === 'user' ? '/api/forgetpassword' : '/api/partner/forgetpassword';
  expectOk(await injectFresh(t, { method: 'POST', url, payload: resetForm(account.email) }), url);
  return account.email;
}

const verifyReset = (url: string, role: 'user' | 'partner'): RouteSample => ({
  area,
  touches: 'a fresh account: its password, by e-mail and code',
  build: async (t): Promise<SampleRequest> => {
    const email = await resetStarted(t, role);
    return { method: 'POST', url, payload: { data: resetForm(email), otp: latestOtp(t, email) } };
  },
});

const resendReset = (url: string, role: 'user' | 'partner'): RouteSample => ({
  area,
  touches: 'a fresh account: a new reset code, by e-mail',
  build: async (t): Promise<SampleRequest> => ({
    method: 'POST',
    url,
    payload: { email: await resetStarted(t, role) },
  }),
});

const startReset = (url: string, role: 'user' | 'partner'): RouteSample => ({
  area,
  touches: 'a fresh account: a reset code, by e-mail',
  build: async (t): Promise<SampleRequest> => {
    const account = role === 'user' ? await createUser(t.db) : await createPartner(t.db);
    return { method: 'POST', url, payload: resetForm(account.email) };
  },
});

const logIn = (url: string, create: (t: TestApp) => Promise<{ email: string }>): RouteSample => ({
  area,
  touches: 'a fresh account: a session, by e-mail and password',
  build: async (t): Promise<SampleRequest> => {
    const account = await create(t);
    return { method: 'POST', url, payload: { email: account.email, password: TEST_PASSWORD } };
  },
});

/** Every open route (`config: { public: true }`), with a request that succeeds without a token. */
export const publicSamples: Record<string, RouteSample> = {
  'POST /api/login': logIn('/api/login', (t) => createUser(t.db)),
  'POST /api/partner/login': logIn('/api/partner/login', (t) => createPartner(t.db)),
  'POST /api/admin/login': logIn('/api/admin/login', (t) => createAdmin(t.db)),
  'POST /api/razorpay/webhook': {
    area,
    touches: 'the provider: a signed event (its signature is the authentication), of an order not ours',
    build: async (t) => {
      const raw = JSON.stringify({
        event: 'payment.captured',
        payload: {
          payment: {
            entity: { id: 'pay_AuthzMatrix0001', order_id: 'order_AuthzMatrix01', amount: 100, status: 'captured' },
          },
        },
      });
      return {
        method: 'POST',
        url: '/api/razorpay/webhook',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(t.app.deps.env.RAZORPAY_WEBHOOK_SECRET, raw),
        },
      };
    },
  },
  'POST /api/whatsapp/webhook': {
    area,
    touches: 'the provider: a signed delivery report (its signature is the authentication), of a message not ours',
    build: async (t) => {
      const raw = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { statuses: [{ id: 'wamid.AuthzMatrix', status: 'delivered' }] } }] }],
      });
      return {
        method: 'POST',
        url: '/api/whatsapp/webhook',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${webhookSignature(t.app.deps.env.WHATSAPP_APP_SECRET, raw)}`,
        },
      };
    },
  },
  'GET /api/whatsapp/webhook': {
    area,
    touches: "the provider's subscription check, by the verify token (the token is the key)",
    build: async (t) => ({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${t.app.deps.env.WHATSAPP_VERIFY_TOKEN}&hub.challenge=42`,
    }),
  },
  'POST /api/msg91/webhook': {
    area,
    touches: 'the provider: a delivery report with the shared secret (the secret is the key), of a message not ours',
    build: async (t) => ({
      method: 'POST',
      url: `/api/msg91/webhook?secret=${t.app.deps.env.MSG91_WEBHOOK_SECRET}`,
      payload: JSON.stringify([{ requestId: 'AuthzMatrix', report: [{ desc: 'DELIVERED', number: '919876543210' }] }]),
      headers: { 'content-type': 'application/json' },
    }),
  },
  'GET /api/ourFleet': open('/api/ourFleet'),
  'GET /api/getTariff': open('/api/getTariff'),
  'GET /api/getCoupons': open('/api/getCoupons'),
  'GET /api/getBikes': open('/api/getBikes'),
  'GET /api/retriveCities': open('/api/retriveCities'),
  'GET /api/cancellationPolicy': open('/api/cancellationPolicy', 'the cancellation policy in force (public)'),
  'GET /api/getBikeDetails': {
    area,
    touches: 'one listed bike, by id (public)',
    build: async (t) => ({ method: 'GET', url: `/api/getBikeDetails?id=${(await listedBike(t)).bike.id}` }),
  },
  'GET /api/partner/bikeCalendar.ics': {
    area,
    touches: "one bike's iCal feed, by its private token (the token is the key)",
    build: async (t) => {
      const { partner, bike } = await listedBike(t);
      const token = await renewCalendarToken(t.db, partner.id, bike.id);
      return { method: 'GET', url: `/api/partner/bikeCalendar.ics?token=${token}` };
    },
  },
  'GET /api/checkEmail': {
    area,
    touches: 'a new address: a registration code',
    build: async () => ({ method: 'GET', url: `/api/checkEmail?email=${encodeURIComponent(newEmail())}` }),
  },
  'POST /api/verifyOtp': {
    area,
    touches: 'a new account, by e-mail and code',
    build: async (t) => {
      const form = registerValues();
      const url = `/api/checkEmail?email=${encodeURIComponent(form.email)}`;
      expectOk(await injectFresh(t, { method: 'GET', url }), 'checkEmail');
      return { method: 'POST', url: '/api/verifyOtp', payload: { data: form, otp: latestOtp(t, form.email) } };
    },
  },
  'POST /api/resendOtp': {
    area,
    touches: 'a pending registration: a new code, by e-mail',
    build: async (t) => {
      const email = newEmail();
      const url = `/api/checkEmail?email=${encodeURIComponent(email)}`;
      expectOk(await injectFresh(t, { method: 'GET', url }), 'checkEmail');
      return { method: 'POST', url: '/api/resendOtp', payload: { email } };
    },
  },
  'POST /api/forgetpassword': startReset('/api/forgetpassword', 'user'),
  'POST /api/verifyForgotOtp': verifyReset('/api/verifyForgotOtp', 'user'),
  'POST /api/forgetPassResendOtp': resendReset('/api/forgetPassResendOtp', 'user'),
  'POST /api/partner/forgetpassword': startReset('/api/partner/forgetpassword', 'partner'),
  'POST /api/partner/verifyForgotOtp': verifyReset('/api/partner/verifyForgotOtp', 'partner'),
  'POST /api/partner/resendOtp': resendReset('/api/partner/resendOtp', 'partner'),
  'POST /api/partner/join-us': {
    area,
    touches: 'a new partner request',
    build: async () => ({
      method: 'POST',
      url: '/api/partner/join-us',
      payload: {
        fname: 'Meera',
        lname: 'Iyer',
        email: newEmail('garage'),
        password: 'Garage2025x',
        confirmPassword: 'Garage2025x',
      },
    }),
  },
};
