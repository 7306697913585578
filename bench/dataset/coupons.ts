import type { CouponPricing } from '#shared/domain/pricing.ts';
import { istDate } from '#shared/domain/time.ts';
import { couponExpiresAt } from '#server/features/coupons/coupon-validity.ts';
import { couponPicture, pictureUrl, type StoredPicture } from './images.ts';
import { randomStream } from './random.ts';
import { ColumnBuffer } from './sql-columns.ts';
import { DAY_MS, type Timeline } from './timeline.ts';

/**
 * The coupons: a long-running welcome offer and seasonal campaigns over the two years (most expired,
 * three running now, one paused, one nearly used up). `CouponBook` hands them to rides in time order
 * under the app's rules: valid on the day, minimum purchase reached, uses left, once per customer.
 */

interface Campaign {
  code: string;
  name: string;
  percent: number;
  min: number;
  max: number;
  /** days from "now" when it started and when it expires */
  from: number;
  to: number;
  active: boolean;
  colours: readonly [string, string];
  /** share of its expected uses it allows (below 1: it runs out) */
  room: number;
}

// prettier-ignore
const CAMPAIGNS: readonly Campaign[] = [
  { code: 'WELCOME20', name: 'Welcome Ride', percent: 20, min: 999, max: 500, from: -820, to: 120, active: true, colours: ['#f97316', '#db2777'], room: 2 },
  { code: 'NEWYEAR10', name: 'New Year Ride', percent: 10, min: 499, max: 300, from: -600, to: -560, active: true, colours: ['#1d4ed8', '#9333ea'], room: 2 },
  { code: 'HOLI15', name: 'Holi Colours', percent: 15, min: 999, max: 400, from: -560, to: -530, active: true, colours: ['#db2777', '#eab308'], room: 2 },
  { code: 'SUMMER12', name: 'Summer Hills', percent: 12, min: 1499, max: 600, from: -500, to: -420, active: true, colours: ['#0891b2', '#16a34a'], room: 2 },
  { code: 'MONSOON15', name: 'Monsoon Escape', percent: 15, min: 1499, max: 750, from: -440, to: -350, active: true, colours: ['#0ea5e9', '#4338ca'], room: 2 },
  { code: 'DIWALI25', name: 'Diwali Dhamaka', percent: 25, min: 2499, max: 1000, from: -330, to: -300, active: true, colours: ['#f59e0b', '#b91c1c'], room: 2 },
  { code: 'WINTER10', name: 'Winter Trails', percent: 10, min: 999, max: 300, from: -280, to: -200, active: true, colours: ['#64748b', '#0f766e'], room: 2 },
  { code: 'ROADTRIP18', name: 'Road Trip', percent: 18, min: 3999, max: 1200, from: -200, to: -100, active: true, colours: ['#ea580c', '#7c2d12'], room: 2 },
  { code: 'WEEKEND10', name: 'Weekend Getaway', percent: 10, min: 499, max: 300, from: -150, to: 60, active: true, colours: ['#16a34a', '#0d9488'], room: 2 },
  { code: 'LADAKH30', name: 'Ladakh Season', percent: 30, min: 4999, max: 1500, from: -90, to: 45, active: true, colours: ['#0369a1', '#334155'], room: 0.2 },
  { code: 'FESTIVE20', name: 'Festive Rides', percent: 20, min: 1999, max: 800, from: -40, to: 150, active: false, colours: ['#be123c', '#f59e0b'], room: 2 },
  { code: 'RIDEMORE5', name: 'Ride More', percent: 5, min: 0, max: 200, from: -20, to: 180, active: true, colours: ['#7c3aed', '#2563eb'], room: 2 },
];

/** Of the paid rides booked while a coupon runs, the share that uses one. */
const COUPON_SHARE = 0.08;

interface LiveCoupon extends CouponPricing {
  id: string;
  startsAt: number;
  expiresAt: number;
  limit: number;
  used: number;
}

const campaignPicture = (c: Campaign) => couponPicture(`${c.percent}% OFF`, c.name, c.colours);

export function couponPictures(): StoredPicture[] {
  return CAMPAIGNS.map(campaignPicture);
}

export class CouponBook {
  readonly rows = new ColumnBuffer('coupons', [
    ['id', 'uuid'], ['image', 'text'], ['coupon_name', 'text'], ['coupon_code', 'text'], ['discount_value', 'int'],
    ['min_purchase', 'int'], ['max_discount', 'int'], ['expire_date', 'date'], ['limit', 'int'], ['status', 'bool'], ['created_at', 'time'],
  ]);
  private readonly coupons: LiveCoupon[] = [];
  private readonly usedBy = new Set<string>();
  private readonly rng = randomStream('coupon-uses');

  constructor(timeline: Timeline, bookings: number) {
    const ids = randomStream('coupons');
    const span = timeline.end - timeline.start;
    for (const c of CAMPAIGNS) {
      const id = ids.uuid();
      const startsAt = timeline.now + c.from * DAY_MS;
      const expireDate = istDate(new Date(timeline.now + c.to * DAY_MS));
      const days = (Math.min(couponExpiresAt(expireDate).getTime(), timeline.now) - Math.max(startsAt, timeline.start)) / DAY_MS;
      const limit = Math.max(10, Math.round((bookings * Math.max(1, days) * DAY_MS * COUPON_SHARE * c.room) / span));
      const image = pictureUrl(campaignPicture(c).key);
      this.rows.push(id, image, c.name, c.code, c.percent, c.min, c.max, expireDate, limit, c.active, startsAt);
      this.coupons.push({
        id, discountValue: c.percent, minPurchase: c.min, maxDiscount: c.max,
        startsAt, expiresAt: couponExpiresAt(expireDate).getTime(), limit, used: 0,
      });
    }
  }

  /** A coupon the customer uses on a ride booked at `at` with this total, or null (and it is counted). */
  take(at: number, total: number, user: number): LiveCoupon | null {
    if (!this.rng.chance(COUPON_SHARE)) return null;
    const running = this.coupons.filter((c) => c.startsAt <= at && at < c.expiresAt);
    if (running.length === 0) return null;
    const coupon = this.rng.pick(running);
    const key = `${coupon.id}|${user}`;
    if (total < coupon.minPurchase || coupon.used >= coupon.limit || this.usedBy.has(key)) return null;
    coupon.used++;
    this.usedBy.add(key);
    return coupon;
  }
}
