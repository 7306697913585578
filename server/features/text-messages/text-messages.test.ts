import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messagingConsentResponse } from '#shared/api/messaging.ts';
import { msg, text } from '#shared/messages.ts';
import {
  bookings,
  messagingConsents,
  outbox,
  partners,
  textMessageEvents,
  textMessages,
  users,
} from '#server/db/schema/index.ts';
import { queueCancellationMails } from '#server/features/cancellations/queue-cancellation-mails.ts';
import { sweepReminders } from '#server/features/reminders/sweep-reminders.ts';
import { queueBookingConfirmation } from '#server/features/rentals/pay/queue-booking-confirmation.ts';
import { bearer, createUser, tokenFor } from '#server/test/factories.ts';
import { HOUR, paidRide } from '#server/test/kits/cancellation-test-kit.ts';
import {
  bookBody,
  futureWindow,
  listedBike,
  paymentCalls,
  signedInUser,
  type Headers,
} from '#server/test/kits/booking-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import {
  startMsg91Double,
  startWhatsAppDouble,
  textDoublesEnv,
  type Msg91Double,
  type WhatsAppDouble,
} from '#server/test/text-doubles.ts';
import { deliverDueTexts } from './deliver-text-messages.ts';
import { queueTextMessage } from './queue-text-message.ts';

/*
 * WhatsApp and SMS (issue #33) against local doubles of Meta's Cloud API and MSG91's Flow API: the
 * opt-in, messages queued once beside the mails and sent once, SMS when WhatsApp fails, and the
 * delivery webhooks (a wrong signature or secret refused, nothing recorded).
 */

let t: TestApp;
let whatsapp: WhatsAppDouble;
let msg91: Msg91Double;
let api: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  whatsapp = await startWhatsAppDouble();
  msg91 = await startMsg91Double();
  t = await createTestApp({ env: textDoublesEnv(whatsapp, msg91) });
  api = paymentCalls(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await whatsapp?.close();
  await msg91?.close();
});
beforeEach(() => {
  whatsapp.failing = undefined;
  msg91.failing = undefined;
  t.app.deps.now = () => new Date();
});

const consent = (headers: Headers, payload?: object) =>
  api.call({ method: payload ? 'PUT' : 'GET', url: '/api/messagingConsent', headers, ...(payload ? { payload } : {}) });
const rowsOf = (key: string) => t.db.select().from(textMessages).where(eq(textMessages.key, key));
const toWhatsApp = (e164: string) => e164.replace(/^\+/, '');

async function optedInUser(overrides: { fname?: string; mobile?: string | null; language?: 'en' | 'hi' } = {}) {
  const signed = await signedInUser(t, { fname: 'Asha', lname: 'Rao', ...overrides });
  const res = await consent(signed.headers, { optIn: true, source: 'checkout' });
  expect(res.statusCode, res.body).toBe(200);
  return signed;
}

describe('the opt-in (PUT/GET /api/messagingConsent)', () => {
  it('is off by default, stores the catalogue words and the time, and can be withdrawn', async () => {
    const { user, headers } = await signedInUser(t);
    expect(messagingConsentResponse.parse((await consent(headers)).json()).data).toEqual({
      optedIn: false,
      words: null,
      at: null,
    });
    const at = new Date('2026-11-20T10:00:00.000Z');
    t.app.deps.now = () => at;
    const on = await consent(headers, { optIn: true, source: 'profile' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({
      success: true,
      message: msg.messagingOptedIn,
      data: { optedIn: true, words: text.messagingOptInWords, at: at.toISOString() },
    });
    const off = await consent(headers, { optIn: false, source: 'profile' });
    expect(off.json()).toMatchObject({ message: msg.messagingOptedOut, data: { optedIn: false } });
    // the history is kept: what was agreed and withdrawn, and when
    const history = await t.db.select().from(messagingConsents).where(eq(messagingConsents.userId, user.id));
    expect(history.map((row) => [row.optedIn, row.words, row.source])).toEqual([
      [true, text.messagingOptInWords, 'profile'],
      [false, text.messagingOptOutWords, 'profile'],
    ]);
  });

  it('refuses without a mobile number, a bad body, and without a session', async () => {
    const { headers } = await signedInUser(t, { mobile: null });
    const noMobile = await consent(headers, { optIn: true, source: 'checkout' });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json()).toMatchObject({ success: false, message: msg.messagingNeedsMobile });
    const bad = await consent(headers, { optIn: 'yes', source: 'elsewhere' });
    expect(bad.statusCode).toBe(400);
    const anonymous = await api.call({ method: 'GET', url: '/api/messagingConsent' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('messages beside the mails', () => {
  it('a paid booking queues the WhatsApp confirmation once and sends it once; the partner gets theirs', async () => {
    const { user, headers } = await optedInUser({ mobile: '98765 43210' });
    const fixture = await listedBike(t, {
      partner: { fname: 'Ravi', mobile: '+919845012345' },
      bike: { name: 'Meteor 350', brand: 'Royal Enfield', rentPerHour: 100 },
    });
    const booked = await api.bookbike(headers, bookBody(fixture, futureWindow(9, 1, '06:00 PM')));
    expect(booked.statusCode, booked.body).toBe(200);
    const { id: orderId, bookingId } = booked.json<{ data: { id: string; bookingId: string } }>().data;
    const verified = await api.verify(headers, await api.payOrder(headers, orderId));
    expect(verified.statusCode, verified.body).toBe(200);

    const toCustomer = whatsapp.accepted.filter(
      (m) => m.template === 'booking_confirmation' && m.params[4] === bookingId,
    );
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]).toMatchObject({ to: '919876543210', language: 'en' });
    expect(toCustomer[0]?.params.slice(0, 2)).toEqual(['Asha', 'Royal Enfield Meteor 350']);
    const toPartner = whatsapp.accepted.filter(
      (m) => m.template === 'partner_new_booking' && m.params[5] === bookingId,
    );
    expect(toPartner).toHaveLength(1);
    expect(toPartner[0]?.to).toBe('919845012345');
    expect(toPartner[0]?.params[4]).toBe(`Asha Rao`);

    // the same change applied again (a retried payment) queues nothing more; a second run sends nothing
    await t.db.transaction((tx) => queueBookingConfirmation(tx, bookingId));
    await t.app.deps.textOutbox.deliverDue();
    const [row] = await rowsOf(`confirmation:${bookingId}`);
    expect(await rowsOf(`confirmation:${bookingId}`)).toHaveLength(1);
    expect(row).toMatchObject({ status: 'sent', channel: 'whatsapp', to: '+919876543210', attempts: 1 });
    expect(row?.providerMessageId).toBe(toCustomer[0]?.id);
    expect(
      whatsapp.accepted.filter((m) => m.params[4] === bookingId && m.template === 'booking_confirmation'),
    ).toHaveLength(1);
    expect(user.id).toBeTruthy();
  });

  it('a Hindi customer gets the confirmation mail and WhatsApp in Hindi; their English partner in English (issue #33)', async () => {
    const { headers } = await optedInUser({ fname: 'आशा', mobile: '98765 43299', language: 'hi' });
    const fixture = await listedBike(t, {
      partner: { fname: 'Ravi', mobile: '+919845012399' },
      bike: { name: 'Meteor 350', brand: 'Royal Enfield', rentPerHour: 100 },
    });
    const booked = await api.bookbike(headers, bookBody(fixture, futureWindow(9, 1, '06:00 PM')));
    expect(booked.statusCode, booked.body).toBe(200);
    const { id: orderId, bookingId } = booked.json<{ data: { id: string; bookingId: string } }>().data;
    const verified = await api.verify(headers, await api.payOrder(headers, orderId));
    expect(verified.statusCode, verified.body).toBe(200);

    // the mails queued with the booking: the customer's Hindi, the partner's English
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, `confirmation:${bookingId}`));
    expect(mail?.subject).toBe(`Rev-On Rentals बुकिंग कन्फ़र्म (ऑर्डर ${bookingId})`);
    expect(mail?.text).toMatch(/^नमस्ते आशा,/);
    expect(mail?.text).toMatch(/पिक-अप: \d{1,2} [\u0900-\u097F]+ \d{4} \d{1,2}:\d{2} (am|pm), /);
    expect(mail?.html).toContain('<html lang="hi">');
    const [partnerMail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, `partner-new-booking:${bookingId}`));
    expect(partnerMail?.text).toMatch(/^Hello Ravi,/);
    expect(partnerMail?.text).toMatch(/Pick up: \d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM), /);

    // the WhatsApp message: Hindi body stored, Hindi template language, the pick-up in the Hindi locale
    const [row] = await rowsOf(`confirmation:${bookingId}`);
    expect(row).toMatchObject({ language: 'hi', recipient: 'customer' });
    expect(row?.body).toMatch(/^नमस्ते आशा, आपकी Rev-On राइड बुक हो गई है: Royal Enfield Meteor 350, पिक-अप /);
    expect(row?.params[2]).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4} \d{1,2}:\d{2} (am|pm)$/);
    const [partnerRow] = await rowsOf(`partner-new-booking:${bookingId}`);
    expect(partnerRow).toMatchObject({ language: 'en' });
    expect(partnerRow?.body).toMatch(/^Hi Ravi, new booking of your Royal Enfield Meteor 350/);
    await t.app.deps.textOutbox.deliverDue();
    const toCustomer = whatsapp.accepted.filter(
      (m) => m.template === 'booking_confirmation' && m.params[4] === bookingId,
    );
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]).toMatchObject({ to: '919876543299', language: 'hi' });
    const toPartner = whatsapp.accepted.filter(
      (m) => m.template === 'partner_new_booking' && m.params[5] === bookingId,
    );
    expect(toPartner[0]).toMatchObject({ language: 'en' });
  });

  it('a Hindi customer whose WhatsApp fails gets the SMS by the Hindi DLT template, or the English id without one', async () => {
    const ride = await paidRide(t, { pickupAt: new Date(Date.now() + 12 * HOUR) });
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, ride.user.id));
    await t.db.insert(messagingConsents).values({
      userId: ride.user.id,
      optedIn: true,
      words: text.messagingOptInWords,
      source: 'profile',
    });
    whatsapp.failing = 503;
    await sweepReminders(t.db, new Date());
    await t.app.deps.textOutbox.deliverDue();
    const [row] = await rowsOf(`pickup-reminder:${ride.booking.id}`);
    expect(row).toMatchObject({ status: 'sent', channel: 'sms', language: 'hi' });
    expect(row?.body).toMatch(/^नमस्ते /);
    const sms = msg91.accepted.filter((m) => m.requestId === row?.providerMessageId);
    // the test env registers no Hindi DLT id: the English template's
    expect(sms[0]?.templateId).toBe('1107160000000000002');
    expect(sms[0]?.vars.var3).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4} /);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, `pickup-reminder:${ride.booking.id}`));
    expect(mail?.html).toContain('<html lang="hi">');
  });

  it('a cancellation tells a Hindi partner in Hindi, who cancelled in their words; an English customer in English', async () => {
    const ride = await paidRide(t, { pickupAt: new Date('2030-03-01T03:30:00.000Z') });
    await t.db
      .update(partners)
      .set({ language: 'hi', mobile: '+919845012377' })
      .where(eq(partners.id, ride.booking.partnerId));
    await t.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'customer', cancelledAt: new Date('2030-02-01T00:00:00.000Z') })
      .where(eq(bookings.id, ride.booking.id));
    await t.db.transaction((tx) => queueCancellationMails(tx, ride.booking.id));
    const [customerMail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, `cancellation:${ride.booking.id}`));
    expect(customerMail?.text).toContain('pick-up 2030-03-01 09:00 AM) is cancelled.');
    const [partnerMail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, `partner-cancellation:${ride.booking.id}`));
    expect(partnerMail?.subject).toMatch(/बुकिंग रद्द/);
    expect(partnerMail?.text).toContain('पिक-अप 1 मार्च 2030 9:00 am, रद्द हो गई है।');
    const [row] = await rowsOf(`partner-cancellation:${ride.booking.id}`);
    expect(row).toMatchObject({ language: 'hi' });
    expect(row?.params.slice(3, 5)).toEqual(['1 मार्च 2030 9:00 am', 'ग्राहक']);
    expect(row?.body).toContain('की बुकिंग ग्राहक ने रद्द कर दी है।');
  });

  it('a customer who did not opt in (or withdrew) gets no message', async () => {
    const { headers } = await signedInUser(t);
    const fixture = await listedBike(t);
    const booked = await api.bookbike(headers, bookBody(fixture));
    const { id: orderId, bookingId } = booked.json<{ data: { id: string; bookingId: string } }>().data;
    await api.verify(headers, await api.payOrder(headers, orderId));
    expect(await rowsOf(`confirmation:${bookingId}`)).toHaveLength(0);
    // the partner has no mobile: nothing for them either
    expect(await rowsOf(`partner-new-booking:${bookingId}`)).toHaveLength(0);
  });

  it('the 24 h pick-up reminder goes by SMS (its DLT template) when WhatsApp fails', async () => {
    const ride = await paidRide(t, { pickupAt: new Date(Date.now() + 12 * HOUR) });
    await t.db.insert(messagingConsents).values({
      userId: ride.user.id,
      optedIn: true,
      words: text.messagingOptInWords,
      source: 'profile',
    });
    whatsapp.failing = 503;
    const before = whatsapp.calls;
    await sweepReminders(t.db, new Date());
    await t.app.deps.textOutbox.deliverDue();
    const [row] = await rowsOf(`pickup-reminder:${ride.booking.id}`);
    expect(row).toMatchObject({ status: 'sent', channel: 'sms', kind: 'pickup-reminder' });
    expect(row?.error).toContain('whatsapp: HTTP 503');
    expect(whatsapp.calls).toBe(before + 1);
    const sms = msg91.accepted.filter((m) => m.requestId === row?.providerMessageId);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      templateId: '1107160000000000002',
      mobiles: toWhatsApp(ride.user.mobile ? `+91${ride.user.mobile}` : ''),
    });
    expect(sms[0]?.vars.var5).toBe(ride.booking.id);
    // a second sweep and delivery: nothing more
    await sweepReminders(t.db, new Date());
    await t.app.deps.textOutbox.deliverDue();
    expect(msg91.accepted.filter((m) => m.vars.var5 === ride.booking.id)).toHaveLength(1);
  });

  it('both providers down: retried after 30 s, then sent once; a partner message never goes by SMS', async () => {
    whatsapp.failing = 500;
    msg91.failing = 500;
    const clock = { now: new Date('2026-11-27T10:00:00.000Z') };
    const deps = {
      db: t.db,
      providers: () => t.app.deps.textProviders,
      log: { info: () => {}, error: () => {} },
      now: () => clock.now,
      leaseSeconds: 60,
    };
    const key = `test-retry:${Date.now()}`;
    const partnerKey = `test-partner:${Date.now()}`;
    await t.db.transaction(async (tx) => {
      await queueTextMessage(tx, {
        kind: 'return-reminder',
        key,
        recipient: 'customer',
        to: '9811122233',
        language: 'en',
        params: ['A', 'B', 'C', 'D', 'E'],
      });
      await queueTextMessage(tx, {
        kind: 'partner-cancellation',
        key: partnerKey,
        recipient: 'partner',
        to: '+919811122244',
        language: 'en',
        params: ['P', 'B', 'KA01', 'D', 'customer', 'O'],
      });
    });
    const smsBefore = msg91.calls;
    const first = await deliverDueTexts(deps);
    expect(first).toMatchObject({ sent: 0, retrying: 2 });
    // the customer's went to both, the partner's to WhatsApp only
    expect(msg91.calls).toBe(smsBefore + 1);
    const [row] = await rowsOf(key);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.nextAttemptAt.toISOString()).toBe('2026-11-27T10:00:30.000Z');
    whatsapp.failing = undefined;
    msg91.failing = undefined;
    clock.now = new Date('2026-11-27T10:00:29.000Z');
    expect((await deliverDueTexts(deps)).sent).toBe(0);
    clock.now = new Date('2026-11-27T10:00:30.000Z');
    expect((await deliverDueTexts(deps)).sent).toBe(2);
    expect(await deliverDueTexts(deps)).toMatchObject({ sent: 0, retrying: 0 });
    expect((await rowsOf(key))[0]).toMatchObject({
      status: 'sent',
      channel: 'whatsapp',
      to: '+919811122233',
      attempts: 2,
    });
    expect(whatsapp.accepted.filter((m) => m.to === '919811122233' && m.template === 'return_reminder')).toHaveLength(
      1,
    );
  });

  it('without any provider, a message goes to the log and counts as sent', async () => {
    const key = `test-log:${Date.now()}`;
    await t.db.transaction((tx) =>
      queueTextMessage(tx, {
        kind: 'settlement',
        key,
        recipient: 'customer',
        to: '9811122255',
        language: 'en',
        params: ['A', 'B', 'C', 'D'],
      }),
    );
    const logged: object[] = [];
    await deliverDueTexts({
      db: t.db,
      providers: () => ({}),
      log: { info: (obj) => logged.push(obj), error: () => {} },
      now: () => new Date(),
      leaseSeconds: 60,
    });
    expect((await rowsOf(key))[0]).toMatchObject({ status: 'sent', channel: 'log' });
    expect(logged).toContainEqual(expect.objectContaining({ body: 'Hi A, your ride on B is settled (order C). D' }));
  });
});

describe('delivery webhooks', () => {
  const signed = (raw: string, secret = t.app.deps.env.WHATSAPP_APP_SECRET) =>
    `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  const metaReport = (id: string, status: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: { statuses: [{ id, status, timestamp: '1764237600', recipient_id: '919811122266' }] },
            },
          ],
        },
      ],
    });
  const postMeta = (raw: string, signature: string | undefined) =>
    api.call({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    });

  async function sentWhatsApp(recipient: 'customer' | 'partner') {
    const key = `test-webhook:${recipient}:${Date.now()}`;
    await t.db.transaction((tx) =>
      queueTextMessage(tx, {
        kind: 'refund-processed',
        key,
        recipient,
        to: '9811122266',
        language: 'en',
        params: ['A', '₹500', 'O', 'rfnd_1'],
      }),
    );
    await t.app.deps.textOutbox.deliverDue();
    const [row] = await rowsOf(key);
    expect(row).toMatchObject({ status: 'sent', channel: 'whatsapp' });
    return { key, id: row?.providerMessageId ?? '' };
  }

  it('refuses a wrong or missing signature and records nothing', async () => {
    const { id } = await sentWhatsApp('customer');
    const raw = metaReport(id, 'delivered');
    for (const signature of [undefined, signed(raw, 'not-the-app-secret'), signed(`${raw} `), 'sha256=00']) {
      const res = await postMeta(raw, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: msg.webhookSignatureInvalid });
    }
    expect(await t.db.select().from(textMessageEvents).where(eq(textMessageEvents.providerMessageId, id))).toHaveLength(
      0,
    );
  });

  it("records Meta's statuses; a customer's failed WhatsApp is sent by SMS, once", async () => {
    const { key, id } = await sentWhatsApp('customer');
    const delivered = metaReport(id, 'delivered');
    expect((await postMeta(delivered, signed(delivered))).statusCode).toBe(200);
    expect((await rowsOf(key))[0]).toMatchObject({ deliveryStatus: 'delivered' });
    const failed = metaReport(id, 'failed');
    const res = await postMeta(failed, signed(failed));
    expect(res.statusCode, res.body).toBe(200);
    // the kick after the webhook sent it by SMS
    const [row] = await rowsOf(key);
    expect(row).toMatchObject({ status: 'sent', channel: 'sms' });
    expect(msg91.accepted.filter((m) => m.requestId === row?.providerMessageId)).toHaveLength(1);
    // the same report again: nothing more
    expect((await postMeta(failed, signed(failed))).statusCode).toBe(200);
    expect(msg91.accepted.filter((m) => m.vars.var4 === 'rfnd_1' && m.mobiles === '919811122266')).toHaveLength(1);
    const events = await t.db.select().from(textMessageEvents).where(eq(textMessageEvents.providerMessageId, id));
    expect(events.map((event) => event.status)).toEqual(['delivered', 'failed', 'failed']);
  });

  it("records MSG91's reports with the shared secret and refuses them without it", async () => {
    const { key } = await sentWhatsApp('customer');
    await t.db.execute(sql`update text_messages set channel = 'sms', provider_message_id = 'req-1' where key = ${key}`);
    const body = JSON.stringify([
      { requestId: 'req-1', report: [{ desc: 'DELIVERED', status: '1', number: '919811122266' }] },
    ]);
    const post = (secret: string) =>
      api.call({
        method: 'POST',
        url: `/api/msg91/webhook?secret=${secret}`,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
    expect((await post('wrong-secret-wrong-secret')).statusCode).toBe(400);
    expect((await rowsOf(key))[0]?.deliveryStatus).toBeNull();
    const res = await post(t.app.deps.env.MSG91_WEBHOOK_SECRET);
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(key))[0]?.deliveryStatus).toBe('delivered');
  });

  it("echoes Meta's subscription challenge for the verify token only", async () => {
    const token = t.app.deps.env.WHATSAPP_VERIFY_TOKEN;
    const ok = await api.call({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await api.call({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('numbers of before', () => {
  it('a user with a bare 10-digit number (before migration 0029) is messaged in E.164', async () => {
    const user = await createUser(t.db, { mobile: '9811100000' });
    const headers = bearer(await tokenFor(t.app, 'user', user));
    expect((await consent(headers, { optIn: true, source: 'profile' })).statusCode).toBe(200);
  });
});
