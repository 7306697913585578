import { describe, expect, it } from 'vitest';
import { msgParts, textParts } from '../parts.ts';
import { mailTemplatesText } from '../mail-templates.ts';
import { textCancelledByNames, textTemplates } from '../text-messages.ts';
import { hiMsgParts, hiTextParts } from './index.ts';
import { catalogueDifferences, keysInTwoParts } from './parity.ts';
import { mailTemplatesText as hiMailTemplatesText } from './mail-templates.ts';
import { textCancelledByNames as hiTextCancelledByNames, textTemplates as hiTextTemplates } from './text-templates.ts';

describe('the Hindi catalogue has the English one’s keys, and only those', () => {
  it.each(Object.keys(msgParts))('%s', (part) => {
    const name = part as keyof typeof msgParts;
    expect(catalogueDifferences(msgParts[name], hiMsgParts[name], part)).toEqual([]);
  });

  it.each(Object.keys(textParts))('%s', (part) => {
    const name = part as keyof typeof textParts;
    expect(catalogueDifferences(textParts[name], hiTextParts[name], part)).toEqual([]);
  });

  it('the WhatsApp/SMS templates, with the same {{n}} parameters', () => {
    expect(catalogueDifferences(textTemplates, hiTextTemplates, 'textTemplates')).toEqual([]);
    const slots = (body: string) => [...body.matchAll(/\{\{\d+\}\}/g)].map((m) => m[0]).sort();
    for (const [kind, body] of Object.entries(textTemplates)) {
      expect(slots(hiTextTemplates[kind as keyof typeof textTemplates]), kind).toEqual(slots(body));
    }
  });

  it('the mails and the names of who cancelled', () => {
    expect(catalogueDifferences(mailTemplatesText, hiMailTemplatesText, 'mailTemplatesText')).toEqual([]);
    expect(catalogueDifferences(textCancelledByNames, hiTextCancelledByNames, 'textCancelledByNames')).toEqual([]);
  });

  it('no key is defined by two parts (msg and text would keep one silently)', () => {
    expect(keysInTwoParts(msgParts)).toEqual([]);
    expect(keysInTwoParts(textParts)).toEqual([]);
  });

  it('finds a key missing, a key added, an array shortened and a function of other arguments', () => {
    const english = { a: 'A', b: ['x', 'y'], c: (n: number) => `${n}`, d: { e: 'E' } };
    const other = { b: ['x'], c: () => '', d: { e: 'ई', f: 'F' }, z: 'Z' };
    expect(catalogueDifferences(english, other)).toEqual([
      '.a: only in English',
      '.z: only in the other',
      '.b: 2 items in English, 1 in the other',
      '.c: takes 1 argument(s) in English, 0 in the other',
      '.d.f: only in the other',
    ]);
  });

  it('Hindi texts are Hindi: most values have Devanagari in them', () => {
    const values = [...Object.values(hiMsgParts), ...Object.values(hiTextParts)].flatMap((part) =>
      Object.values(part).filter((value): value is string => typeof value === 'string'),
    );
    const devanagari = values.filter((value) => /[\u0900-\u097F]/.test(value));
    expect(devanagari.length / values.length).toBeGreaterThan(0.9);
  });
});
