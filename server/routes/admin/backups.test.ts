import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupNowResponse } from '#shared/api/backups.ts';
import { msg } from '#shared/messages.ts';
import { pruneBackups } from '#server/features/backups/write-scheduled-backup.ts';
import { verifyArchive } from '#server/features/backups/restore-backup.ts';
import { signedInAdmin, signedInUser } from '#server/test/kits/admin-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let off: TestApp;
let backupDir: string;

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(tmpdir(), 'revon-backups-'));
  t = await createTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '2' } });
  off = await createTestApp({ env: { BACKUP_DIR: 'off' } });
});

afterAll(async () => {
  await off.close();
  await t.close();
  await rm(backupDir, { recursive: true, force: true });
});

describe('POST /api/admin/backupNow', () => {
  it('writes the archive into BACKUP_DIR and names it; the archive verifies', async () => {
    const { headers } = await signedInAdmin(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/backupNow', headers });
    expect(res.statusCode).toBe(200);
    const { data, message } = backupNowResponse.parse(res.json());
    expect(data.file).toMatch(/^revon-backup-\d{8}-\d{6}(-\d+)?\.tar$/);
    expect(message).toBe(msg.backupWritten(data.file));
    expect(data.size).toBeGreaterThan(1000);
    const manifest = await verifyArchive(path.join(backupDir, data.file));
    expect(manifest.counts).toEqual(data.counts);
  });

  it('keeps the newest BACKUP_KEEP archives (two quick clicks get two names)', async () => {
    const { headers } = await signedInAdmin(t);
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/backupNow', headers })).statusCode).toBe(200);
    }
    const tars = (await readdir(backupDir)).filter((name) => name.endsWith('.tar')).sort();
    expect(tars, tars.join(', ')).toHaveLength(2);
  });

  it('answers 409 with the reason when BACKUP_DIR=off, and writes nothing', async () => {
    const { headers } = await signedInAdmin(off);
    const res = await off.app.inject({ method: 'POST', url: '/api/admin/backupNow', headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: msg.backupsOff });
    expect(off.app.deps.env.backupDir).toBeUndefined();
  });

  it('is refused to a customer token (403) and without a token (401)', async () => {
    const { headers } = await signedInUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backupNow', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backupNow' })).statusCode).toBe(401);
  });
});

describe('pruneBackups', () => {
  it('deletes the oldest of our archives past the limit and leaves other files alone', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'revon-prune-'));
    const names = ['revon-backup-20260101-210000.tar', 'revon-backup-20260102-210000.tar', 'revon-backup-20260103-210000.tar'];
    for (const name of [...names, 'notes.txt']) await writeFile(path.join(dir, name), 'x');
    expect(await pruneBackups(dir, 2)).toEqual([names[0]]);
    expect((await readdir(dir)).sort()).toEqual(['notes.txt', names[1], names[2]]);
    await rm(dir, { recursive: true, force: true });
  });
});
