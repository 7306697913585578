import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCookie } from './server-render.ts';
import { staticSpa } from './static-spa.ts';

/*
 * The server's rendering of the public pages (issue #35, D85) on a stand-in build: an index.html as Vite
 * writes it and a renderer per language that answers with what it was asked and what the app's own
 * route told it. What the plugin owns is checked here: which visitor gets a rendered page, in which
 * language, the document around it (the page's CSS rules inline, only boot.js, the answers escaped), compression,
 * and index.html whenever rendering is not for this request or fails. The real bundle is driven end to
 * end by e2e/first-paint.spec.ts.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Rev-On Rentals</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-R1.js"></script>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/core-C1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A stand-in for dist/ssr/<language>/entry-server.js. */
const rendererModule = (language: string) => `
let transport;
let started;
export async function startRenderer(lang, send) { started = lang; transport = send; }
export async function warmUp() {}
export async function renderPage(url) {
  if (url.startsWith('/boom')) throw new Error('render failed');
  if (url.startsWith('/nope')) return null;
  const answer = await (await transport('/api/who', { method: 'GET', headers: { Accept: 'application/json' } })).json();
  return {
    html: '<p class="used">' + started + '|${language}|' + url + '|' + answer.ip + '</p>',
    state: JSON.stringify({ note: '</script><script>alert(1)</script>' }),
  };
}
`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'revon-render-'));
  const web = path.join(dir, 'web');
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), INDEX_HTML);
  await writeFile(path.join(web, 'assets', 'index-S1.css'), 'body{color:red}.used{color:blue}.unused{color:green}');
  // the page's chunk and what it imports, as the build names them
  await writeFile(path.join(web, 'assets', 'core-C1.js'), 'export{};');
  await writeFile(
    path.join(web, 'assets', 'offers-page-Ab12-d_4.js'),
    'import{a as e}from"./messages-Xy12Zw34.js";import"./pagination-Pq12Rs34.js";export{e};',
  );
  await writeFile(path.join(web, 'assets', 'messages-Xy12Zw34.js'), 'import{b}from"./core-C1.js";export{b as a};');
  await writeFile(path.join(web, 'assets', 'pagination-Pq12Rs34.js'), 'export{};');
  for (const language of ['en', 'hi']) {
    await mkdir(path.join(dir, 'ssr', language), { recursive: true });
    await writeFile(path.join(dir, 'ssr', language, 'entry-server.js'), rendererModule(language));
  }
  app = Fastify();
  app.get('/api/who', async (request) => ({ success: true, message: 'ok', ip: request.ip }));
  await staticSpa(app, { root: web });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('a public page for a visitor without a session', () => {
  it('is rendered: the page inside #root, its own CSS rules inline, only boot.js, the answers escaped', async () => {
    const answer = await app.inject({ method: 'GET', url: '/tariff?x=1', remoteAddress: '10.1.2.3' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    const html = answer.body;
    // the app's own route was called as the visitor (rate limits count them, not the server)
    expect(html).toContain('<div id="root"><p class="used">en|en|/tariff?x=1|10.1.2.3</p></div>');
    expect(html).toContain('<html lang="en">');
    // the rules its classes need, then the whole stylesheet for the app to apply once it has hydrated (D87)
    expect(html).toContain(
      '<style>body{color:red}.used{color:blue}</style><link rel="stylesheet" href="/assets/index-S1.css" media="print" data-app-stylesheet>',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('rolldown-runtime');
    // the customer area's chunks that index.html preloads, started side by side by boot.js
    expect(html).toContain(
      '<script type="module" src="/boot.js" data-entry="/assets/index-E1.js" data-preload="/assets/core-C1.js"></script>',
    );
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toEqual({
      language: 'en',
      queries: { note: '</script><script>alert(1)</script>' },
    });
  });

  it("names the chunks its page hydrates with, the page's own and all they import, for boot.js to fetch at once", async () => {
    const preload = (html: string) => /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ');
    expect(preload((await get('/offers')).body)).toEqual([
      '/assets/core-C1.js',
      '/assets/offers-page-Ab12-d_4.js',
      '/assets/messages-Xy12Zw34.js',
      '/assets/pagination-Pq12Rs34.js',
    ]);
    expect(preload((await get('/login')).body)).toEqual(['/assets/core-C1.js']);
  });

  it('is in the language the browser asks for, unless the switch chose another (its cookie)', async () => {
    const hindi = await get('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('<p class="used">hi|hi|/|');
    const chosen = await get('/', { 'accept-language': 'hi-IN', cookie: 'a=b; revon_lang=en' });
    expect(chosen.body).toContain('<p class="used">en|en|/|');
    const unknown = await get('/', { 'accept-language': 'ta-IN', cookie: 'revon_lang=fr' });
    expect(unknown.body).toContain('<p class="used">en|en|/|');
  });

  it('is compressed as the browser accepts (brotli, else gzip)', async () => {
    const plain = (await get('/offers')).body;
    const br = await app.inject({ method: 'GET', url: '/offers', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await app.inject({ method: 'GET', url: '/offers', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });
});

describe('index.html as it is', () => {
  it('for a visitor with a session (the web app’s cookie): their header must not flash from Login', async () => {
    const answer = await get('/', { cookie: 'revon_signed_in=1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(INDEX_HTML);
  });

  it('for a page the renderer does not render, a failed render, and a HEAD', async () => {
    expect((await get('/nope')).body).toBe(INDEX_HTML);
    const failed = await get('/boom');
    expect([failed.statusCode, failed.body]).toEqual([200, INDEX_HTML]);
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('without a server build (dist/ssr missing)', async () => {
    const web = path.join(dir, 'web-only');
    await mkdir(web, { recursive: true });
    await writeFile(path.join(web, 'index.html'), INDEX_HTML);
    const other = Fastify();
    await staticSpa(other, { root: web });
    expect((await other.inject({ method: 'GET', url: '/' })).body).toBe(INDEX_HTML);
    await other.close();
  });
});

describe('readCookie', () => {
  it('finds one cookie among others, and nothing in no header', () => {
    expect(readCookie('a=1; revon_lang=hi; b=2', 'revon_lang')).toBe('hi');
    expect(readCookie('revon_lang_x=hi', 'revon_lang')).toBeUndefined();
    expect(readCookie(undefined, 'revon_lang')).toBeUndefined();
  });
});
