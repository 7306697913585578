/** Business constants of spec section 9 and our own limits (docs/decisions.md). */
export const OTP_LENGTH = 4;
export const OTP_COUNTDOWN_START = 5;
export const OTP_TTL_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
/** Wrong codes one address may enter for one purpose (any challenge, any client) before a lock. */
export const OTP_WRONG_CODES_BEFORE_LOCK = 10;
/** The first lock of a ladder; each further lock doubles the previous one, up to the cap. */
export const OTP_FIRST_LOCK_HOURS = 24;
export const OTP_MAX_LOCK_DAYS = 90;
export const PASSWORD_MIN_LENGTH = 9; // "more than 8 characters" (the product decisions)
export const PASSWORD_MAX_LENGTH = 128;
export const REQUEST_TIMEOUT_MS = 110_000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** the largest JSON or form body a route reads (uploads are multipart, limited per file above) */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const ALLOWED_IMAGE_MIME = ['image/gif', 'image/jpeg', 'image/png'] as const;
export const HOLD_MINUTES = 15;
export const MIN_RENT_HOURS = 24;
export const KM_LIMIT = 120;
export const EXCESS_KM_CHARGE = 4.0;
export const HELMET_CHOICES = [1, 2] as const;
export const PAGE_SIZE_CUSTOMER_BIKES = 8;
export const PAGE_SIZE_PARTNER_BIKES = 6;
export const PAGE_SIZE_PARTNER_BOOKINGS = 5;
export const TIME_ZONE = 'Asia/Kolkata';
