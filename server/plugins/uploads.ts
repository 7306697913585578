import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DbOrTx } from '#server/db/client.ts';
import { files } from '#server/db/schema/messaging.ts';
import { AppError } from '#server/errors.ts';
import { renditionPath } from '#server/features/files/image-renditions.ts';
import { verifyFileSignature } from '#server/features/files/signed-url.ts';
import {
  FILE_ID_PATTERN,
  mimeOfStorageName,
  uploadsDir,
  type FileVisibility,
} from '#server/features/files/storage-paths.ts';

export interface UploadsPluginOptions {
  dataDir: string;
  db: DbOrTx;
  /** the key signFileUrl was called with */
  secret: string;
}

/**
 * Serves stored uploads:
 * - `GET /uploads/:name`: public files only, straight from `DATA_DIR/uploads/public`, cached for a
 *   year (names are random and never reused), and their WebP renditions `<uuid>.w<width>.webp`
 *   (made on first request when an older image has none);
 * - `GET /api/files/:id?exp&sig`: any stored file, private ones included, after checking the signed
 *   URL; never cached.
 * Register at the root: `app.register(uploadsPlugin, { dataDir, db, secret })`.
 */
/** Public names are random and a name's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function uploadsPlugin(app: FastifyInstance, options: UploadsPluginOptions): Promise<void> {
  const publicDir = uploadsDir(options.dataDir, 'public');

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    // The patterns admit only our own random names, so no path can leave the public folder.
    const mime = mimeOfStorageName(name);
    if (mime) return sendFile(reply, path.join(publicDir, name), mime, IMMUTABLE);
    const rendition = await renditionPath(publicDir, name);
    if (!rendition) throw new AppError('NOT_FOUND');
    return sendFile(reply, rendition, 'image/webp', IMMUTABLE);
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
      const visibility: FileVisibility = row.visibility;
      const filePath = path.join(uploadsDir(options.dataDir, visibility), row.storageName);
      return sendFile(reply, filePath, row.mime, 'private, no-store');
    },
  );
}

async function sendFile(reply: FastifyReply, filePath: string, mime: string, cacheControl: string) {
  const stats = await stat(filePath).catch(() => undefined);
  if (!stats?.isFile()) throw new AppError('NOT_FOUND');
  return reply
    .header('content-type', mime)
    .header('content-length', stats.size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(filePath));
}
