import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { roles, type Role } from '#shared/api/auth.ts';
import { AppError } from '../../errors.ts';

/** How long a session lasts per role before the person must log in again. */
export const TOKEN_TTL_SECONDS: Record<Role, number> = {
  user: 7 * 24 * 3600,
  partner: 7 * 24 * 3600,
  admin: 12 * 3600,
};

export interface TokenClaims {
  sub: string;
  role: Role;
  /** the account's token version when issued; bumping it revokes older tokens */
  tv: number;
}

const ISSUER = 'rev-on-rentals';

export function signingKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Issues an HS256 token carrying role, subject, expiry and token version. */
export async function issueToken(key: Uint8Array, claims: TokenClaims, ttlSeconds = TOKEN_TTL_SECONDS[claims.role]) {
  return new SignJWT({ role: claims.role, tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

interface VerifiedToken {
  claims: TokenClaims;
  /** the token's `exp`, in seconds */
  exp: number;
}

/** How many verified tokens each signing key keeps (the oldest is dropped first). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Tokens whose signature was already checked, per signing key. Checking an HS256 signature (WebCrypto,
 * a job off the main thread and back) cost more than the rest of the guard on every authenticated
 * request (measured: about a tenth of a partner list's CPU); a token's signature and claims never
 * change, so only its expiry is checked again. Revocation does not depend on this: the guard compares
 * the token version with the account's on every request.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

function verifiedFor(key: Uint8Array): Map<string, VerifiedToken> {
  let verified = verifiedTokens.get(key);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(key, verified);
  }
  return verified;
}

/** Verifies signature, algorithm, issuer and expiry; UNAUTHORIZED / TOKEN_EXPIRED otherwise. */
export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims> {
  const verified = verifiedFor(key);
  const known = verified.get(token);
  // jose's rule: expired once `exp` is not after the current second. An expired one goes through jose again.
  if (known && known.exp > Math.floor(Date.now() / 1000)) return { ...known.claims };
  if (known) verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
    const role = payload.role;
    const tv = payload.tv;
    if (typeof payload.sub !== 'string' || typeof tv !== 'number' || !roles.includes(role as Role)) {
      throw new AppError('UNAUTHORIZED');
    }
    const claims: TokenClaims = { sub: payload.sub, role: role as Role, tv };
    if (typeof payload.exp === 'number') remember(verified, token, { claims, exp: payload.exp });
    return claims;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('UNAUTHORIZED');
  }
}

function remember(verified: Map<string, VerifiedToken>, token: string, entry: VerifiedToken) {
  if (verified.size >= VERIFIED_TOKENS_KEPT) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, entry);
}
