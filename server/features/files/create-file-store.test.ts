import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '#server/env.ts';
import { createFileStore } from './create-file-store.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'revon-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = (more: Record<string, string> = {}) => loadEnv({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...more });

describe('the file store and backup settings from the environment', () => {
  it('keeps files on the disk without S3_BUCKET, and in the bucket with it', () => {
    expect(createFileStore(env()).kind).toBe('disk');
    const s3 = env({ S3_BUCKET: 'revon-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(s3).toMatchObject({ S3_BUCKET: 'revon-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    expect(createFileStore(s3).kind).toBe('s3');
  });

  it('names the variable that is wrong', () => {
    expect(() => env({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(EnvError);
    expect(() => env({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => env({ S3_BUCKET: 'revon', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT: must be a URL/);
    expect(() => env({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required when S3_ENDPOINT/);
    expect(() => env({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('backs up into DATA_DIR/backups by default, elsewhere with BACKUP_DIR, nowhere with off', () => {
    expect(env().backupDir).toBe(path.join(dataDir, 'backups'));
    expect(env().BACKUP_KEEP).toBe(7);
    expect(env({ BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '14' })).toMatchObject({ backupDir: '/srv/backups', BACKUP_KEEP: 14 });
    expect(env({ BACKUP_DIR: 'off' }).backupDir).toBeUndefined();
  });
});
