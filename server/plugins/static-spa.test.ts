import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSpa } from './static-spa.ts';

/*
 * The built web app as the server serves it, on a stand-in build: hashed assets cached for a year;
 * index.html, the service worker and the web manifest (issue #33) asked for again every time, so an
 * update reaches every installed app at its next visit.
 */
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'revon-static-'));
  await mkdir(path.join(root, 'assets'));
  await mkdir(path.join(root, 'icons'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'offline.html'), '<!doctype html><title>offline</title>');
  await writeFile(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(root, 'workbox-1a2b3c4d.js'), 'export {};');
  await writeFile(path.join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'Rev-On Rentals' }));
  await writeFile(path.join(root, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(root, 'assets', 'index-AbC123.js'), 'export {};');
  app = Fastify();
  await staticSpa(app, { root });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves the service worker as JavaScript that is never kept', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const runtime = await app.inject({ method: 'GET', url: '/workbox-1a2b3c4d.js' });
    expect(runtime.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web manifest with its media type, not cached long', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Rev-On Rentals' });
  });

  it('caches hashed assets for a year, and answers client routes with index.html', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    const route = await app.inject({ method: 'GET', url: '/viewBikes?city=Bengaluru' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body).toContain('<title>app</title>');
    const offline = await app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.body).toContain('<title>offline</title>');
  });
});
