import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short enough that a leaked link (browser history, a screenshot of devtools) is soon useless. */
export const DEFAULT_FILE_URL_TTL_SECONDS = 300;

const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
const EXPIRY_PATTERN = /^[0-9]{1,12}$/;

function signature(secret: string, fileId: string, exp: number): string {
  // The "file:" prefix keeps these MACs apart from anything else signed with the same secret.
  return createHmac('sha256', secret).update(`file:${fileId}:${exp}`).digest('hex');
}

/**
 * A short-lived URL for a private file: `/api/files/<id>?exp=<unix seconds>&sig=<hex HMAC-SHA256>`.
 * Callers (the owner's and the admin's routes) decide who may get one; this only signs.
 */
export function signFileUrl(
  secret: string,
  fileId: string,
  ttlSeconds: number = DEFAULT_FILE_URL_TTL_SECONDS,
  now: number = Date.now(),
): string {
  const exp = Math.floor(now / 1000) + Math.max(1, Math.floor(ttlSeconds));
  const sig = signature(secret, fileId, exp);
  return `/api/files/${encodeURIComponent(fileId)}?exp=${exp}&sig=${sig}`;
}

/** True when `sig` is this server's signature of `id` and `exp`, and `exp` has not passed. */
export function verifyFileSignature(
  secret: string,
  id: string,
  exp: string | number | undefined,
  sig: string | undefined,
  now: number = Date.now(),
): boolean {
  if (exp === undefined || sig === undefined) return false;
  const expText = String(exp);
  if (!EXPIRY_PATTERN.test(expText) || !SIGNATURE_PATTERN.test(sig)) return false;
  const expSeconds = Number(expText);
  if (expSeconds * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, id, expSeconds), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

/** Signs a private file's id into its short-lived URL (an answer's photos, issue #32). */
export type FileSigner = (fileId: string) => string;

/** The signer of this server's secret: each call signs at the wall clock the file route checks against. */
export function fileSigner(secret: string, ttlSeconds: number = DEFAULT_FILE_URL_TTL_SECONDS): FileSigner {
  return (fileId) => signFileUrl(secret, fileId, ttlSeconds);
}
