import { randomUUID } from 'node:crypto';
import type {
  bikeBlocks,
  bikes,
  bookings,
  chatMessages,
  coupons,
  partnerLocations,
  partners,
  payments,
  reviews,
  users,
} from '#server/db/schema/index.ts';
import { defaultTransmission } from '#shared/api/bikes.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { indiaTime, planDemoBookings } from './demo-bookings.ts';
import {
  DEMO_ALL_PARTNERS,
  DEMO_BIKES,
  DEMO_CHAT,
  DEMO_COUPONS,
  DEMO_CUSTOMERS,
  DEMO_PARTNERS,
  DEMO_REVIEWS,
  PLATE_CODES,
} from './demo-data.ts';
import { demoPlate, partnerGstin, sandboxPaymentIds } from './demo-identifiers.ts';
import type { DemoImages } from './demo-images.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface DemoHashes {
  user: string;
  partner: string;
  /** every other demo account */
  shared: string;
}

/** One array of insert rows per table, in foreign-key order. */
export interface DemoRows {
  users: (typeof users.$inferInsert & { id: string })[];
  partners: (typeof partners.$inferInsert & { id: string; createdAt: Date })[];
  partnerLocations: (typeof partnerLocations.$inferInsert)[];
  bikes: (typeof bikes.$inferInsert & { id: string; partnerId: string })[];
  coupons: (typeof coupons.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert & { id: string })[];
  payments: (typeof payments.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  chatMessages: (typeof chatMessages.$inferInsert)[];
  bikeBlocks: (typeof bikeBlocks.$inferInsert)[];
}

/**
 * The demo partner's blocked times (issue #19), so the calendar shows some: `bike` indexes DEMO_BIKES,
 * `day` and the hours are India time from today; a block moves a day later until no paid ride of the bike
 * overlaps it (the database would refuse it).
 */
const DEMO_BLOCKS = [
  { bike: 1, day: 6, fromHour: 6, days: 1, toHour: 18, reason: 'service' },
  { bike: 2, day: 17, fromHour: 9, days: 2, toHour: 18, reason: 'offline' },
] as const;
/** The demo partner's turnaround buffer, minutes. */
export const DEMO_PARTNER_BUFFER_MINUTES = 30;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Turns the demo data, the stored images and the password hashes into rows dated around `now`;
 * `partnerIds` (index for index with DEMO_ALL_PARTNERS) are the ids the ID proofs were stored under.
 */
export function buildDemoRows(
  now: Date,
  images: DemoImages,
  hashes: DemoHashes,
  partnerIds: readonly string[],
): DemoRows {
  const partnerRows = DEMO_ALL_PARTNERS.map((p, i) => ({
    id: partnerIds[i] ?? randomUUID(),
    fname: p.fname,
    lname: p.lname,
    email: p.email.toLowerCase(),
    mobile: p.mobile,
    city: p.city,
    gstNo: partnerGstin(p),
    image: images.partners[i] ?? null,
    aadhaar: images.proofs[i]?.aadhaar ?? null,
    pan: images.proofs[i]?.pan ?? null,
    passwordHash: p.email === DEMO_ACCOUNTS.partner.email ? hashes.partner : hashes.shared,
    bufferMinutes: p.email === DEMO_ACCOUNTS.partner.email ? DEMO_PARTNER_BUFFER_MINUTES : 0,
    isVerifed: p.isVerifed,
    status: true,
    // verified partners joined months ago; the requests arrived this week
    createdAt: daysAgo(now, p.isVerifed === 'true' ? 400 - i * 35 : 1 + i - DEMO_PARTNERS.length),
  }));
  const locationRows = DEMO_ALL_PARTNERS.flatMap((p, i) =>
    p.points.map((name, j) => ({
      partnerId: partnerRows[i]?.id ?? '',
      name,
      createdAt: new Date((partnerRows[i]?.createdAt.getTime() ?? now.getTime()) + (j + 1) * HOUR_MS),
    })),
  );
  const userRows = DEMO_CUSTOMERS.map((c, i) => ({
    id: randomUUID(),
    fname: c.fname,
    lname: c.lname,
    email: c.email.toLowerCase(),
    mobile: c.mobile,
    image: images.customers[i] ?? null,
    passwordHash: c.email === DEMO_ACCOUNTS.user.email ? hashes.user : hashes.shared,
    status: true,
    createdAt: daysAgo(now, c.joined),
  }));
  const plates = new Set<string>();
  const bikeRows = DEMO_BIKES.map((b, i) => {
    const owner = partnerRows[b.partner];
    const code = PLATE_CODES[owner?.city ?? ''] ?? { state: 'KA', districts: ['01'] };
    return {
      id: randomUUID(),
      partnerId: owner?.id ?? '',
      name: b.name,
      brand: b.brand,
      category: b.category,
      makeYear: b.makeYear,
      rentPerHour: b.rentPerHour,
      engineCC: b.engineCC,
      transmission: defaultTransmission(b.category),
      plateNumber: demoPlate(code.state, code.districts, 1000 + i * 7919, plates),
      images: images.bikes[i] ?? [],
      status: !b.hidden,
      createdAt: new Date((owner?.createdAt.getTime() ?? now.getTime()) + (5 + i) * DAY_MS),
    };
  });
  const couponRows = DEMO_COUPONS.map((c, i) => {
    const expires = indiaTime(now, 0, 12);
    expires.setUTCMonth(expires.getUTCMonth() + c.months);
    const { months: _months, colours: _colours, ...fields } = c;
    return {
      ...fields,
      image: images.coupons[i] ?? '',
      expireDate: expires.toISOString().slice(0, 10),
      createdAt: daysAgo(now, 40 - i * 9),
    };
  });

  const plan = planDemoBookings(
    now,
    DEMO_BIKES.map((b) => ({
      rentPerHour: b.rentPerHour,
      hidden: b.hidden === true,
      points: DEMO_PARTNERS[b.partner]?.points ?? [],
    })),
    userRows.length,
  );
  const bookingRows: DemoRows['bookings'] = [];
  const paymentRows: DemoRows['payments'] = [];
  const reviewRows: DemoRows['reviews'] = [];
  for (const p of plan) {
    const bike = bikeRows[p.bike];
    const userId = userRows[p.user]?.id ?? '';
    const { orderId, paymentId, signature } = sandboxPaymentIds();
    const { review, bike: _bike, user: _user, ...ride } = p;
    const id = randomUUID();
    bookingRows.push({
      ...ride,
      id,
      userId,
      bikeId: bike?.id ?? '',
      partnerId: bike?.partnerId ?? '',
      city: DEMO_PARTNERS[DEMO_BIKES[p.bike]?.partner ?? 0]?.city ?? '',
      paymentMethod: 'online',
      paymentStatus: 'paid',
      providerOrderId: orderId,
    });
    paymentRows.push({
      bookingId: id,
      provider: 'sandbox',
      providerOrderId: orderId,
      providerPaymentId: paymentId,
      signature,
      amount: p.grandTotal,
      status: 'captured',
      createdAt: new Date(p.createdAt.getTime() + 2 * 60_000),
    });
    const text = review && DEMO_REVIEWS[review.index];
    if (review && text) {
      reviewRows.push({ bookingId: id, userId, bikeId: bike?.id ?? '', ...text, createdAt: review.createdAt });
    }
  }
  const chatStart = indiaTime(now, -1, 10).getTime();
  const chatRows = DEMO_CHAT.map((m, i) => ({
    userId: userRows[0]?.id ?? '',
    sender: m.sender,
    text: m.text,
    createdAt: new Date(chatStart + i * 4 * 60_000),
  }));

  const blockRows = DEMO_BLOCKS.flatMap((b) => {
    const bike = bikeRows[b.bike];
    if (!bike) return [];
    const rides = bookingRows.filter((r) => r.bikeId === bike.id && r.status === 'booked');
    for (let day = b.day; day < b.day + 30; day += 1) {
      const fromAt = indiaTime(now, day, b.fromHour);
      const toAt = indiaTime(now, day + b.days, b.toHour);
      const free = rides.every((r) => !(r.pickupAt < toAt && fromAt < r.dropAt));
      if (free) return [{ bikeId: bike.id, partnerId: bike.partnerId, fromAt, toAt, reason: b.reason, createdAt: now }];
    }
    return [];
  });

  return {
    users: userRows,
    partners: partnerRows,
    partnerLocations: locationRows,
    bikes: bikeRows,
    coupons: couponRows,
    bookings: bookingRows,
    payments: paymentRows,
    reviews: reviewRows,
    chatMessages: chatRows,
    bikeBlocks: blockRows,
  };
}
