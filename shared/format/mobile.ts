/**
 * A stored mobile number (E.164, issue #33) as people read and type it in India: an Indian number as
 * its 10 digits (`+919876543210` → `9876543210`, the spec's form), any other as stored.
 */
export function displayMobile(mobile: string): string;
export function displayMobile(mobile: string | null): string | null;
export function displayMobile(mobile: string | null): string | null {
  if (mobile === null) return null;
  return /^\+91\d{10}$/.test(mobile) ? mobile.slice(3) : mobile;
}
