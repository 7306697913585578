import type { RideWindow } from '#shared/api/search.ts';
import { istDate } from '#shared/domain/time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A ride window `daysAhead` days from today (India time), `days` long, between two hourly slots. */
export function rideWindow(
  daysAhead: number,
  days: number,
  pickUpTime = '10:00 AM',
  dropTime = '10:00 AM',
): RideWindow {
  return {
    pickUpDate: istDate(new Date(Date.now() + daysAhead * DAY_MS)),
    pickUpTime,
    dropDate: istDate(new Date(Date.now() + (daysAhead + days) * DAY_MS)),
    dropTime,
  };
}

/** Searches customers make: a weekend tomorrow, a week next month, a long trip… (all within 180 days). */
export const SEARCH_WINDOWS: RideWindow[] = [
  rideWindow(1, 1),
  rideWindow(2, 2, '09:00 AM', '06:00 PM'),
  rideWindow(5, 3, '08:00 AM', '08:00 AM'),
  rideWindow(10, 7, '10:00 AM', '05:00 PM'),
  rideWindow(21, 1, '06:00 AM', '06:00 PM'),
  rideWindow(45, 14),
  rideWindow(90, 5, '11:00 AM', '11:00 AM'),
];
