import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './login-return.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/checkOut?bike=1&city=Pune', '/checkOut?bike=1&city=Pune'],
    ['/userProfile', '/userProfile'],
    [null, null],
    ['', null],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['checkOut', null],
  ])('%s → %s', (next, path) => {
    expect(safeReturnPath(next)).toBe(path);
  });

  it('round-trips through the login link', () => {
    const path = '/checkOut?bike=b1&pickUpDate=2030-01-02&pickUpTime=10%3A00+AM';
    expect(safeReturnPath(new URL(loginPathFor(path), 'http://x').searchParams.get('next'))).toBe(path);
  });
});
