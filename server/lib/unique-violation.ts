/**
 * True when a database error (possibly wrapped by Drizzle in `cause`) is a unique violation
 * (SQLSTATE 23505), so a feature can answer its own clear 409 instead of the generic one.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
