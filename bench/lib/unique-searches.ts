import { BIKE_SORTS } from '#shared/domain/bike-sorts.ts';
import { TIME_SLOTS } from '#shared/domain/slots.ts';
import { istDate } from '#shared/domain/time.ts';
import type { LoadRequest } from './load.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** pick-up days from tomorrow on (the search allows 180 days ahead) */
export const START_DAYS = 150;
/** ride lengths in whole days beyond the pick-up day (0: back the same day) */
const EXTRA_DAYS = 7;

/** One customer's question: a city, a window between two slots, a sort. */
interface Question {
  city: string;
  startDay: number;
  pickSlot: number;
  extraDays: number;
  dropSlot: number;
  sort: string;
}

/**
 * Every question as one number (mixed radix: city, start day, pick-up slot, extra days, drop slot,
 * sort); a same-day ride whose drop slot is not after its pick-up slot is no question (answered null).
 */
function questionAt(index: number, cities: readonly string[]): Question | null {
  let rest = index;
  const take = (radix: number) => {
    const digit = rest % radix;
    rest = Math.floor(rest / radix);
    return digit;
  };
  const sort = BIKE_SORTS[take(BIKE_SORTS.length)] ?? '';
  const dropSlot = take(TIME_SLOTS.length);
  const extraDays = take(EXTRA_DAYS);
  const pickSlot = take(TIME_SLOTS.length);
  const startDay = 1 + take(START_DAYS);
  const city = cities[take(cities.length)] ?? '';
  if (extraDays === 0 && dropSlot <= pickSlot) return null;
  return { city, startDay, pickSlot, extraDays, dropSlot, sort };
}

/** How many index values `questionAt` decodes (some of them no question). */
export function questionSpace(cities: number): number {
  return cities * START_DAYS * TIME_SLOTS.length * EXTRA_DAYS * TIME_SLOTS.length * BIKE_SORTS.length;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * `count` getBikes URLs, no two alike, as customers ask them (issue #20): city × start day × pick-up
 * slot × length × drop slot × sort, spread over the whole space (index i·step mod the space, the step
 * coprime to it, so no index comes twice) and in a fixed order, the same on every run of a day. The
 * load's cursor runs through the list once (warm-up included): no answer is ever asked for again,
 * so a read cache can only miss.
 */
export function uniqueSearches(cities: readonly string[], count: number, today = new Date()): LoadRequest[] {
  if (cities.length === 0) throw new Error('no city to search');
  const space = questionSpace(cities.length);
  let step = Math.floor(space * 0.6180339887) | 1;
  while (gcd(step, space) !== 1) step += 2;
  const base = today.getTime();
  const out: LoadRequest[] = [];
  for (let i = 0; out.length < count && i < space; i++) {
    const question = questionAt((i * step) % space, cities);
    if (!question) continue;
    const params = new URLSearchParams({
      city: question.city,
      pickUpDate: istDate(new Date(base + question.startDay * DAY_MS)),
      pickUpTime: TIME_SLOTS[question.pickSlot] ?? '',
      dropDate: istDate(new Date(base + (question.startDay + question.extraDays) * DAY_MS)),
      dropTime: TIME_SLOTS[question.dropSlot] ?? '',
    });
    if (question.sort) params.set('sort', question.sort);
    out.push({ path: `/api/getBikes?${params.toString()}` });
  }
  return out;
}
