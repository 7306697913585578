import { describe, expect, it } from 'vitest';
import type { BikeCalendar } from '#shared/api/availability.ts';
import {
  calendarEvents,
  eventsOn,
  isFreeDay,
  leadingBlanks,
  monthDays,
  monthLabel,
  monthOf,
  nextDay,
  shiftMonth,
} from './calendar-month.ts';

const calendar = (overrides: Partial<BikeCalendar> = {}): BikeCalendar => ({
  bookings: [],
  blocks: [],
  bufferMinutes: 0,
  ...overrides,
});

describe('the month calendar', () => {
  it('reads the month in India time', () => {
    // 31 Dec 2026, 19:00 UTC is already 1 Jan 2027 in India
    expect(monthOf(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01');
    expect(monthOf(new Date('2026-12-31T18:00:00Z'))).toBe('2026-12');
  });

  it.each([
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', -15, '2024-12'],
  ])('%s shifted by %i is %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it('lists the days, with leap years, and the blanks of a Monday-first week', () => {
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(monthDays('2027-02')).toHaveLength(28);
    expect(monthDays('2026-12').at(-1)).toBe('2026-12-31');
    expect(leadingBlanks('2026-06')).toBe(0); // 1 June 2026 is a Monday
    expect(leadingBlanks('2026-11')).toBe(6); // 1 November 2026 is a Sunday
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('puts a buffer after each booking that holds the bike, not after a cancelled one', () => {
    const events = calendarEvents(
      calendar({
        bufferMinutes: 120,
        bookings: [
          {
            _id: 'b1',
            from: '2026-12-05T03:30:00.000Z',
            to: '2026-12-06T04:30:00.000Z',
            status: 'booked',
            customer: 'Asha',
          },
          {
            _id: 'b2',
            from: '2026-12-10T03:30:00.000Z',
            to: '2026-12-11T04:30:00.000Z',
            status: 'cancelled',
            customer: 'Ravi',
          },
        ],
        blocks: [{ _id: 'k1', from: '2026-12-12T00:30:00.000Z', to: '2026-12-13T12:30:00.000Z', reason: 'service' }],
      }),
    );
    expect(events.map((event) => event.key)).toEqual(['booking:b1', 'buffer:b1', 'booking:b2', 'block:k1']);
    const buffer = events[1];
    expect(buffer?.from.toISOString()).toBe('2026-12-06T04:30:00.000Z');
    expect(buffer?.to.toISOString()).toBe('2026-12-06T06:30:00.000Z');
  });

  it("draws the buffer each ride was booked with, not the partner's current one", () => {
    const events = calendarEvents(
      calendar({
        bufferMinutes: 0,
        bookings: [
          {
            _id: 'b1',
            from: '2026-12-05T03:30:00.000Z',
            to: '2026-12-06T04:30:00.000Z',
            status: 'booked',
            customer: 'Asha',
            bufferMinutes: 30,
          },
        ],
      }),
    );
    expect(events.map((event) => event.key)).toEqual(['booking:b1', 'buffer:b1']);
    expect(events[1]?.to.toISOString()).toBe('2026-12-06T05:00:00.000Z');
  });

  it('finds the events of an India day, and which days are free', () => {
    const events = calendarEvents(
      calendar({
        bufferMinutes: 60,
        // drop 06 Dec 11:30 PM India time: its buffer runs into 7 Dec
        bookings: [
          {
            _id: 'b1',
            from: '2026-12-05T03:30:00.000Z',
            to: '2026-12-06T18:00:00.000Z',
            status: 'booked',
            customer: 'Asha',
          },
        ],
        blocks: [{ _id: 'k1', from: '2026-12-12T00:30:00.000Z', to: '2026-12-13T12:30:00.000Z', reason: 'offline' }],
      }),
    );
    expect(eventsOn(events, '2026-12-04')).toEqual([]);
    expect(eventsOn(events, '2026-12-05').map((event) => event.kind)).toEqual(['booking']);
    expect(eventsOn(events, '2026-12-07').map((event) => event.kind)).toEqual(['buffer']);
    expect(isFreeDay(eventsOn(events, '2026-12-07'))).toBe(true);
    expect(isFreeDay(eventsOn(events, '2026-12-06'))).toBe(false);
    expect(isFreeDay(eventsOn(events, '2026-12-13'))).toBe(false);
    expect(isFreeDay(eventsOn(events, '2026-12-14'))).toBe(true);
  });
});
