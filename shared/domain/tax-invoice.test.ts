import { describe, expect, it } from 'vitest';
import { stateCodeOfCity } from './gst-states.ts';
import { gstinCheckChar, gstinStateCode, isValidGstin } from './gstin.ts';
import { documentNumber, financialYear, numberInWords, rupeesInWords, seriesOf, splitGst } from './tax-invoice.ts';
import { istInstant } from './time.ts';

describe('financialYear (April to March, India time)', () => {
  it.each([
    ['2027-03-31', '23:59', '2026-27'],
    ['2027-04-01', '00:00', '2027-28'],
    ['2026-04-01', '00:00', '2026-27'],
    ['2026-12-31', '23:59', '2026-27'],
    ['2100-01-15', '12:00', '2099-00'],
  ])('%s %s IST is in %s', (date, time, fy) => {
    expect(financialYear(istInstant(date, time))).toBe(fy);
  });

  it('reads India time, not UTC: 1 April 00:10 IST is still 31 March in UTC', () => {
    const instant = istInstant('2027-04-01', '00:10');
    expect(instant.toISOString().slice(0, 10)).toBe('2027-03-31');
    expect(financialYear(instant)).toBe('2027-28');
  });
});

describe('documentNumber', () => {
  it('fits the 16 characters of GST rule 46 for each series', () => {
    expect(documentNumber('invoice', '2026-27', 123, 42)).toBe('P042/2627/000123');
    expect(documentNumber('creditNote', '2026-27', 7, 42)).toBe('P042/C2627/00007');
    expect(documentNumber('commission', '2026-27', 123)).toBe('RVC/2627/000123');
    for (const n of ['P999/2627/999999', 'P999/C2627/99999', 'RVC/2627/999999'])
      expect(n.length).toBeLessThanOrEqual(16);
  });

  it('grows rather than wraps past its padding', () => {
    expect(documentNumber('invoice', '2026-27', 1_234_567, 1234)).toBe('P1234/2627/1234567');
  });

  it('draws each kind from its own counter: per partner for rides and credit notes, one for the platform', () => {
    expect(seriesOf('invoice', 'p1')).not.toBe(seriesOf('creditNote', 'p1'));
    expect(seriesOf('invoice', 'p1')).not.toBe(seriesOf('invoice', 'p2'));
    expect(seriesOf('commission', 'p1')).toBe(seriesOf('commission', 'p2'));
  });
});

describe('splitGst (the one rounding rule of the documents)', () => {
  it('keeps the stored CGST and SGST within the state, and makes their sum the IGST across states', () => {
    expect(splitGst({ intraState: true, cgst: 462, sgst: 462 })).toEqual({ cgst: 462, sgst: 462, igst: 0 });
    expect(splitGst({ intraState: false, cgst: 462, sgst: 461 })).toEqual({ cgst: 0, sgst: 0, igst: 923 });
  });

  it('splits one amount as half rounded down and the rest, always adding up to it', () => {
    expect(splitGst({ intraState: true, total: 3 })).toEqual({ cgst: 1, sgst: 2, igst: 0 });
    expect(splitGst({ intraState: true, total: 0 })).toEqual({ cgst: 0, sgst: 0, igst: 0 });
    expect(splitGst({ intraState: false, total: 3 })).toEqual({ cgst: 0, sgst: 0, igst: 3 });
    for (let total = 0; total < 500; total += 1) {
      const s = splitGst({ intraState: true, total });
      expect(s.cgst + s.sgst).toBe(total);
      expect(s.sgst - s.cgst).toBeGreaterThanOrEqual(0);
      expect(s.sgst - s.cgst).toBeLessThanOrEqual(1);
    }
  });
});

describe('numberInWords (Indian system)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [4224, 'Four Thousand Two Hundred Twenty-Four'],
    [100_000, 'One Lakh'],
    [123_456, 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'],
    [10_000_000, 'One Crore'],
    [123_456_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [10_000_000_000, 'One Thousand Crore'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes an amount as an invoice does, and refuses what is not whole rupees', () => {
    expect(rupeesInWords(4224)).toBe('Rupees Four Thousand Two Hundred Twenty-Four Only');
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});

describe('GSTIN', () => {
  it('checks the shape, the state code and the mod-36 check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    const first14 = '29ABCDE1234F1Z';
    expect(isValidGstin(first14 + gstinCheckChar(first14))).toBe(true);
    expect(gstinStateCode('29ABCDE1234F1ZW')).toBe('29');
    expect(gstinStateCode('')).toBeNull();
  });

  it('knows the state of the cities partners rent from, however spelt', () => {
    expect(stateCodeOfCity('Bengaluru')).toBe('29');
    expect(stateCodeOfCity(' new  delhi ')).toBe('07');
    expect(stateCodeOfCity('Goa')).toBe('30');
    expect(stateCodeOfCity('Atlantis')).toBeNull();
  });
});
