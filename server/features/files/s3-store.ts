import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { FileStore, ListedObject, StoredObject } from './file-store.ts';
import { storeUnavailable } from './file-store.ts';

export interface S3StoreOptions {
  bucket: string;
  /** a non-AWS service (MinIO, R2, Spaces, a test double); unset: AWS itself */
  endpoint?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO, most doubles) */
  forcePathStyle?: boolean;
  /** unset: the SDK's own chain (AWS_REGION, ~/.aws/config); us-east-1 when an endpoint is set without one */
  region?: string;
  /** unset: the SDK's own chain (AWS_ACCESS_KEY_ID…, profiles, instance roles) */
  credentials?: S3ClientConfig['credentials'];
}

/** A stuck store must not hold an upload for minutes: the request fails fast with a 503. */
const CONNECTION_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 20_000;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/**
 * The S3-compatible store (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces) through
 * `@aws-sdk/client-s3`. Objects are written without an ACL, so they are as private as the bucket:
 * public photos are served by the app under `/uploads/...` (docs/deployment.md), identity documents
 * only through its signed URLs. The SDK is loaded with the first call, so a disk-only start never
 * loads it.
 */
export function createS3Store(options: S3StoreOptions): FileStore {
  let client: Promise<{ s3: S3Client; sdk: typeof S3Sdk }> | undefined;
  const open = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const region = options.region ?? (options.endpoint ? 'us-east-1' : undefined);
      const s3 = new sdk.S3Client({
        ...(region ? { region } : {}),
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        forcePathStyle: options.forcePathStyle ?? false,
        // NOTE: checksums only where the API requires them: several S3-compatible services refuse
        // the SDK's default CRC32 trailers, and our bodies are whole buffers anyway.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 2,
        requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      });
      return { s3, sdk };
    });
    return client;
  };
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { s3, sdk } = await open();
      try {
        await s3.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
      } catch (error) {
        throw storeUnavailable(error);
      }
    },
    async get(key): Promise<StoredObject | undefined> {
      const { s3, sdk } = await open();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return undefined;
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw storeUnavailable(error);
      }
    },
    async has(key) {
      const { s3, sdk } = await open();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw storeUnavailable(error);
      }
    },
    async delete(keys) {
      const { s3, sdk } = await open();
      try {
        // One call per key: DeleteObjects needs a Content-MD5 some compatible services do not take.
        await Promise.all(keys.map((key) => s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }))));
      } catch (error) {
        throw storeUnavailable(error);
      }
    },
    async *list(prefix): AsyncIterable<ListedObject> {
      const { s3, sdk } = await open();
      let token: string | undefined;
      do {
        let page;
        try {
          page = await s3.send(
            new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }),
          );
        } catch (error) {
          throw storeUnavailable(error);
        }
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
