import { describe, expect, it } from 'vitest';
import { signFileUrl, verifyFileSignature } from './signed-url.ts';

const secret = 'a'.repeat(64);
const id = '7d9f0a52-3b1e-4c6f-9a8e-2f4b5c6d7e8f';

function parse(url: string) {
  const parsed = new URL(url, 'http://local');
  return {
    path: parsed.pathname,
    exp: parsed.searchParams.get('exp') ?? undefined,
    sig: parsed.searchParams.get('sig') ?? undefined,
  };
}

describe('signed file URLs', () => {
  it('signs /api/files/<id> with an expiry and verifies it', () => {
    const now = Date.UTC(2026, 0, 1);
    const { path, exp, sig } = parse(signFileUrl(secret, id, 300, now));
    expect(path).toBe(`/api/files/${id}`);
    expect(Number(exp)).toBe(now / 1000 + 300);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyFileSignature(secret, id, exp, sig, now)).toBe(true);
    expect(verifyFileSignature(secret, id, exp, sig, now + 299_000)).toBe(true);
  });

  it('refuses an expired URL', () => {
    const now = Date.UTC(2026, 0, 1);
    const { exp, sig } = parse(signFileUrl(secret, id, 300, now));
    expect(verifyFileSignature(secret, id, exp, sig, now + 300_000)).toBe(false);
  });

  it('refuses tampering with the id, the expiry, the signature or the key', () => {
    const { exp, sig } = parse(signFileUrl(secret, id));
    if (!exp || !sig) throw new Error('missing parameters');
    const otherId = '00000000-0000-4000-8000-000000000000';
    expect(verifyFileSignature(secret, otherId, exp, sig)).toBe(false);
    expect(verifyFileSignature(secret, id, String(Number(exp) + 3600), sig)).toBe(false);
    const flipped = (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
    expect(verifyFileSignature(secret, id, exp, flipped)).toBe(false);
    expect(verifyFileSignature('b'.repeat(64), id, exp, sig)).toBe(false);
  });

  it('refuses missing or malformed parameters without throwing', () => {
    const { exp, sig } = parse(signFileUrl(secret, id));
    expect(verifyFileSignature(secret, id, undefined, sig)).toBe(false);
    expect(verifyFileSignature(secret, id, exp, undefined)).toBe(false);
    expect(verifyFileSignature(secret, id, exp, 'abc')).toBe(false);
    expect(verifyFileSignature(secret, id, '1e12', sig)).toBe(false);
    expect(verifyFileSignature(secret, id, exp, `${sig ?? ''}00`)).toBe(false);
  });
});
