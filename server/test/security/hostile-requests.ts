import { randomUUID } from 'node:crypto';
import { parse } from 'node:querystring';

/**
 * Turning hostile payloads into requests: query strings (with repeated keys, bracket keys and bytes
 * that are not UTF-8), and the transport-level abuse every body-taking route must survive.
 */

/** encodeURIComponent that survives lone surrogates: they go out as raw, invalid UTF-8 bytes. */
export function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        return code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(ch);
      })
      .join('');
  }
}

function queryPairs(key: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(key, item));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([inner, item]) => queryPairs(`${key}[${inner}]`, item));
  }
  return [[key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]];
}

/**
 * A payload as a query string, the way a client could send it: arrays as repeated keys, nested
 * objects as `a[b]=…`, everything else as text. A non-object payload becomes a bare token.
 */
export function toQueryString(payload: unknown): string {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    return payload === undefined ? '' : encodePart(JSON.stringify(payload));
  }
  return Object.entries(payload)
    .flatMap(([key, value]) => queryPairs(key, value))
    .map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`)
    .join('&');
}

/** The query object the server's schema sees for a query string (repeated keys become arrays). */
export function parsedQuery(queryString: string): Record<string, unknown> {
  return { ...parse(queryString) };
}

/** Multipart text fields: every value travels as text (objects as JSON). */
export function toFormFields(payload: unknown): [string, string][] {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return [['payload', JSON.stringify(payload)]];
  return Object.entries(payload).flatMap(([key, value]): [string, string][] => {
    if (value === undefined) return [];
    if (Array.isArray(value)) return value.map((item) => [key, typeof item === 'string' ? item : JSON.stringify(item)]);
    return [[key, typeof value === 'string' ? value : JSON.stringify(value)]];
  });
}

/** A multipart body of text fields only, as light-my-request sends a FormData. */
export function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

export interface TransportCase {
  name: string;
  contentType: string | undefined;
  payload: string | Buffer | FormData | undefined;
  /** refused by the parser whatever the route (malformed JSON, poisoned keys, unknown types, size) */
  parserRefuses: boolean;
  status?: number;
}

const MB2 = 2 * 1024 * 1024;

const built = new Map<boolean, TransportCase[]>();

/**
 * Requests that break the transport rather than the fields. `jsonRoute`: the route takes JSON.
 * Built once (the big payloads cost more than sending them).
 */
export function transportCases(jsonRoute: boolean): TransportCase[] {
  const cached = built.get(jsonRoute);
  if (cached) return cached;
  const json = 'application/json';
  const cases: TransportCase[] = [
    { name: 'truncated JSON', contentType: json, payload: '{"email":', parserRefuses: true },
    { name: 'JSON with bare keys', contentType: json, payload: '{email: 1}', parserRefuses: true },
    { name: 'JSON with trailing garbage', contentType: json, payload: '{}}', parserRefuses: true },
    { name: 'JSON with a BOM and junk', contentType: json, payload: '\uFEFF\u0000{}', parserRefuses: true },
    {
      name: '__proto__ pollution',
      contentType: json,
      payload: '{"__proto__":{"isAdmin":true,"polluted":"yes"}}',
      parserRefuses: true,
    },
    {
      name: 'constructor.prototype pollution',
      contentType: json,
      payload: '{"constructor":{"prototype":{"isAdmin":true,"polluted":"yes"}}}',
      parserRefuses: true,
    },
    { name: 'empty JSON body', contentType: json, payload: '', parserRefuses: true },
    {
      name: 'form-urlencoded',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'email=a%40b.in&id=1',
      parserRefuses: true,
    },
    {
      name: 'XML',
      contentType: 'application/xml',
      payload: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      parserRefuses: true,
    },
    {
      name: 'JSON in UTF-16',
      contentType: 'application/json; charset=utf-16',
      payload: Buffer.from('{"a":1}', 'utf16le'),
      parserRefuses: true,
    },
    {
      name: '2 MB JSON body',
      contentType: json,
      payload: JSON.stringify({ filler: 'x'.repeat(MB2) }),
      parserRefuses: true,
      status: 413,
    },
    { name: '2 MB text body', contentType: 'text/plain', payload: 'x'.repeat(MB2), parserRefuses: true, status: 413 },
    // below: well-formed, so only the route (its schema or handler) can refuse them
    { name: 'no body at all', contentType: undefined, payload: undefined, parserRefuses: false },
    { name: 'JSON null', contentType: json, payload: 'null', parserRefuses: false },
    { name: 'JSON array', contentType: json, payload: '[{"id":1}]', parserRefuses: false },
    { name: 'JSON string', contentType: json, payload: '"hello"', parserRefuses: false },
    {
      name: 'JSON nested 5000 deep',
      contentType: json,
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      parserRefuses: false,
    },
    {
      name: 'JSON with 5 000 keys',
      contentType: json,
      payload: JSON.stringify(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]))),
      parserRefuses: false,
    },
    { name: 'text/plain JSON', contentType: 'text/plain', payload: '{"email":"a@b.in"}', parserRefuses: false },
  ];
  if (jsonRoute) {
    cases.push({
      name: 'multipart to a JSON route',
      contentType: undefined,
      payload: formOf([
        ['email', 'a@b.in'],
        ['id', randomUUID()],
      ]),
      parserRefuses: false,
    });
  }
  built.set(jsonRoute, cases);
  return cases;
}
