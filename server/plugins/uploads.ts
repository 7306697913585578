import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { files } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';
import type { FileStore } from '#server/features/files/file-store.ts';
import { renditionKey } from '#server/features/files/image-renditions.ts';
import { verifyFileSignature } from '#server/features/files/signed-url.ts';
import { FILE_ID_PATTERN, mimeOfStorageName, objectKey } from '#server/features/files/storage-paths.ts';

export interface UploadsPluginOptions {
  store: FileStore;
  db: DbOrTx;
  /** the key signFileUrl was called with */
  secret: string;
}

/** Public names are random and a name's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves stored uploads from the file store (the local disk or the bucket: the app serves both, so
 * the bucket stays private and the URLs and cache headers are the same either way):
 * - `GET /uploads/:name`: public files only, cached for a year (names are random and never reused),
 *   and their WebP renditions `<uuid>.w<width>.webp` (made on first request when an older image has none);
 * - `GET /api/files/:id?exp&sig`: any stored file, private ones included, after checking the signed
 *   URL; never cached.
 * Register at the root: `app.register(uploadsPlugin, { store, db, secret })`.
 */
export async function uploadsPlugin(app: FastifyInstance, options: UploadsPluginOptions): Promise<void> {
  const { store } = options;

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    // The patterns admit only our own random names, so no key can leave `public/`.
    const mime = mimeOfStorageName(name);
    if (mime) return sendObject(reply, store, objectKey('public', name), mime, IMMUTABLE);
    const rendition = await renditionKey(store, name);
    if (!rendition) throw new AppError('NOT_FOUND');
    return sendObject(reply, store, rendition, 'image/webp', IMMUTABLE);
  });

  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    '/api/files/:id',
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      if (!verifyFileSignature(options.secret, id, exp, sig)) throw new AppError('FORBIDDEN');
      if (!FILE_ID_PATTERN.test(id)) throw new AppError('NOT_FOUND');
      const [row] = await options.db
        .select({ storageName: files.storageName, visibility: files.visibility, mime: files.mime })
        .from(files)
        .where(eq(files.id, id))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND');
      return sendObject(reply, store, objectKey(row.visibility, row.storageName), row.mime, 'private, no-store');
    },
  );
}

async function sendObject(reply: FastifyReply, store: FileStore, key: string, mime: string, cacheControl: string) {
  const object = await store.get(key);
  if (!object) throw new AppError('NOT_FOUND');
  return reply
    .header('content-type', mime)
    .header('content-length', object.size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
}
