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

/** Verifies signature, algorithm, issuer and expiry; UNAUTHORIZED / TOKEN_EXPIRED otherwise. */
export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
    const role = payload.role;
    const tv = payload.tv;
    if (typeof payload.sub !== 'string' || typeof tv !== 'number' || !roles.includes(role as Role)) {
      throw new AppError('UNAUTHORIZED');
    }
    return { sub: payload.sub, role: role as Role, tv };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('UNAUTHORIZED');
  }
}
