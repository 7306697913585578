import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

test('the route table lists every API route of the three areas with its schema', () => {
  const urls = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
  expect(urls).toContain('POST /api/login');
  expect(urls).toContain('GET /api/health');
  expect(urls.some((u) => u.startsWith('GET /api/partner/'))).toBe(true);
  expect(urls.some((u) => u.startsWith('GET /api/admin/'))).toBe(true);
  expect(urls.some((u) => u.startsWith('HEAD '))).toBe(false);
  expect(t.app.routeTable.find((r) => r.url === '/api/getBikes')?.isPublic).toBe(true);
});
