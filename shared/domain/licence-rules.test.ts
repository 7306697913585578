import { describe, expect, it } from 'vitest';
import { ageOn, classCovers, licenceRefusal } from './licence-rules.ts';

const licence = {
  classes: ['MCWG'] as const,
  dob: '2000-06-15',
  validUntil: '2030-01-01',
  status: 'approved' as const,
  reason: null,
};
const ride = { transmission: 'geared' as const, engineCC: 350, pickupDate: '2026-12-01', dropDate: '2026-12-03' };

describe('licence rules', () => {
  it('class against transmission', () => {
    expect(classCovers(['MCWG'], 'geared')).toBe(true);
    expect(classCovers(['MCWG'], 'gearless')).toBe(true);
    expect(classCovers(['MCWOG'], 'gearless')).toBe(true);
    expect(classCovers(['MCWOG'], 'geared')).toBe(false);
    expect(classCovers(['MCWOG', 'MCWG'], 'geared')).toBe(true);
  });

  it('age counts a birthday on its day, and 29 February', () => {
    expect(ageOn('2008-12-01', '2026-12-01')).toBe(18);
    expect(ageOn('2008-12-02', '2026-12-01')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('refuses in order: rejected, class, expiry, age', () => {
    expect(licenceRefusal(licence, ride)).toBeUndefined();
    expect(licenceRefusal({ ...licence, status: 'rejected', reason: 'Blurred photo' }, ride)).toEqual({
      rule: 'rejected',
      reason: 'Blurred photo',
    });
    expect(licenceRefusal({ ...licence, classes: ['MCWOG'] }, ride)).toEqual({ rule: 'class' });
    expect(licenceRefusal({ ...licence, classes: ['MCWOG'] }, { ...ride, transmission: 'gearless' })).toBeUndefined();
    expect(licenceRefusal({ ...licence, validUntil: '2026-12-02' }, ride)).toEqual({ rule: 'expiry' });
    expect(licenceRefusal({ ...licence, validUntil: '2026-12-03' }, ride)).toBeUndefined();
    expect(licenceRefusal({ ...licence, dob: '2008-12-02' }, ride)).toEqual({ rule: 'age', minimum: 18 });
    expect(licenceRefusal({ ...licence, dob: '2008-12-01' }, ride)).toBeUndefined();
    expect(licenceRefusal({ ...licence, dob: '2005-12-02' }, { ...ride, engineCC: 650 })).toEqual({
      rule: 'age',
      minimum: 21,
    });
    expect(licenceRefusal({ ...licence, dob: '2005-12-01' }, { ...ride, engineCC: 650 })).toBeUndefined();
    expect(licenceRefusal({ ...licence, dob: '2005-12-02' }, { ...ride, engineCC: 500 })).toBeUndefined();
  });
});
