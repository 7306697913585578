import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's minimum recommendation).
/** Hashes a password (or an OTP code) with argon2id. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** Constant-time check of a password against its argon2id hash; false on a malformed hash. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
