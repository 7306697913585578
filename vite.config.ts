import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appInstallText } from './shared/messages/app-install.ts';
import { PRODUCT_NAME } from './shared/messages/site.ts';

const API_ORIGIN = 'http://localhost:3000';

/** The customer area, which router.tsx loads lazily, its pages (lazy again: pages.ts) and the other areas. */
const CUSTOMER_AREA = '/web/src/areas/customer/routes.tsx';
const CUSTOMER_PAGES = /\/web\/src\/areas\/customer\/pages\/[\w-]+\.tsx$/;
const HOME_PAGE = '/web/src/areas/customer/pages/home-page.tsx';
/** The pages most visits start on: `/`, a search from a shared link, the offers. */
const LANDING_PAGES = [
  HOME_PAGE,
  '/web/src/areas/customer/pages/view-bikes-page.tsx',
  '/web/src/areas/customer/pages/offers-page.tsx',
];
const OTHER_AREAS = ['/web/src/areas/partner/routes.tsx', '/web/src/areas/admin/routes.tsx'];
/**
 * What main.tsx evaluates first, each in a task of its own (issue #35): React DOM, then the app's start
 * (the router, the query client, the frame). Both are fetched with the entry.
 */
const REACT_DOM = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const REACT_DOM_CLIENT = '/node_modules/react-dom/client.js';
const APP_START = '/web/src/start.tsx';
/**
 * zod (and the phone library the mobile field parses with), the schemas and the full message catalogue: forms and
 * validated answers need them together. Not the Hindi catalogue (its own chunk, for Hindi visits only, D83) nor
 * the small files the home page reads (the site's texts, the language switch's).
 */
const SCHEMAS =
  /[\\/]node_modules[\\/](zod|libphonenumber-js)[\\/]|[\\/]shared[\\/](api[\\/]|messages\.ts$|messages[\\/](?!site\.ts|app-install\.ts|language(-switch)?\.ts|visit-language\.ts|hi[\\/]|mail-templates\.ts))/;

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * The message catalogue alone: the public pages the server renders (D85) show its texts, and hydrating
 * them must not evaluate every schema and zod as well.
 */
const MESSAGES =
  /[\\/]shared[\\/](messages\.ts$|messages[\\/](?!site\.ts|app-install\.ts|language(-switch)?\.ts|visit-language\.ts|hi[\\/]|mail-templates\.ts))/;
const LANDING_SCHEMAS = /[\\/]shared[\\/]api[\\/](catalog|envelope)\.ts$/;

/** Module ids of the two shared chunks, sorted by areaChunks() once the module graph is known. */
const shared = { core: new Set<string>(), customer: new Set<string>(), app: new Set<string>() };

/**
 * Left to itself the bundler gives every set of importers its own chunk: a customer page then waited
 * for some 20 small files after the entry, six at a time over HTTP/1.1. Instead, what the customer
 * area imports, and what a landing page shares with other customer pages, is two chunks: `core`
 * (also used by the partner and admin areas: session restore, list states, images, text fields)
 * and `customer` (the frame, the cards). The area and the pages stay chunks of their own, so the
 * manifest still names them (scripts/bundle-budget.test.ts reads it), and what one page alone uses
 * stays in its chunk.
 */
function areaChunks(): Plugin {
  return {
    name: 'revon:area-chunks',
    apply: 'build',
    buildEnd() {
      shared.core.clear();
      shared.customer.clear();
      shared.app.clear();
      const ids = [...this.getModuleIds()];
      const withSuffix = (...suffixes: string[]) => ids.filter((id) => suffixes.some((end) => id.endsWith(end)));
      /** The modules that `roots` import statically, transitively, without the roots. */
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        roots.forEach(visit);
        roots.forEach((root) => seen.delete(root));
        return seen;
      };
      const pages = ids.filter((id) => CUSTOMER_PAGES.test(id));
      const needed = closure(withSuffix(CUSTOMER_AREA));
      // a shared module that needs the schemas stays out: it would bring zod into every first load
      const light = (id: string) => ![id, ...closure([id])].some((dep) => SCHEMAS.test(dep));
      for (const landing of withSuffix(...LANDING_PAGES)) {
        const elsewhere = closure(pages.filter((page) => page !== landing));
        for (const id of closure([landing])) if (elsewhere.has(id) && light(id)) needed.add(id);
      }
      const others = closure(withSuffix(...OTHER_AREAS));
      for (const id of needed) shared[others.has(id) ? 'core' : 'customer'].add(id);
      // the app's start, with all it imports statically: one chunk, as the entry was
      for (const id of [...withSuffix(APP_START), ...closure(withSuffix(APP_START))]) shared.app.add(id);
    },
  };
}

/** The chunk that holds the module whose id ends with `root` (its facade, or one of a group's modules). */
function chunkOf(bundle: Rolldown.OutputBundle, root: string): Rolldown.OutputChunk {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const chunk =
    chunks.find((output) => output.facadeModuleId?.endsWith(root)) ??
    chunks.find((output) => output.moduleIds.some((id) => id.endsWith(root)));
  if (!chunk) throw new Error(`no chunk for ${root}`);
  return chunk;
}

/** The chunks `roots` name and all they import statically, imported ones first (the order to preload them). */
function withStaticImports(bundle: Rolldown.OutputBundle, roots: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (files.has(file) || output?.type !== 'chunk') return;
    output.imports.forEach(visit);
    files.add(file);
  };
  roots.forEach(visit);
  return files;
}

/** The scripts index.html loads or preloads (the entry, the customer area, the home page), set at build. */
const shellScripts = new Set<string>();

/**
 * index.html preloads the customer area's chunks and the home page's next to the entry: they are
 * lazy (a partner or admin page does not run them), but most visits are customer pages and most
 * start at `/`, and otherwise their download would only start once the entry has run.
 */
function preloadCustomerArea(): Plugin {
  return {
    name: 'revon:preload-customer-area',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const files = withStaticImports(
          bundle,
          [REACT_DOM_CLIENT, APP_START, CUSTOMER_AREA, HOME_PAGE].map((root) => chunkOf(bundle, root).fileName),
        );
        // what `/` loads at once is what the service worker precaches as the shell (see pwa() below)
        shellScripts.clear();
        for (const file of [entry.fileName, ...entry.imports, ...files]) shellScripts.add(file);
        // the entry and its imports are preloaded by Vite already
        for (const file of [entry.fileName, ...entry.imports]) files.delete(file);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The pages the server renders (D85); server/plugins/server-render.ts names their chunks (PAGE_CHUNKS).
 */
const SERVER_RENDERED_PAGES = [
  ...LANDING_PAGES,
  '/web/src/areas/customer/pages/tariff-page.tsx',
  '/web/src/areas/customer/pages/login-page.tsx',
];

/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINT_FROM_BYTES = 4096;

/**
 * The chunks a server-rendered page hydrates with (the entry, the customer area, those pages, all they
 * import) start with V8's compile hint. Without it the browser compiles each function the first time
 * it runs, on the main thread, inside the one task that evaluates the entry (React DOM alone: 40–75 ms
 * on our test machine, four times that on a phone: issue #35). With it the compiling is done beside
 * the download, on a background thread. Not the other chunks (admin, partner, charts, PDF): most of
 * their functions never run on a visit's first page.
 */
function compileHints(): Plugin {
  return {
    name: 'revon:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter((output) => output.type === 'chunk' && output.isEntry);
        const roots = [REACT_DOM_CLIENT, APP_START, CUSTOMER_AREA, ...SERVER_RENDERED_PAGES];
        const hinted = withStaticImports(bundle, [
          ...entries.map((output) => output.fileName),
          ...roots.map((root) => chunkOf(bundle, root).fileName),
        ]);
        for (const file of hinted) {
          const chunk = bundle[file] as Rolldown.OutputChunk;
          // a few lines (the runtime, a facade) compile in no time: the hint would only add bytes
          if (chunk.code.length < HINT_FROM_BYTES) continue;
          // first in the file: the hint is read from the script's start
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/** The brand's colours (web/src/styles.css: --color-ink, --color-page). */
const THEME_COLOUR = '#0c0a09';
const BACKGROUND_COLOUR = '#f4f4f5';

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => HTML_ENTITIES[c] ?? c);

/**
 * The page the service worker answers with when a page that needs the network (a search, checkout, a
 * payment) is opened offline: written at build from the catalogue's texts, one self-contained file
 * (no script: the CSP allows none inline; "Try again" opens the same address again).
 */
function offlinePage(): Plugin {
  const t = appInstallText;
  return {
    name: 'revon:offline-page',
    apply: 'build',
    generateBundle() {
      const source = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${THEME_COLOUR}" />
    <title>${escapeHtml(`${t.offlineTitle} · ${PRODUCT_NAME}`)}</title>
    <link rel="icon" href="/icons/icon-192.png" />
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${BACKGROUND_COLOUR};
        color: ${THEME_COLOUR}; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
      main { box-sizing: border-box; width: min(28rem, calc(100% - 2rem)); padding: 2rem 1.5rem; text-align: center;
        background: #fff; border-radius: 1rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
      img { width: 4rem; height: 4rem; border-radius: 0.9rem; }
      h1 { margin: 1rem 0 0.5rem; font-size: 1.5rem; }
      p { margin: 0 0 1.5rem; line-height: 1.5; color: #44403c; }
      nav { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; }
      a { padding: 0.65rem 1.1rem; border-radius: 0.6rem; font-weight: 600; text-decoration: none; }
      a.primary { background: #f59e0b; color: ${THEME_COLOUR}; }
      a.secondary { color: ${THEME_COLOUR}; box-shadow: inset 0 0 0 1px #d6d3d1; }
      a:focus-visible { outline: 3px solid #d97706; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" alt="${escapeHtml(PRODUCT_NAME)}" />
      <h1>${escapeHtml(t.offlineTitle)}</h1>
      <p>${escapeHtml(t.offlineBody)}</p>
      <nav>
        <a class="primary" href="">${escapeHtml(t.offlineRetry)}</a>
        <a class="secondary" href="/">${escapeHtml(t.offlineHome)}</a>
      </nav>
    </main>
  </body>
</html>
`;
      this.emitFile({ type: 'asset', fileName: 'offline.html', source });
    },
  };
}

/**
 * The installable app (issue #33, decision 82): the web manifest and a Workbox service worker that
 * precaches the shell (index.html, what `/` loads, the CSS, the icons, the offline page), keeps the
 * bike photos and the visited pages' hashed scripts, and never answers /api from a cache. A navigation
 * to `/` is the precached shell; any other goes to the network, and offline gets the offline page.
 * A new version waits until the person accepts the prompt (register-service-worker.tsx).
 */
function pwa() {
  return VitePWA({
    // registered lazily by web/src/lib/register-service-worker.tsx, after the page has loaded
    injectRegister: false,
    registerType: 'prompt',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: PRODUCT_NAME,
      short_name: appInstallText.appShortName,
      description: appInstallText.appDescription,
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      categories: ['travel', 'shopping'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // (the manifest's icons are added by the plugin)
      globPatterns: ['**/*.{js,css,html}'],
      // the other areas' and pages' chunks are not the shell: a customer's phone never downloads the
      // admin area ahead (a visited page's chunks are kept by the `assets` cache below)
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter((entry) => !entry.url.endsWith('.js') || shellScripts.has(entry.url)),
          warnings: [],
        }),
      ],
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/(\?.*)?$/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        // answers of the API (search, checkout, payments, accounts) only ever come from the server
        { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
        {
          // every other page needs the network: offline, the offline page instead
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'offline.html' } },
        },
        {
          // bike photos: public uploads have random names never reused (served immutable)
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'bike-photos',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // the hashed chunks of pages visited after the first (their names change with their content)
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'assets',
            expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

// The web app lives in web/; the server (port 3000) serves the built files from dist/web and, in
// development, answers the calls that the dev server proxies to it.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), areaChunks(), preloadCustomerArea(), compileHints(), offlinePage(), pwa()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // every browser we serve preloads modules itself (Chrome 66, Safari 17, Firefox 115); one without
    // just fetches each when it is imported
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the entry and all it imports statically stay one chunk; so do React DOM and the app's start,
            // which it imports one after the other (main.tsx)
            { name: 'index', tags: ['$initial'], priority: 4 },
            { name: 'react-dom', test: REACT_DOM, priority: 3 },
            { name: 'app', test: (id) => shared.app.has(id), priority: 3 },
            { name: 'core', test: (id) => shared.core.has(id), priority: 2 },
            { name: 'customer', test: (id) => shared.customer.has(id), priority: 2 },
            // zod alone, and the landing pages' answer schemas: the home page checks the fleet with
            // them without evaluating every schema and the whole catalogue (200 ms of main thread)
            { name: 'zod', test: ZOD, priority: 2 },
            { name: 'landing-schemas', test: LANDING_SCHEMAS, priority: 2 },
            { name: 'messages', test: MESSAGES, priority: 2 },
            { name: 'schemas', test: SCHEMAS, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  preview: {
    port: 4173,
  },
});
