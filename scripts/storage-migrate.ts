import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '#server/env.ts';
import { copyFiles } from '#server/features/files/copy-files.ts';
import { createFileStore } from '#server/features/files/create-file-store.ts';
import { createDiskStore } from '#server/features/files/disk-store.ts';
import { uploadsRoot } from '#server/features/files/storage-paths.ts';

/**
 * `npm run storage:migrate [-- --from <uploads folder>]`: copies the local uploads (DATA_DIR/uploads
 * unless --from) into the bucket S3_BUCKET names, idempotently (docs/operations.md).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const env = loadEnv();
  if (!env.S3_BUCKET) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_FORCE_PATH_STYLE for a non-AWS service) to the bucket to copy into.');
    return 1;
  }
  const from = values.from ?? uploadsRoot(env.dataDir);
  const summary = await copyFiles(createDiskStore(from), createFileStore(env), process.stderr);
  const mb = (summary.copiedBytes / 1_000_000).toFixed(1);
  console.log(
    [
      `Copied ${summary.copied} files (${mb} MB) from ${from} into s3://${env.S3_BUCKET}`,
      `  ${summary.skipped} already there, skipped`,
      `  ${summary.failed.length} failed${summary.failed.length ? ':' : ''}`,
      ...summary.failed.slice(0, 20).map((failure) => `    ${failure.key}: ${failure.error}`),
      summary.failed.length ? '  Run it again to retry them.' : '  Nothing was deleted from the disk.',
    ].join('\n'),
  );
  return summary.failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
