import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once: none of ours depends on the request (no
 * CSP nonces), and building them per request (what @fastify/helmet does: the middleware and its CSP
 * string made again on every call) was 3–4 % of a request's CPU on every route, /api/health included.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed');
    done = true;
  });
  // helmet's middleware runs its parts in turn without waiting: a change that made it wait would
  // leave headers out silently
  if (!done) throw new Error('helmet did not finish at once: the security headers cannot be worked out ahead');
  return headers;
}

/** Sets helmet's headers for `options` on every answer (routes, 404s, errors). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(headers);
    next();
  });
}
