import { SANDBOX_SUCCESS_CARD, type BookBikeResponse, type SandboxPayResponse } from '#shared/api/booking.ts';
import {
  windowInstants,
  type GetBikeDetailsResponse,
  type GetBikesResponse,
  type RideWindow,
} from '#shared/api/search.ts';
import { quote } from '#shared/domain/pricing.ts';
import type { Api } from './api.ts';
import { percentile, round1 } from './stats.ts';
import { rideWindow } from './windows.ts';

/** One bike free for one window: a booking the cycle can make exactly once. */
interface Slot {
  bike: string;
  window: RideWindow;
  amount: number;
  pickUpPoint: string;
  dropPoint: string;
}

export interface CycleFigures {
  /** completed hold → pay → verify cycles per second */
  rps: number;
  p50: number;
  p99: number;
  cycles: number;
  /** cycles in which a call did not answer 200 */
  failures: number;
  /** the status of each failed call, counted: { 'bookbike 409': 2 } (0: no answer) */
  failedCalls: Record<string, number>;
  steps: Record<'bookbike' | 'sandboxPay' | 'verifyPayment', { p50: number; p99: number }>;
  workers: number;
  seconds: number;
  /** true when the cycles stopped early because no free slot was left */
  exhausted: boolean;
}

/**
 * Free (bike, window) pairs as a customer finds them: getBikes with a city and a one-day window
 * (06:00 AM to 06:00 PM), one day after another from the day after tomorrow, so no two pairs of one
 * bike overlap. The price is computed like the checkout page does (the server checks it).
 */
export async function findFreeSlots(api: Api, cities: string[], wanted: number): Promise<Slot[]> {
  const slots: Slot[] = [];
  const details = new Map<string, GetBikeDetailsResponse | null>();
  for (const page of [1, 2, 3]) {
    for (let day = 2; day < 180 && slots.length < wanted; day++) {
      const city = cities[day % cities.length] ?? '';
      const window = rideWindow(day, 0, '06:00 AM', '06:00 PM');
      const query = new URLSearchParams({ city, ...window, page: String(page) });
      const found = await api.get<GetBikesResponse>(`/api/getBikes?${query.toString()}`);
      if (found.data.page !== page) continue;
      for (const bike of found.data.bikes) {
        if (!details.has(bike._id)) {
          const answer = await api.call<GetBikeDetailsResponse>('GET', `/api/getBikeDetails?id=${bike._id}`);
          details.set(bike._id, answer.status === 200 ? answer.body : null);
        }
        const detail = details.get(bike._id);
        const [pickUp, drop] = detail?.locations ?? [];
        if (!detail || !pickUp) continue;
        const price = quote({ rentPerHour: detail.data.rentPerHour, ...windowInstants(window), rates: detail.taxes });
        slots.push({
          bike: bike._id,
          window,
          amount: price.grandTotal,
          pickUpPoint: pickUp._id,
          dropPoint: (drop ?? pickUp)._id,
        });
      }
    }
  }
  return slots;
}

/**
 * `tokens.length` customers book at once for `seconds`: each worker takes the next free slot and runs
 * bookbike → sandboxPay (the sandbox's success card) → verifyPayment, like the checkout page. Answers
 * the figures and every booking id made (`bookings`), so the caller can remove them.
 */
export async function runBookingCycles(
  api: Api,
  tokens: string[],
  slots: Slot[],
  seconds: number,
  bookings: string[],
  /** at most this many cycles a second over all workers (0: as fast as they go) */
  perSecond = 0,
): Promise<CycleFigures> {
  const cycleMs: number[] = [];
  const stepMs = { bookbike: [] as number[], sandboxPay: [] as number[], verifyPayment: [] as number[] };
  const failedCalls: Record<string, number> = {};
  let failures = 0;
  let exhausted = false;
  const started = performance.now();
  const end = started + seconds * 1000;

  const timed = async <T>(step: keyof typeof stepMs, run: () => Promise<{ status: number; body: T }>) => {
    const t0 = performance.now();
    const answer = await run().catch(() => ({ status: 0, body: undefined as T }));
    stepMs[step].push(performance.now() - t0);
    if (answer.status !== 200) {
      const key = `${step} ${answer.status}`;
      failedCalls[key] = (failedCalls[key] ?? 0) + 1;
      failures++;
      return undefined;
    }
    return answer.body;
  };

  let nextStart = started;
  const worker = async (token: string) => {
    while (performance.now() < end) {
      if (perSecond > 0) {
        // the workers take turns at a fixed pace: one cycle starts every 1000 / perSecond ms. A turn
        // that falls after the end is not taken (ten workers at 0.2 cycles/s used to sleep 45 s past
        // it, and the mix divided its answers by that time)
        const startAt = Math.max(nextStart, performance.now());
        if (startAt >= end) return;
        nextStart = startAt + 1000 / perSecond;
        const wait = startAt - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const slot = slots.shift();
      if (!slot) {
        exhausted = true;
        return;
      }
      const t0 = performance.now();
      const { bike, window, amount, pickUpPoint, dropPoint } = slot;
      const held = await timed('bookbike', () =>
        api.call<BookBikeResponse>('POST', '/api/bookbike', {
          token,
          body: { bike, ...window, pickUpPoint, dropPoint, helmet: 1, coupon: '', amount },
        }),
      );
      if (!held) continue;
      bookings.push(held.data.bookingId);
      const paid = await timed('sandboxPay', () =>
        api.call<SandboxPayResponse>('POST', '/api/sandboxPay', {
          token,
          body: {
            orderId: held.data.id,
            cardNumber: SANDBOX_SUCCESS_CARD,
            expiry: '12/39',
            cvv: '123',
            name: 'Bench Rider',
          },
        }),
      );
      if (!paid) continue;
      const verified = await timed('verifyPayment', () =>
        api.call('POST', '/api/verifyPayment', { token, body: paid.data }),
      );
      if (verified) cycleMs.push(performance.now() - t0);
    }
  };
  await Promise.all(tokens.map(worker));

  const elapsed = (performance.now() - started) / 1000;
  const step = (values: number[]) => ({ p50: percentile(values, 0.5), p99: percentile(values, 0.99) });
  return {
    rps: round1(cycleMs.length / elapsed),
    p50: percentile(cycleMs, 0.5),
    p99: percentile(cycleMs, 0.99),
    cycles: cycleMs.length,
    failures,
    failedCalls,
    steps: {
      bookbike: step(stepMs.bookbike),
      sandboxPay: step(stepMs.sandboxPay),
      verifyPayment: step(stepMs.verifyPayment),
    },
    workers: tokens.length,
    seconds: round1(elapsed),
    exhausted,
  };
}
