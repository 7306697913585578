import type { Env } from '#server/env.ts';
import { createDiskStore } from './disk-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3Store } from './s3-store.ts';
import { uploadsRoot } from './storage-paths.ts';

/** The store the environment asks for: the bucket when S3_BUCKET is set, else `DATA_DIR/uploads`. */
export function createFileStore(
  env: Pick<Env, 'dataDir' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'AWS_REGION'>,
): FileStore {
  if (!env.S3_BUCKET) return createDiskStore(uploadsRoot(env.dataDir));
  return createS3Store({
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_FORCE_PATH_STYLE !== undefined ? { forcePathStyle: env.S3_FORCE_PATH_STYLE } : {}),
    ...(env.AWS_REGION ? { region: env.AWS_REGION } : {}),
  });
}
