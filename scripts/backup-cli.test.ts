import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceLockFile } from '#server/db/instance-lock.ts';

// `npm run backup -- --out <file>` and `npm run restore -- <file>` as an operator runs them, on the
// embedded database: exit codes, the summary, the progress bar, and the refusals.

const root = path.resolve(import.meta.dirname, '..');
let work: string;

function run(script: string, args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    for (const name of ['DATABASE_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'BACKUP_DIR']) delete env[name];
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'revon-cli-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the backup and restore commands (embedded database)', () => {
  const source = () => path.join(work, 'source');
  const target = () => path.join(work, 'target');
  const archive = () => path.join(work, 'marketplace.tar');

  it('backs up a data folder no instance holds, with a progress bar and a summary', async () => {
    const result = await run('scripts/backup.ts', ['--out', archive()], source());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Backup written to ${archive()}`);
    expect(result.stdout).toMatch(/migrations \d+ \(\d{4}_/);
    expect(result.stderr).toMatch(/backup {2}\[#+\] 100 %/);
    expect(existsSync(archive())).toBe(true);
    expect(existsSync(instanceLockFile(source()))).toBe(false);
  }, 120_000);

  it('refuses to back up a data folder a running instance holds (exit 1)', async () => {
    // this test runner is alive: as good a holder as a server
    await writeFile(instanceLockFile(source()), `${process.pid}\n`);
    const result = await run('scripts/backup.ts', ['--out', path.join(work, 'other.tar')], source());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Back up now');
    expect(existsSync(path.join(work, 'other.tar'))).toBe(false);
    await rm(instanceLockFile(source()));
  }, 120_000);

  it('restores into an empty folder, then refuses the same folder, now not empty (exit 1, nothing changed)', async () => {
    const first = await run('scripts/restore.ts', [archive()], target());
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('as the manifest says');
    expect(first.stderr).toMatch(/verify {2}\[#+\] 100 %/);
    const before = await readdir(path.join(target(), 'pglite'));
    const second = await run('scripts/restore.ts', [archive()], target());
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('Restore refused, nothing changed');
    expect(await readdir(path.join(target(), 'pglite'))).toEqual(before);
  }, 180_000);

  it('explains its usage (exit 2)', async () => {
    expect((await run('scripts/restore.ts', [], target())).code).toBe(2);
    expect((await run('scripts/backup.ts', [], target())).code).toBe(2);
  }, 60_000);
});
