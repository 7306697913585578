import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { msg } from '#shared/messages.ts';
import { createPageRenderer } from './server-render.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page compressed as the browser accepts it (brotli, else gzip, else as it is). */
async function encodeHtml(
  html: string,
  accepted: string | undefined,
): Promise<{ body: Buffer | string; encoding?: string }> {
  const encodings = (accepted ?? '').toLowerCase();
  if (/\bbr\b/.test(encodings)) {
    return { body: await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(encodings)) return { body: await gzipped(html), encoding: 'gzip' };
  return { body: html };
}

/**
 * Serves the built web app: hashed assets cached for a year; index.html, the service worker (sw.js,
 * its workbox runtime) and the web manifest asked for again every time (no-cache: an update reaches an
 * installed app at its next visit, decision 82); and every
 * other GET that is not an API call answered with index.html so client routes survive a refresh.
 * Unknown /api paths get the JSON envelope with 404.
 */
export async function staticSpa(app: FastifyInstance, options: { root: string }) {
  const root = path.resolve(options.root);
  const hasBuild = existsSync(path.join(root, 'index.html'));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const pages = createPageRenderer(app, { webRoot: root });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi =
      url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/socket.io');
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, message: isApi ? msg.routeNotFound : msg.notFound });
    }
    // Files with an extension that do not exist are real 404s (a missing asset must not return HTML).
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ success: false, message: msg.notFound });
    }
    // the public pages a visit starts on arrive rendered (issue #35, D85); the rest is the app's shell
    const rendered = request.method === 'GET' ? await pages.render(request) : null;
    if (rendered !== null) {
      // the app's compression hooks belong to routes, and this is the not-found handler
      const encoded = await encodeHtml(rendered, request.headers['accept-encoding']);
      if (encoded.encoding) reply.header('Content-Encoding', encoded.encoding);
      return reply
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Cookie, Accept-Language, Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(encoded.body);
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', root);
  });
}
