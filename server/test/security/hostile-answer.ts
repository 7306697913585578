/**
 * What every answer to a hostile request must look like: never a 5xx, a refusal when one is due, the
 * JSON envelope (`success: false` and a message a person can read) and nothing of the server's
 * insides: no stack trace, no SQL or driver text, no framework error code.
 */

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

export interface Expectation {
  /** the input is invalid or names nothing: only a 4xx will do */
  mustRefuse: boolean;
  /** an exact status (e.g. 413 for a body over the limit) */
  status?: number;
}

/**
 * Text that only a leak would put in an answer. None of it occurs in the hostile inputs, so an echo
 * of the input cannot trip it.
 */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat (?:async )?[\w$.<>]+ \(|\n\s+at\s/],
  ['source path', /node_modules|\/server\/|\.ts:\d+|\.js:\d+/],
  [
    'SQL error',
    /syntax error at or near|violates|invalid input syntax|duplicate key value|relation "|column "|SQLSTATE/i,
  ],
  ['SQL text', /\binsert into\b|\bselect\b[^"]{0,80}\bfrom\s+"?\w+"?\s+where\b|\bupdate\s+"\w+"\s+set\b/i],
  ['driver', /drizzle|pglite|node-postgres|PostgresError|DatabaseError/i],
  ['framework code', /FST_[A-Z_]+|ERR_[A-Z_]{4,}/],
  ['runtime error', /ZodError|TypeError|ReferenceError|RangeError|SyntaxError: Unexpected/],
];

/** The problems of one answer (empty when it is fine). */
export function answerProblems(answer: Answer, expectation: Expectation): string[] {
  const problems: string[] = [];
  const { statusCode: status } = answer;
  if (status >= 500) problems.push(`${status} (server error)`);
  else if (expectation.status !== undefined && status !== expectation.status) {
    problems.push(`status ${status}, expected ${expectation.status}`);
  } else if (expectation.mustRefuse && (status < 400 || status >= 500))
    problems.push(`status ${status}, expected a 4xx`);

  // an answer that succeeded carries data (a bike may be called anything); refusals carry only a message
  const leaks = status >= 400 ? LEAKS : LEAKS.slice(0, 1);
  for (const [what, pattern] of leaks) if (pattern.test(answer.body)) problems.push(`body leaks ${what}`);

  // a download (the partner's earnings CSV) answers its file, not the envelope, when it succeeds
  const type = answer.headers['content-type'];
  if (status < 400 && typeof type === 'string' && type.startsWith('text/csv')) return problems;

  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    problems.push(`body is not JSON: ${answer.body.slice(0, 80)}`);
    return problems;
  }
  const header = answer.headers['content-type'];
  const contentType = typeof header === 'string' ? header : '';
  if (!contentType.startsWith('application/json')) problems.push(`content-type ${contentType}`);
  const envelope = parsed as { success?: unknown; message?: unknown } | null;
  if (status >= 400) {
    if (envelope?.success !== false) problems.push('refusal without success: false');
    if (typeof envelope?.message !== 'string' || envelope.message.trim() === '')
      problems.push('refusal without a message');
  } else if (envelope?.success !== true) {
    problems.push(`${status} without success: true`);
  }
  return problems;
}
