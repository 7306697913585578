import fc from 'fast-check';

/**
 * Values an attacker (or a broken client) sends where a form field is expected. Long strings are
 * built from a constant so fast-check does not spend time shrinking 100 000 characters.
 */

export const KB100 = 100 * 1024;

/** 100 KB strings of a few shapes: plain, digits, an address-like run, a run of dots, multi-byte. */
export const bigString = fc.constantFrom(
  'a'.repeat(KB100),
  '9'.repeat(KB100),
  `${'a'.repeat(KB100 / 2)}@${'b'.repeat(KB100 / 2)}.in`,
  `a@b${'.'.repeat(KB100)}`,
  'अ'.repeat(KB100 / 3),
  ' '.repeat(KB100),
);

/** Strings that break naive code: injection text, control characters, odd Unicode, path tricks. */
export const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000@x.in',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "\"); waitfor delay '0:0:5'--",
  '$where',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '\uD800',
  '\uFFFF',
  '🏍️'.repeat(50),
  '\u202Egnp.exe',
  '\r\nX-Injected: 1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '9007199254740993',
  '0x10',
  '[object Object]',
);

/**
 * Appended to an otherwise valid value, so the result still passes its schema and reaches the
 * handler and the database: a NUL byte, a lone surrogate, SQL and LIKE metacharacters, an RTL mark.
 */
export const POISONS = ['\u0000', '\uD800', "'; --", '%_\\', '\u202E', '\r\n'] as const;
export const poisonSuffix = fc.constantFrom(...POISONS);

/** Numbers (and number-like strings) outside every sane range. */
export const hostileNumber = fc.constantFrom<unknown>(
  -1,
  -0,
  0,
  0.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  Number.MAX_SAFE_INTEGER,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1',
  '9007199254740993',
  '1.5',
  '0x1F',
  '1_000',
  ' 7 ',
  '',
);

/** Calendar dates that do not exist, are out of range, or are not dates at all. */
export const badDate = fc.constantFrom(
  '2024-02-30',
  '2023-02-29',
  '2025-13-01',
  '2025-00-10',
  '0000-00-00',
  '9999-99-99',
  '1970-01-01',
  '1900-01-01',
  '2999-12-31',
  '+275760-09-13',
  '2025-1-1',
  '01/02/2025',
  'yesterday',
  'tomorrow',
  '2025-06-01T10:00:00Z',
  'Invalid Date',
  '',
);

/** Slot times that are not one of the hourly slots. */
export const badTime = fc.constantFrom(
  '25:00',
  '10:61 AM',
  '10:30 AM',
  '00:00 AM',
  '05:00 AM',
  '07:00 PM',
  'noon',
  '10:00',
  '',
);

/** Ids that are not UUIDs, or are UUID-shaped but invalid. */
export const malformedId = fc.constantFrom(
  'abc',
  '1',
  '0',
  '-1',
  "1' OR '1'='1",
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-0000-0000-0000000000000',
  '00000000000000000000000000000000',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-000000000000\u0000',
  '00000000-0000-4000-8000-000000000000 OR 1=1',
  '../00000000-0000-4000-8000-000000000000',
  '507f1f77bcf86cd799439011',
  'ffffffff-ffff-ffff-ffff-fffffffffffff',
);

/** Any JSON value of the wrong kind for `type` (a JSON Schema type name). */
export function wrongTypeFor(type: string | undefined): fc.Arbitrary<unknown> {
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.string({ maxLength: 8 }), nastyString),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true }), hostileNumber),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxLength: 3 }),
    object: fc.oneof(
      fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 3 }),
      fc.constant({ $gt: '' }),
      fc.constant({ toString: 'x' }),
    ),
  };
  const wanted = type === 'integer' ? 'number' : type;
  const wrong = Object.entries(all)
    .filter(([name]) => name !== wanted)
    .map(([, arbitrary]) => arbitrary);
  return fc.oneof(...wrong);
}

/** Keys that must never reach an object's prototype nor be trusted when a client sends them. */
export const extraKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'role',
  'status',
  'id',
  'userId',
  'partnerId',
  'tokenVersion',
  'passwordHash',
  '$where',
  'toString',
  'hasOwnProperty',
  'x'.repeat(1000),
);

/** A value for an extra key: prototype-pollution payloads, plus the usual suspects. */
export const extraValue = fc.oneof(
  fc.constant<unknown>({ isAdmin: true, polluted: 'yes' }),
  fc.constant<unknown>({ prototype: { polluted: 'yes' } }),
  fc.constant<unknown>(true),
  fc.constant<unknown>('admin'),
  hostileNumber,
);
