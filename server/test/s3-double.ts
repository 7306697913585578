import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3-compatible server for tests and the e2e run: path-style buckets, PUT/GET/HEAD/DELETE of
 * objects and ListObjectsV2, with AWS Signature Version 4 checked on every request (the AWS SDK's
 * own signing, with the credentials given here). Objects are private: an unsigned request is
 * answered 403 AccessDenied, unless the object was written with `x-amz-acl: public-read`, as S3 does.
 * `setDown(true)` makes it answer every request 503 ServiceUnavailable (a store that is down).
 */
export interface S3Double {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** the stored objects, by key (tests compare and count them) */
  objects(): Map<string, StoredObject>;
  setDown(down: boolean): void;
  /** how many requests were refused for a bad or missing signature */
  refusedSignatures(): number;
  close(): Promise<void>;
}

export interface StoredObject {
  data: Buffer;
  contentType: string;
  publicRead: boolean;
}

export interface S3DoubleOptions {
  bucket?: string;
  port?: number;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  /** the most keys one ListObjectsV2 page answers (S3: 1000); small to test paging */
  pageSize?: number;
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function xml(status: number, code: string, message: string) {
  return {
    status,
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  };
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Starts the double on 127.0.0.1 (a free port unless `port` is given) with one empty bucket. */
export async function startS3Double(options: S3DoubleOptions = {}): Promise<S3Double> {
  const bucket = options.bucket ?? 'revon-test';
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'AKIDREVONTEST',
    secretAccessKey: options.secretAccessKey ?? 'revon-test-secret-key-0123456789abcdef',
  };
  const region = options.region ?? 'us-east-1';
  const objects = new Map<string, StoredObject>();
  let down = false;
  let refused = 0;

  /** True when the request carries a valid SigV4 signature by our key; false when it carries none. */
  function signed(request: IncomingMessage, body: Buffer): boolean | 'bad' {
    const header = request.headers.authorization;
    if (!header) return false;
    const match = AUTH_PATTERN.exec(header);
    if (!match) return 'bad';
    const [, keyId, date, signedRegion, signedHeaderList, signature] = match as unknown as string[];
    if (keyId !== credentials.accessKeyId || !date || !signedRegion || !signedHeaderList || !signature) return 'bad';
    const url = new URL(request.url ?? '/', 'http://double');
    const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
    const query = [...url.searchParams.entries()]
      .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const names = signedHeaderList.split(';');
    const headers = names.map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    });
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return 'bad';
    const canonical = [request.method, rawPath, query, headers.join(''), signedHeaderList, payloadHash].join('\n');
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const scope = `${date}/${signedRegion}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
    let key = hmac(`AWS4${credentials.secretAccessKey}`, date);
    key = hmac(key, signedRegion);
    key = hmac(key, 's3');
    key = hmac(key, 'aws4_request');
    const expected = hmac(key, toSign);
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? true : 'bad';
  }

  function handle(request: IncomingMessage, body: Buffer): { status: number; headers?: Record<string, string>; body?: string | Buffer } {
    if (down) return xml(503, 'ServiceUnavailable', 'Please reduce your request rate.');
    const url = new URL(request.url ?? '/', 'http://double');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const auth = signed(request, body);
    if (auth === 'bad') {
      refused += 1;
      return xml(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
    if (bucketName !== bucket) return xml(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const method = request.method ?? 'GET';

    if (!key) {
      if (method !== 'GET' || url.searchParams.get('list-type') !== '2') return xml(405, 'MethodNotAllowed', 'Not supported');
      if (!auth) return xml(403, 'AccessDenied', 'Access Denied');
      return listObjects(url.searchParams);
    }
    const object = objects.get(key);
    if (!auth) {
      // Anonymous: only a public-read object may be read, as on S3.
      if ((method === 'GET' || method === 'HEAD') && object?.publicRead) return send(object, method);
      return xml(403, 'AccessDenied', 'Access Denied');
    }
    if (method === 'PUT') {
      if (request.headers['x-amz-copy-source']) return xml(501, 'NotImplemented', 'copy is not supported');
      objects.set(key, {
        data: body,
        contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
        publicRead: request.headers['x-amz-acl'] === 'public-read',
      });
      return { status: 200, headers: { etag: `"${createHash('md5').update(body).digest('hex')}"` } };
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return { status: 204 };
    }
    if (method === 'GET' || method === 'HEAD') {
      if (!object) return method === 'HEAD' ? { status: 404 } : xml(404, 'NoSuchKey', 'The specified key does not exist.');
      return send(object, method);
    }
    return xml(405, 'MethodNotAllowed', 'Not supported');
  }

  function send(object: StoredObject, method: string) {
    return {
      status: 200,
      headers: {
        'content-type': object.contentType,
        'content-length': String(object.data.length),
        etag: `"${createHash('md5').update(object.data).digest('hex')}"`,
      },
      ...(method === 'GET' ? { body: object.data } : {}),
    };
  }

  function listObjects(params: URLSearchParams) {
    const prefix = params.get('prefix') ?? '';
    const pageSize = options.pageSize ?? 1000;
    const max = Math.min(Number(params.get('max-keys') ?? pageSize) || pageSize, pageSize);
    const after = params.get('continuation-token') ?? params.get('start-after') ?? '';
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page
      .map((k) => `<Contents><Key>${escapeXml(k)}</Key><Size>${objects.get(k)?.data.length ?? 0}</Size><StorageClass>STANDARD</StorageClass></Contents>`)
      .join('');
    const next = truncated ? `<NextContinuationToken>${escapeXml(page.at(-1) ?? '')}</NextContinuationToken>` : '';
    return {
      status: 200,
      headers: { 'content-type': 'application/xml' },
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    };
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = handle(request, Buffer.concat(chunks));
      const body = answer.body ?? '';
      const headers: Record<string, string> = { ...answer.headers };
      if (typeof body === 'string' && body) headers['content-type'] ??= 'application/xml';
      if (request.method !== 'HEAD') headers['content-length'] = String(Buffer.byteLength(body));
      response.writeHead(answer.status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    region,
    objects: () => objects,
    setDown: (value) => {
      down = value;
    },
    refusedSignatures: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
