import { describe, expect, it } from 'vitest';
import { MAX_ADVANCE_DAYS, MAX_RENTAL_DAYS } from '../domain/slots.ts';
import { msg } from '../messages.ts';
import { bikeSearchForm, getBikesQuery, rideWindowIssue } from './search.ts';

// 10:15 in India on 2030-05-10
const now = new Date('2030-05-10T04:45:00Z');
const window = (overrides: Partial<Record<string, string>> = {}) => ({
  pickUpDate: '2030-05-11',
  pickUpTime: '09:00 AM',
  dropDate: '2030-05-12',
  dropTime: '09:00 AM',
  ...overrides,
});

describe('rideWindowIssue', () => {
  it('accepts a good window, and today from a slot still ahead (India time)', () => {
    expect(rideWindowIssue(window(), now)).toBeUndefined();
    expect(rideWindowIssue(window({ pickUpDate: '2030-05-10', pickUpTime: '11:00 AM' }), now)).toBeUndefined();
  });

  it("says the spec's messages, in its order", () => {
    expect(rideWindowIssue(window({ pickUpDate: '2030-05-09' }), now)).toEqual({
      path: 'pickUpDate',
      message: msg.pickUpDatePast,
    });
    expect(rideWindowIssue(window({ dropDate: '2030-05-10' }), now)?.message).toBe(msg.dropBeforePickUp);
    expect(rideWindowIssue(window({ dropDate: '2030-05-11' }), now)?.message).toBe(msg.sameTimes);
  });

  it('refuses a slot of today already begun, a drop before the pick-up, and too long or too far ahead', () => {
    expect(rideWindowIssue(window({ pickUpDate: '2030-05-10', pickUpTime: '10:00 AM' }), now)?.message).toBe(
      msg.pickUpTimePast,
    );
    expect(rideWindowIssue(window({ dropDate: '2030-05-11', dropTime: '08:00 AM' }), now)?.message).toBe(
      msg.dropTimeBeforePickUp,
    );
    expect(rideWindowIssue(window({ pickUpDate: '2030-12-01', dropDate: '2030-12-02' }), now)?.message).toBe(
      msg.pickUpTooFarAhead(MAX_ADVANCE_DAYS),
    );
    expect(rideWindowIssue(window({ dropDate: '2030-07-20' }), now)?.message).toBe(msg.rideTooLong(MAX_RENTAL_DAYS));
  });
});

describe('the search form and getBikes query', () => {
  it('requires city and the whole window, first message first', () => {
    const parsed = bikeSearchForm.safeParse({ city: '', pickUpDate: '', pickUpTime: '', dropDate: '', dropTime: '' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      msg.cityRequired,
      msg.pickUpDateRequired,
      msg.pickUpTimeRequired,
      msg.dropDateRequired,
      msg.dropTimeRequired,
    ]);
  });

  it('needs nothing when no window is asked for, everything once one field is', () => {
    expect(getBikesQuery.parse({}).sort).toBe('');
    expect(getBikesQuery.safeParse({ city: 'Pune' }).success).toBe(true);
    expect(getBikesQuery.safeParse({ pickUpDate: '2030-05-11' }).error?.issues[0]?.message).toBe(msg.cityRequired);
    expect(getBikesQuery.safeParse({ sort: 'cheapest' }).error?.issues[0]?.message).toBe(msg.invalidSort);
    expect(getBikesQuery.safeParse({ category: 'Tractors' }).error?.issues[0]?.message).toBe(msg.invalidCategory);
  });
});
