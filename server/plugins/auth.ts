import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '#shared/api/auth.ts';
import { liveAccountState, type AccountState } from '../features/accounts/find-account.ts';
import { verifyToken } from '../features/accounts/tokens.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller, set by the area's guard. */
    account: AccountState | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Resolves a token to a live account of the expected role: signature and expiry, the role, that the
 * account still exists, is not blocked, and that the token was not revoked (token version).
 * Used by the HTTP guards and by the socket handshake.
 */
export async function authenticate(app: FastifyInstance, token: string | undefined, role: Role): Promise<AccountState> {
  if (!token) throw new AppError('UNAUTHORIZED');
  const claims = await verifyToken(app.deps.jwtKey, token);
  if (claims.role !== role) throw new AppError('FORBIDDEN');
  const account = await liveAccountState(app.deps.db, app.deps.accountCache, role, claims.sub);
  if (!account) throw new AppError('UNAUTHORIZED');
  // Blocked before revoked: a block also revokes tokens, and its holder should read why.
  if (!account.active) throw new AppError('BLOCKED');
  if (account.tokenVersion !== claims.tv) throw new AppError('UNAUTHORIZED');
  if (role === 'partner' && account.isVerifed === 'false') throw new AppError('NOT_VERIFIED');
  return account;
}

/**
 * Registers the guard of one route area: every route registered in `scope` (except those marked
 * `config: { public: true }`) needs a valid token of `role`.
 */
export function guardArea(scope: FastifyInstance, role: Role) {
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    request.account = await authenticate(scope, bearer(request), role);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** an open call of spec section 6: no token needed */
    public?: boolean;
  }
}

/** The caller of a guarded route; a route that reads it without a guard is a programming error. */
export function caller(request: FastifyRequest): AccountState {
  if (!request.account) throw new AppError('UNAUTHORIZED');
  return request.account;
}
