import { quote } from '#shared/domain/pricing.ts';

/**
 * The demo bookings, planned relative to "now": completed and cancelled rides in the past weeks and
 * months (several in the current week, so the dashboards have data), one ride in progress and
 * upcoming booked rides. Times are whole hours between 06:00 and 18:00 India time, and no two rides
 * of one bike overlap (the database refuses overlapping pending/booked rides; we avoid any overlap).
 */

const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type DemoBookingStatus = 'completed' | 'cancelled' | 'booked';

interface Template {
  status: DemoBookingStatus;
  /** index into the customer list (0 = the demo user) */
  user: number;
  /** pick-up day relative to today (India time) and hour */
  day: number;
  hour: number;
  /** drop day relative to the pick-up day, and hour */
  days: number;
  dropHour: number;
  /** a fixed bike (index into the fleet); otherwise the planner picks a free one */
  bike?: number;
  /** index into DEMO_REVIEWS for a reviewed completed ride */
  review?: number;
}

const TEMPLATES: readonly Template[] = [
  // the demo user: one ride to rate, two reviewed, one cancelled, two upcoming
  { status: 'completed', user: 0, day: -3, hour: 9, days: 1, dropHour: 17, bike: 0 },
  { status: 'completed', user: 0, day: -20, hour: 8, days: 3, dropHour: 18, bike: 4, review: 0 },
  { status: 'completed', user: 0, day: -45, hour: 10, days: 0, dropHour: 17, bike: 10, review: 3 },
  { status: 'cancelled', user: 0, day: 5, hour: 9, days: 1, dropHour: 9, bike: 1 },
  { status: 'booked', user: 0, day: 2, hour: 9, days: 2, dropHour: 18, bike: 4 },
  { status: 'booked', user: 0, day: 12, hour: 8, days: 2, dropHour: 8, bike: 20 },
  // other customers, past
  { status: 'completed', user: 1, day: -2, hour: 7, days: 1, dropHour: 12, bike: 2, review: 1 },
  { status: 'completed', user: 2, day: -4, hour: 10, days: 1, dropHour: 10, bike: 1, review: 4 },
  { status: 'completed', user: 3, day: -6, hour: 9, days: 2, dropHour: 18, review: 2 },
  { status: 'completed', user: 4, day: -9, hour: 11, days: 1, dropHour: 11, review: 6 },
  { status: 'completed', user: 5, day: -13, hour: 6, days: 3, dropHour: 18, bike: 3 },
  { status: 'completed', user: 6, day: -27, hour: 9, days: 2, dropHour: 9, review: 5 },
  { status: 'completed', user: 1, day: -38, hour: 8, days: 2, dropHour: 12, review: 7 },
  { status: 'completed', user: 2, day: -60, hour: 9, days: 3, dropHour: 17 },
  { status: 'completed', user: 3, day: -75, hour: 10, days: 0, dropHour: 16 },
  { status: 'completed', user: 4, day: -100, hour: 7, days: 3, dropHour: 18 },
  { status: 'completed', user: 5, day: -130, hour: 9, days: 2, dropHour: 9 },
  { status: 'completed', user: 6, day: -160, hour: 8, days: 1, dropHour: 18 },
  { status: 'cancelled', user: 2, day: -15, hour: 10, days: 1, dropHour: 10 },
  { status: 'cancelled', user: 4, day: -40, hour: 8, days: 2, dropHour: 8 },
  { status: 'cancelled', user: 6, day: 9, hour: 12, days: 1, dropHour: 12 },
  // in progress: picked up yesterday, back tomorrow
  { status: 'booked', user: 5, day: -1, hour: 9, days: 2, dropHour: 18, bike: 12 },
  // other customers, upcoming
  { status: 'booked', user: 1, day: 1, hour: 10, days: 1, dropHour: 10, bike: 1 },
  { status: 'booked', user: 2, day: 3, hour: 7, days: 0, dropHour: 17 },
  { status: 'booked', user: 3, day: 4, hour: 9, days: 3, dropHour: 18, bike: 0 },
  { status: 'booked', user: 4, day: 6, hour: 9, days: 2, dropHour: 9 },
  { status: 'booked', user: 5, day: 8, hour: 12, days: 1, dropHour: 12 },
  { status: 'booked', user: 6, day: 10, hour: 8, days: 5, dropHour: 18 },
  { status: 'booked', user: 1, day: 16, hour: 9, days: 2, dropHour: 9 },
  { status: 'booked', user: 3, day: 21, hour: 10, days: 2, dropHour: 10, bike: 3 },
];

export interface PlannerBike {
  rentPerHour: number;
  hidden: boolean;
  points: readonly string[];
}

export interface PlannedBooking {
  bike: number;
  user: number;
  status: DemoBookingStatus;
  pickupAt: Date;
  dropAt: Date;
  createdAt: Date;
  pickUpPoint: string;
  dropPoint: string;
  helmet: 1 | 2;
  hours: number;
  rent: number;
  cgst: number;
  sgst: number;
  discountAmount: number;
  totalAmount: number;
  grandTotal: number;
  review?: { index: number; createdAt: Date };
}

/** The price of a ride without a coupon, by the shared pricing rules (at least 24 hours, taxes rounded down). */
export function demoPrice(pickupAt: Date, dropAt: Date, rentPerHour: number) {
  const price = quote({ rentPerHour, pickupAt, dropAt });
  return {
    rent: price.rent,
    cgst: price.cgst,
    sgst: price.sgst,
    discountAmount: 0,
    totalAmount: price.rent,
    grandTotal: price.grandTotal,
  };
}

/** A whole hour of a day relative to today, India time, as a UTC instant. */
export function indiaTime(now: Date, dayOffset: number, hour: number): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + dayOffset, hour) - IST_OFFSET_MS,
  );
}

function overlaps(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

/**
 * Places every template on a bike: the template's own bike when it is free, else the next free one
 * (visible bikes only for rides that are not finished). Completed rides are moved back a day at a
 * time until they ended before `now`.
 */
export function planDemoBookings(now: Date, bikes: readonly PlannerBike[], userCount: number): PlannedBooking[] {
  const busy: [number, number][][] = bikes.map(() => []);
  const planned: PlannedBooking[] = [];
  TEMPLATES.forEach((t, k) => {
    let day = t.day;
    let pickupAt = indiaTime(now, day, t.hour);
    let dropAt = indiaTime(now, day + t.days, t.dropHour);
    while (t.status === 'completed' && dropAt.getTime() > now.getTime()) {
      day -= 1;
      pickupAt = indiaTime(now, day, t.hour);
      dropAt = indiaTime(now, day + t.days, t.dropHour);
    }
    const span: [number, number] = [pickupAt.getTime(), dropAt.getTime()];
    const needsVisible = t.status !== 'completed' && dropAt.getTime() > now.getTime();
    const start = t.bike ?? (k * 11 + 3) % bikes.length;
    let chosen = -1;
    for (let step = 0; step < bikes.length; step += 1) {
      const index = (start + step) % bikes.length;
      const bike = bikes[index];
      if (!bike || (needsVisible && bike.hidden)) continue;
      if (busy[index]?.some((b) => overlaps(b, span))) continue;
      chosen = index;
      break;
    }
    const bike = bikes[chosen];
    if (!bike) return;
    busy[chosen]?.push(span);

    const hours = Math.round((span[1] - span[0]) / HOUR_MS);
    const points = bike.points.length > 0 ? bike.points : ['Main Office'];
    const pickUpPoint = points[k % points.length] ?? points[0] ?? '';
    const dropPoint = points[(k + (k % 2)) % points.length] ?? pickUpPoint;
    // booked some days ahead; rides still to come were mostly booked in the last few days
    const leadDays = t.status === 'completed' || day < 0 ? 1 + (k % 4) : k % 4;
    const createdAt = new Date(
      Math.min(
        pickupAt.getTime() - (leadDays * DAY_MS + (k % 5) * HOUR_MS),
        now.getTime() - (k % 4) * DAY_MS - 30 * 60_000,
      ),
    );
    const reviewedAt = new Date(Math.min(dropAt.getTime() + (2 + (k % 6)) * HOUR_MS, now.getTime() - 10 * 60_000));
    planned.push({
      bike: chosen,
      user: t.user % Math.max(1, userCount),
      status: t.status,
      pickupAt,
      dropAt,
      createdAt,
      pickUpPoint,
      dropPoint,
      helmet: k % 3 === 0 ? 2 : 1,
      hours,
      ...demoPrice(pickupAt, dropAt, bike.rentPerHour),
      ...(t.review !== undefined && t.status === 'completed'
        ? { review: { index: t.review, createdAt: reviewedAt } }
        : {}),
    });
  });
  return planned;
}
