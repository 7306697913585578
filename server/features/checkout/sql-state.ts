/** SQLSTATEs the booking flow answers itself. */
export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';

/**
 * True when a database error (possibly wrapped by Drizzle in `cause`) carries this SQLSTATE, so a
 * feature can answer its own clear message instead of the generic one.
 */
export function hasSqlState(error: unknown, state: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === state) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
