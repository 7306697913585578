import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderResponse } from '#shared/api/booking.ts';
import { taxDocumentResponse } from '#shared/api/invoices.ts';
import { financialYear } from '#shared/domain/tax-invoice.ts';
import { istWeekStart } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import { invoiceCounters, taxDocuments } from '#server/db/schema/index.ts';
import { allocateNumber } from '#server/features/invoices/allocate-number.ts';
import { bearer, createPartner, tokenFor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signedInAdmin } from '../../test/kits/admin-test-kit.ts';
import {
  bookBody,
  futureWindow,
  listedBike,
  paymentCalls,
  signedInUser,
  type Headers,
} from '../../test/kits/booking-test-kit.ts';
import { paidRide } from '../../test/kits/cancellation-test-kit.ts';
import { expectBooksClean } from '../../test/kits/finance-test-kit.ts';
import { pdfText } from '../../test/kits/pdf-text.ts';

/*
 * Tax documents (issue #34, D75): numbered gap-free per partner and financial year in the transaction
 * that issues them, the PDF's text, and who may read them.
 */

let t: TestApp;
let api: ReturnType<typeof paymentCalls>;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp();
  api = paymentCalls(t);
  admin = (await signedInAdmin(t)).headers;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Headers = {}) => api.call({ method: 'GET', url, headers });
const documentOf = async (url: string, headers: Headers) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return taxDocumentResponse.parse(res.json()).data;
};

describe('numbering', () => {
  it('50 bookings of one partner paid in parallel get the numbers 1 to 50 of its series: no gap, no duplicate', async () => {
    const fixture = await listedBike(t, { city: 'Mysuru', partner: { gstNo: '29ABCDE1234F1ZW' } });
    const { headers } = await signedInUser(t);
    // 50 holds of the one bike on 50 different days, then their 50 payments verified at once
    const paid = [];
    for (let day = 0; day < 50; day += 1) {
      const held = await api.bookbike(headers, bookBody(fixture, futureWindow(5 + day, 0, '06:00 PM')));
      expect(held.statusCode, held.body).toBe(200);
      paid.push(await api.payOrder(headers, held.json<{ data: { id: string } }>().data.id));
    }
    const verified = await Promise.all(paid.map((payment) => api.verify(headers, payment)));
    expect(verified.map((r) => r.statusCode)).toEqual(Array(50).fill(200));

    const rows = await t.db
      .select({ seq: taxDocuments.seq, number: taxDocuments.number, fy: taxDocuments.fy })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.partnerId, fixture.partner.id), eq(taxDocuments.kind, 'invoice')));
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(50);
    const fy = financialYear(new Date());
    expect(rows.every((r) => r.fy === fy)).toBe(true);
    const year = `${fy.slice(2, 4)}${fy.slice(5, 7)}`;
    expect(rows.map((r) => r.number)).toContain(`P${String(fixture.partner.serialNo).padStart(3, '0')}/${year}/000050`);
    const [counter] = await t.db
      .select({ lastNo: invoiceCounters.lastNo })
      .from(invoiceCounters)
      .where(eq(invoiceCounters.series, `invoice:${fixture.partner.id}`));
    expect(counter?.lastNo).toBe(50);
    await expectBooksClean(t);
  }, 120_000);

  it('a transaction that rolls back gives its number back', async () => {
    const series = `test:${crypto.randomUUID()}`;
    await t.db.transaction((tx) => allocateNumber(tx, series, '2026-27'));
    await expect(
      t.db.transaction(async (tx) => {
        expect(await allocateNumber(tx, series, '2026-27')).toBe(2);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.transaction((tx) => allocateNumber(tx, series, '2026-27'))).toBe(2);
    // each financial year starts at 1
    expect(await t.db.transaction((tx) => allocateNumber(tx, series, '2027-28'))).toBe(1);
  });
});

describe('the ride invoice', () => {
  it('is the partner’s, with GSTIN, SAC, place of supply, taxes and the total in words; its PDF says the same', async () => {
    const fixture = await listedBike(t, {
      city: 'Mysuru',
      partner: { gstNo: '29ABCDE1234F1ZW', fname: 'Ravi', lname: 'Kumar' },
      bike: { rentPerHour: 100 },
    });
    const { headers } = await signedInUser(t, { fname: 'Asha', lname: 'Rao' });
    const bookingId = await api.bookAndPay(headers, bookBody(fixture, futureWindow(9, 1)));

    const order = findOrderResponse.parse((await get(`/api/findOrder?id=${bookingId}`, headers)).json()).data;
    const invoice = order.taxInvoice;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      supplier: { name: 'Ravi Kumar', address: 'Mysuru, Karnataka', gstin: '29ABCDE1234F1ZW' },
      recipient: { name: 'Asha Rao', gstin: null },
      placeOfSupply: { code: '29', name: 'Karnataka' },
      sac: '997311',
      // 24 hours × 100; 14 % each, as stored with the booking
      taxableValue: 2400,
      cgstPercent: 14,
      sgstPercent: 14,
      igstPercent: 0,
      cgst: 336,
      sgst: 336,
      igst: 0,
      total: 3072,
      totalInWords: 'Rupees Three Thousand Seventy-Two Only',
      bookingId,
    });
    expect(order.creditNote).toBeNull();
    // the same document to its partner and to an admin, and on every later view
    const partnerHeaders = bearer(await tokenFor(t.app, 'partner', fixture.partner));
    expect(await documentOf(`/api/partner/bookingInvoice?id=${bookingId}`, partnerHeaders)).toEqual(invoice);
    expect(await documentOf(`/api/admin/bookingInvoice?id=${bookingId}`, admin)).toEqual(invoice);
    expect(await documentOf(`/api/bookingInvoice?id=${bookingId}`, headers)).toEqual(invoice);

    const pdf = await get(`/api/invoice.pdf?id=${bookingId}`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${invoice?.number.replaceAll('/', '-')}.pdf"`,
    );
    const lines = pdfText(pdf.rawPayload);
    expect(lines).toContain(`Invoice no. ${invoice?.number}`);
    expect(lines).toContain('GSTIN: 29ABCDE1234F1ZW');
    expect(lines).toContain('997311');
    expect(lines).toContain('Place of supply: Karnataka (29)');
    expect(lines).toContain('Rs. 2,400');
    expect(lines).toContain('Rs. 3,072');
    expect(lines).toContain('Total in words: Rupees Three Thousand Seventy-Two Only');
    await expectBooksClean(t);
  });

  it('charges IGST (the sum of the stored taxes) when the supplier’s state is not the pick-up city’s', async () => {
    // a partner registered in Maharashtra renting out in Goa
    const fixture = await listedBike(t, {
      city: 'Goa',
      partner: { gstNo: '27AAPFU0939F1ZV' },
      bike: { rentPerHour: 100 },
    });
    const { headers } = await signedInUser(t);
    const bookingId = await api.bookAndPay(headers, bookBody(fixture, futureWindow(9, 1)));
    const invoice = await documentOf(`/api/bookingInvoice?id=${bookingId}`, headers);
    expect(invoice).toMatchObject({
      placeOfSupply: { code: '30', name: 'Goa' },
      cgst: 0,
      sgst: 0,
      igst: 672,
      igstPercent: 28,
      total: 3072,
    });
    expect(pdfText((await get(`/api/invoice.pdf?id=${bookingId}`, headers)).rawPayload)).toContain('IGST @ 28%');
  });

  it('is issued on its first view for a ride paid before invoices were numbered, once', async () => {
    const ride = await paidRide(t);
    expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, ride.booking.id))).toEqual([]);
    const views = await Promise.all(
      [1, 2, 3].map(() => documentOf(`/api/bookingInvoice?id=${ride.booking.id}`, ride.headers)),
    );
    expect(new Set(views.map((v) => v.number)).size).toBe(1);
    expect(views[0]?.number).toMatch(/\/000001$/);
  });
});

describe('the credit note', () => {
  it('a cancelled ride gets one, numbered in its own series, against its invoice', async () => {
    const ride = await paidRide(t);
    const res = await api.call({
      method: 'POST',
      url: '/api/cancelRide',
      headers: ride.headers,
      payload: { order: ride.booking.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const note = await documentOf(`/api/bookingInvoice?id=${ride.booking.id}&kind=creditNote`, ride.headers);
    const invoice = await documentOf(`/api/bookingInvoice?id=${ride.booking.id}`, ride.headers);
    expect(note.kind).toBe('creditNote');
    expect(note.number).toMatch(/^P\d{3,}\/C\d{4}\/00001$/);
    expect(note.refersTo).toEqual({ number: invoice.number, date: invoice.date });
    expect([note.taxableValue, note.cgst, note.sgst, note.total]).toEqual([
      invoice.taxableValue,
      invoice.cgst,
      invoice.sgst,
      invoice.total,
    ]);
    const order = findOrderResponse.parse(
      (await get(`/api/findOrder?id=${ride.booking.id}`, ride.headers)).json(),
    ).data;
    expect(order.creditNote?.number).toBe(note.number);
    const lines = pdfText(
      (await get(`/api/invoice.pdf?id=${ride.booking.id}&kind=creditNote`, ride.headers)).rawPayload,
    );
    expect(lines).toContain(`Credit note no. ${note.number}`);
    expect(lines).toContain(`Against invoice ${invoice.number} (${invoice.date})`);
    await expectBooksClean(t);
  });

  it('a ride not cancelled has none (404)', async () => {
    const ride = await paidRide(t);
    const res = await get(`/api/bookingInvoice?id=${ride.booking.id}&kind=creditNote`, ride.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: msg.taxDocumentNotFound });
  });
});

describe('the commission invoice of a payout', () => {
  it('comes with the payout: commission, GST on it, TCS and TDS, numbered in the platform’s series', async () => {
    const ride = await paidRide(t);
    // the customer cancels 48 h ahead: the default policy keeps ₹100, the partner's gross
    expect(
      (
        await api.call({
          method: 'POST',
          url: '/api/cancelRide',
          headers: ride.headers,
          payload: { order: ride.booking.id },
        })
      ).statusCode,
    ).toBe(200);
    const week = istWeekStart(new Date());
    const paid = await api.call({
      method: 'POST',
      url: '/api/admin/markPayoutPaid',
      headers: admin,
      payload: { partnerId: ride.partner.id, week, reference: 'UTR12345678' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [issued] = await t.db
      .select({ number: taxDocuments.number })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.partnerId, ride.partner.id), eq(taxDocuments.kind, 'commission')));
    expect(issued?.number).toMatch(/^RVC\/\d{4}\/\d{6}$/);

    const doc = await documentOf(`/api/partner/commissionInvoice?week=${week}`, ride.partnerHeaders);
    expect(doc).toMatchObject({
      kind: 'commission',
      number: issued?.number,
      sac: '998599',
      supplier: { gstin: '29AAJCR1234M1Z1' },
      recipient: { gstin: null },
      // 20 % of ₹100; 18 % GST on it, split within Karnataka (the partner's city)
      taxableValue: 20,
      cgst: 1,
      sgst: 2,
      igst: 0,
      total: 23,
      week,
    });
    expect(doc.notes.map((n) => n.amount)).toEqual([100, 0, 0, 0, 77]);
    expect(await documentOf(`/api/admin/commissionInvoice?partnerId=${ride.partner.id}&week=${week}`, admin)).toEqual(
      doc,
    );
    const lines = pdfText(
      (await get(`/api/partner/commissionInvoice.pdf?week=${week}`, ride.partnerHeaders)).rawPayload,
    );
    expect(lines).toContain(`Invoice no. ${doc.number}`);
    expect(lines).toContain('GSTIN: 29AAJCR1234M1Z1');
    expect(lines).toContain('TDS deducted (section 194-O, Income-tax Act)');
    await expectBooksClean(t);
  });
});

describe('who may read them', () => {
  it('no token 401; another customer or partner 404; a customer token on the partner or admin calls 403', async () => {
    const ride = await paidRide(t);
    const id = ride.booking.id;
    const stranger = await signedInUser(t);
    const otherPartner = bearer(await tokenFor(t.app, 'partner', await createPartner(t.db)));
    for (const url of [
      `/api/bookingInvoice?id=${id}`,
      `/api/invoice.pdf?id=${id}`,
      `/api/partner/bookingInvoice?id=${id}`,
      `/api/admin/invoice.pdf?id=${id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    expect((await get(`/api/bookingInvoice?id=${id}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/invoice.pdf?id=${id}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/findOrder?id=${id}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/partner/bookingInvoice?id=${id}`, otherPartner)).statusCode).toBe(404);
    expect((await get(`/api/partner/invoice.pdf?id=${id}`, otherPartner)).statusCode).toBe(404);
    expect((await get(`/api/partner/bookingInvoice?id=${id}`, ride.headers)).statusCode).toBe(403);
    expect((await get(`/api/admin/bookingInvoice?id=${id}`, ride.partnerHeaders)).statusCode).toBe(403);
    const week = istWeekStart(new Date());
    expect((await get(`/api/partner/commissionInvoice?week=${week}`, otherPartner)).statusCode).toBe(404);
    expect(
      (await get(`/api/admin/commissionInvoice?partnerId=${ride.partner.id}&week=${week}`, ride.partnerHeaders))
        .statusCode,
    ).toBe(403);
    // nothing was issued for the strangers' asking
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(taxDocuments)
      .where(eq(taxDocuments.bookingId, id));
    expect(Number(count?.n)).toBe(0);
  });

  it('bad input is a 400 with the message, never a 500', async () => {
    const { headers } = await signedInUser(t);
    const bad = await get('/api/bookingInvoice?id=nope', headers);
    expect(bad.statusCode).toBe(400);
    const kind = await get(`/api/bookingInvoice?id=${crypto.randomUUID()}&kind=receipt`, headers);
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ message: msg.taxDocumentKindInvalid });
    const week = await get('/api/admin/commissionInvoice?partnerId=x&week=2026-01-02', admin);
    expect(week.statusCode).toBe(400);
  });
});
