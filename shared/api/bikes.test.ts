import { describe, expect, it } from 'vitest';
import { msg } from '../messages.ts';
import { MAX_RENT_PER_HOUR, addBikeForm, maxMakeYear } from './bikes.ts';

const valid = {
  name: 'Jupiter',
  brand: 'TVS',
  category: 'Scooters',
  makeYear: '2022',
  rentPerHour: '60',
  engineCC: '110',
  plateNumber: 'tn 09  ab-1234',
};

describe('addBikeForm', () => {
  it('turns form strings into whole numbers and normalises the plate', () => {
    expect(addBikeForm.parse(valid)).toEqual({
      ...valid,
      makeYear: 2022,
      rentPerHour: 60,
      engineCC: 110,
      plateNumber: 'TN 09 AB-1234',
      // no deposit given: none (issue #17)
      deposit: 0,
    });
  });

  it('accepts numbers too (a form using valueAsNumber)', () => {
    expect(addBikeForm.parse({ ...valid, makeYear: 2022, rentPerHour: 60, engineCC: 110 }).engineCC).toBe(110);
  });

  it('allows next year, India time, and not the year after', () => {
    expect(addBikeForm.safeParse({ ...valid, makeYear: String(maxMakeYear()) }).success).toBe(true);
    const after = addBikeForm.safeParse({ ...valid, makeYear: String(maxMakeYear() + 1) });
    expect(after.error?.issues[0]?.message).toBe(msg.bikeMakeYearInvalid(1950, maxMakeYear()));
  });

  it.each([
    ['makeYear', '1e3'],
    ['rentPerHour', '-5'],
    ['engineCC', '12abc'],
    ['rentPerHour', 'NaN'],
  ])('%s = %j is not a whole number', (field, value) => {
    const result = addBikeForm.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('bounds the rent an hour so the longest ride never overflows (issue #28): ₹50,000 yes, ₹50,001 no', () => {
    expect(addBikeForm.safeParse({ ...valid, rentPerHour: String(MAX_RENT_PER_HOUR) }).success).toBe(true);
    for (const rent of [String(MAX_RENT_PER_HOUR + 1), '999999999', MAX_RENT_PER_HOUR + 1]) {
      const result = addBikeForm.safeParse({ ...valid, rentPerHour: rent });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['rentPerHour'],
        message: msg.bikeRentTooHigh(MAX_RENT_PER_HOUR),
      });
    }
  });
});
