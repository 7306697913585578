import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { tmpdir } from 'node:os';

/** The address the per-address rate limits count, as the app's Fastify option derives it. */
async function seenIp(trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string) {
  const env = loadEnv({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: trustProxy });
  const app = Fastify({ trustProxy: env.TRUST_PROXY });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return res.json<{ ip: string }>().ip;
}

describe('TRUST_PROXY (whose X-Forwarded-For the rate limits believe)', () => {
  it('by default believes only a proxy on the same host: a remote client cannot pick its address', async () => {
    expect(await seenIp(undefined, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(await seenIp(undefined, '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    // behind a local nginx that appends the real client: the client's own forged entry is ignored
    expect(await seenIp(undefined, '127.0.0.1', '10.9.9.9, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('takes a list of proxy addresses or subnets, or false', async () => {
    expect(await seenIp('10.0.0.0/8', '10.0.0.2', 'forged, 198.51.100.1')).toBe('198.51.100.1');
    expect(await seenIp('10.0.0.2', '10.0.0.3', '198.51.100.1')).toBe('10.0.0.3');
    expect(await seenIp('false', '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
  });

  it('refuses "true" at boot, which would let any client pick its address', () => {
    expect(() => loadEnv({ DATA_DIR: tmpdir(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
