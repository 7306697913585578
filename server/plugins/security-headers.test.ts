import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet's own middleware puts on a real answer of node's HTTP server. */
async function helmetOnARealAnswer(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server: Server = createServer((request, response) => {
    middleware(request, response, () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
        headers[name] = value;
    });
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('security headers worked out once', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('are exactly the ones helmet sets on a real answer', async () => {
    expect(securityHeaders(OPTIONS)).toEqual(await helmetOnARealAnswer(OPTIONS));
    expect(securityHeaders(OPTIONS)['content-security-policy']).toContain("img-src 'self' data:");
    expect(securityHeaders(OPTIONS)).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('are on every answer: a route, a 404 and an error', async () => {
    registerSecurityHeaders(app, OPTIONS);
    app.get('/fine', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    const expected = securityHeaders(OPTIONS);
    for (const url of ['/fine', '/missing', '/broken']) {
      const answer = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name], `${url} ${name}`).toBe(value);
    }
  });
});
