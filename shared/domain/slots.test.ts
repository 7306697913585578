import { describe, expect, it } from 'vitest';
import { daysBetween, instantToSlot, isDateString, isTimeSlot, slotInstant, slotTo24h, TIME_SLOTS } from './slots.ts';

describe('hourly slots', () => {
  it('runs from 06:00 AM to 06:00 PM, every hour', () => {
    expect(TIME_SLOTS).toHaveLength(13);
    expect(TIME_SLOTS[0]).toBe('06:00 AM');
    expect(TIME_SLOTS).toContain('12:00 PM');
    expect(TIME_SLOTS.at(-1)).toBe('06:00 PM');
    expect(isTimeSlot('05:00 AM')).toBe(false);
    expect(isTimeSlot('07:00 PM')).toBe(false);
    expect(isTimeSlot('6:00 AM')).toBe(false);
  });

  it('reads slots on a 24-hour clock', () => {
    expect(slotTo24h('06:00 AM')).toBe('06:00');
    expect(slotTo24h('12:00 PM')).toBe('12:00');
    expect(slotTo24h('06:00 PM')).toBe('18:00');
    expect(slotTo24h('13:00')).toBeUndefined();
  });

  it('turns an India date and slot into the instant, and back', () => {
    const instant = slotInstant('2030-03-15', '06:00 PM');
    expect(instant.toISOString()).toBe('2030-03-15T12:30:00.000Z');
    expect(instantToSlot(instant)).toEqual({ date: '2030-03-15', time: '06:00 PM' });
    expect(slotInstant('2030-03-15', '06:00 AM').toISOString()).toBe('2030-03-15T00:30:00.000Z');
    expect(() => slotInstant('2030-02-30', '06:00 AM')).toThrow(RangeError);
  });

  it('knows real calendar days', () => {
    expect(isDateString('2028-02-29')).toBe(true);
    expect(isDateString('2030-02-29')).toBe(false);
    expect(isDateString('2030-13-01')).toBe(false);
    expect(isDateString('15-03-2030')).toBe(false);
    expect(daysBetween('2030-02-27', '2030-03-02')).toBe(3);
  });
});
