import { describe, expect, it } from 'vitest';
import { parseLicenceNumber } from './licence-number.ts';

const YEAR = 2026;

describe('parseLicenceNumber', () => {
  it.each([
    ['MH12 20110012345', 'MH12 20110012345'],
    ['MH1220110012345', 'MH12 20110012345'],
    ['mh12 20110012345', 'MH12 20110012345'],
    ['MH-12-2011-0012345', 'MH12 20110012345'],
    ['MH12-20110012345', 'MH12 20110012345'],
    ['MH 12 2011 0012345', 'MH12 20110012345'],
    ['  MH12  2011 0012345 ', 'MH12 20110012345'],
    ['KA05/2019/0001234', 'KA05 20190001234'],
    ['DL-0420110149646', 'DL04 20110149646'],
    ['TN.72.2015.0007788', 'TN72 20150007788'],
    ['MH-4-2011-0012345', 'MH04 20110012345'],
    ['MH4 20110012345', 'MH04 20110012345'],
    ['ＭＨ１２ ２０１１００１２３４５', 'MH12 20110012345'],
    ['UP14 20260000001', 'UP14 20260000001'],
  ])('%j → %j', (input, expected) => {
    expect(parseLicenceNumber(input, YEAR)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['MH12'],
    ['MH122011001234'], // 14 characters, glued: ambiguous
    ['MH12201100123456'], // 16 characters
    ['XX12 20110012345'], // no such state
    ['MH00 20110012345'], // no RTO 00
    ['MH12 18990012345'], // before 1950
    ['MH12 20270012345'], // after this year
    ['MH1O 20110012345'], // letter O for a zero
    ['12MH 20110012345'],
    ['MH12_20110012345'],
    ['MH12 2011 001234S'],
    ['<script>alert(1)</script>'],
    ['MH12 20110012345; DROP TABLE users'],
    ['MH12 2011 0012345 0012345 0012345 00'],
  ])('refuses %j', (input) => {
    expect(parseLicenceNumber(input, YEAR)).toBeUndefined();
  });
});
