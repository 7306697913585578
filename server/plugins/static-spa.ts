import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { msg } from '#shared/messages.ts';

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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/socket.io');
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, message: isApi ? msg.routeNotFound : msg.notFound });
    }
    // Files with an extension that do not exist are real 404s (a missing asset must not return HTML).
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ success: false, message: msg.notFound });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', root);
  });
}
