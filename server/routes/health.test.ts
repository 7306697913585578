import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const health = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return res.json<{ success: boolean; searchFeed: string; searchFeedDownSeconds: number }>();
};

describe('GET /api/health: the search feed (issue #29)', () => {
  it('says whether the change feed is heard, and counts the time it was down, without failing the check', async () => {
    expect(await health()).toMatchObject({ success: true, searchFeed: 'live', searchFeedDownSeconds: 0 });
    const { changes } = t.app.deps.database;
    changes.setLive(false);
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const down = await health();
      expect(down).toMatchObject({ success: true, searchFeed: 'down' });
      expect(down.searchFeedDownSeconds).toBeGreaterThanOrEqual(0.1);
    } finally {
      changes.setLive(true);
    }
    const back = await health();
    expect(back.searchFeed).toBe('live');
    expect(back.searchFeedDownSeconds).toBeGreaterThanOrEqual(0.1);
  });
});
