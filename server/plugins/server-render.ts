import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '#shared/messages/language.ts';
import { APP_STYLESHEET_ATTRIBUTE, LANGUAGE_COOKIE, SIGNED_IN_COOKIE, SSR_STATE_ID } from '#shared/server-render.ts';
import { classesIn, pageStylesheet, parseStylesheet, type CssNode } from './page-css.ts';

/** What the web app's server bundle (web/src/entry-server.tsx) offers, per language. */
interface RendererModule {
  startRenderer(language: Language, transport: (url: string, init: RequestInit) => Promise<Response>): Promise<void>;
  warmUp(): Promise<void>;
  renderPage(url: string, dataTimeoutMs: number): Promise<{ html: string; state: string } | null>;
}

/** The chunk of each page the server renders, by its route (Vite names a chunk after its module's file). */
const PAGE_CHUNKS: Record<string, string> = {
  '/': 'home-page',
  '/tariff': 'tariff-page',
  '/offers': 'offers-page',
  '/login': 'login-page',
  '/viewbikes': 'view-bikes-page',
};

/** How long a page's calls may take before it renders without their answers (the browser then makes them). */
const DATA_TIMEOUT_MS = 800;

/** Reads one cookie of a Cookie header (the two this plugin reads are plain ASCII, never encoded). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Where the page's own rules of the index.html's `index`-th stylesheet go. */
const pageCssMark = (index: number) => `<!--page-css-${index}-->`;

/** JSON inside <script type="application/json">: nothing in it can close the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The app and the visitor a render is for. A renderer module is imported once per process (Node keeps
 * one instance per file), so its calls find their app here rather than in what it was started with.
 */
const rendering = new AsyncLocalStorage<{ app: FastifyInstance; ip: string }>();

/** The renderer's calls, answered by the app's own routes in process, as the visitor. */
async function transport(url: string, init: RequestInit): Promise<Response> {
  const current = rendering.getStore();
  if (!current) throw new Error('a call of the server rendering outside a render');
  const answer = await current.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: init.headers as Record<string, string>,
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    // rate limits count the visitor, not the server
    remoteAddress: current.ip,
  });
  return new Response(answer.body, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

const renderers = new Map<string, Promise<RendererModule>>();

/** The renderer bundle at `file` (one per language), started and warmed once per process. */
function loadRenderer(file: string, language: Language): Promise<RendererModule> {
  let loading = renderers.get(file);
  if (!loading) {
    loading = (async () => {
      const module = (await import(pathToFileURL(file).href)) as RendererModule;
      await module.startRenderer(language, transport);
      await module.warmUp();
      return module;
    })();
    loading.catch(() => renderers.delete(file));
    renderers.set(file, loading);
  }
  return loading;
}

export interface PageRenderer {
  /** The whole HTML document for the request, or null: serve index.html as it is. */
  render(request: FastifyRequest): Promise<string | null>;
}

/**
 * First paint without waiting for JavaScript (issue #35, D85): the public pages a visit starts on are
 * rendered here, with the page's answers fetched through the app's own routes in process, the CSS rules
 * it uses inline (the whole stylesheet follows, D87) and the answers beside the HTML for the browser to
 * hydrate with. A visitor with a session (the `revon_signed_in` cookie the web app keeps) gets
 * index.html as before: the header would otherwise flash from Login to their name. The language is the browser's choice (cookie), else Accept-Language,
 * as the web app picks it. Anything that goes wrong falls back to index.html.
 */
export function createPageRenderer(app: FastifyInstance, options: { webRoot: string }): PageRenderer {
  const ssrRoot = path.resolve(options.webRoot, '..', 'ssr');
  const entry = (language: Language) => path.join(ssrRoot, language, 'entry-server.js');
  if (!existsSync(entry('en'))) return { render: async () => null };

  const rendererFor = (language: Language) => loadRenderer(entry(language), language);
  // most visits are English: its renderer is ready before the first one (a failure shows at that visit)
  app.addHook('onReady', async () => {
    rendererFor(DEFAULT_LANGUAGE).catch(() => undefined);
  });

  let template: { head: string; tail: string; entry: string; preloads: string[]; stylesheets: CssNode[][] } | undefined;
  /**
   * index.html split around #root (read once: a deploy restarts the server). In place of each
   * stylesheet link: a mark for the rules the page uses (inline, D87), and the link with media="print",
   * which the browser fetches last and does not wait for; the app applies it once it has hydrated.
   */
  const documentParts = () => {
    if (template) return template;
    let html = readFileSync(path.join(options.webRoot, 'index.html'), 'utf8');
    const stylesheets: CssNode[][] = [];
    html = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_link, file: string) => {
      stylesheets.push(parseStylesheet(readFileSync(path.join(options.webRoot, file), 'utf8')));
      return `${pageCssMark(stylesheets.length - 1)}<link rel="stylesheet" href="/${file}" media="print" ${APP_STYLESHEET_ATTRIBUTE}>`;
    });
    // The page is on screen without the app's code: /boot.js fetches it once the page's photos have
    // loaded, and it hydrates the page then. Nothing else competes with the first screen's bytes.
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(html)?.[1];
    if (!entry) throw new Error('index.html names no entry script');
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
    html = html
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '');
    const [head = '', tail = ''] = html.split('<div id="root"></div>');
    template = { head, tail, entry, preloads, stylesheets };
    return template;
  };

  /** The <style> of a page with these classes, the same for the many visits of one page (1–5 ms to pick). */
  const pageCssCache = new Map<string, string>();
  const pageCss = (index: number, nodes: CssNode[], classes: ReadonlySet<string>) => {
    const key = `${index} ${[...classes].sort().join(' ')}`;
    let style = pageCssCache.get(key);
    if (style === undefined) {
      style = `<style>${pageStylesheet(nodes, classes).replace(/<\/style/gi, '<\\/style')}</style>`;
      if (pageCssCache.size >= 100) pageCssCache.clear();
      pageCssCache.set(key, style);
    }
    return style;
  };

  const assets = path.join(options.webRoot, 'assets');
  const pageChunks = new Map<string, string[]>();
  /**
   * The chunks the app needs to hydrate `pathname`, fetched side by side when boot.js starts it (not one
   * after the other as each import is found): what index.html preloads for the customer area (its
   * home page for `/` only), and the page's chunk with every chunk it imports.
   */
  const preloadsFor = (pathname: string, fromIndex: string[]): string[] => {
    const key = pathname.replace(/\/+$/, '').toLowerCase() || '/';
    let chunks = pageChunks.get(key);
    if (!chunks) {
      const page = PAGE_CHUNKS[key];
      const files = existsSync(assets) ? readdirSync(assets) : [];
      const pageFile = page && files.find((file) => new RegExp(`^${page}-[\\w-]{8}\\.js$`).test(file));
      const closure = new Set<string>();
      const visit = (file: string) => {
        if (closure.has(file) || !files.includes(file)) return;
        closure.add(file);
        const code = readFileSync(path.join(assets, file), 'utf8');
        for (const match of code.matchAll(/(?:^|[;\s}])import(?:[^'"`;]*?from)?\s*"\.\/([\w-]+\.js)"/g))
          visit(match[1] ?? '');
      };
      if (pageFile) visit(pageFile);
      const home = /\/assets\/home-page-/;
      chunks = [
        ...fromIndex.filter((href) => key === '/' || !home.test(href)),
        ...[...closure].map((file) => `/assets/${file}`),
      ].filter((href, index, all) => all.indexOf(href) === index);
      pageChunks.set(key, chunks);
    }
    return chunks;
  };

  return {
    async render(request) {
      const cookies = request.headers.cookie;
      if (readCookie(cookies, SIGNED_IN_COOKIE)) return null;
      const chosen = readCookie(cookies, LANGUAGE_COOKIE);
      const language = isLanguage(chosen) ? chosen : pickLanguage(request.headers['accept-language']);
      try {
        const renderer = await rendererFor(language);
        const page = await rendering.run({ app, ip: request.ip }, () =>
          renderer.renderPage(request.url, DATA_TIMEOUT_MS),
        );
        if (!page) return null;
        const { head, tail, entry: entryScript, preloads, stylesheets } = documentParts();
        const classes = classesIn(page.html);
        const withCss = stylesheets.reduce(
          (html, nodes, index) => html.replace(pageCssMark(index), () => pageCss(index, nodes, classes)),
          head,
        );
        const pathname = new URL(request.url, 'http://localhost').pathname;
        const boot = `<script type="module" src="/boot.js" data-entry="${entryScript}" data-preload="${preloadsFor(pathname, preloads).join(' ')}"></script>`;
        const state = scriptSafe(JSON.stringify({ language, queries: JSON.parse(page.state) as unknown }));
        return (
          withCss.replace('<html lang="en">', `<html lang="${language}">`).replace('</head>', `  ${boot}\n  </head>`) +
          `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${state}</script>` +
          tail
        );
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'server rendering failed: index.html instead');
        return null;
      }
    },
  };
}
