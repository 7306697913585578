import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
/** zod, the schemas and the full message catalogue: forms and validated answers need them together. */
const SCHEMAS = /[\\/]node_modules[\\/]zod[\\/]|[\\/]shared[\\/](api[\\/]|messages\.ts$)/;

/** Module ids of the two shared chunks, sorted by areaChunks() once the module graph is known. */
const shared = { core: new Set<string>(), customer: new Set<string>() };

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
    },
  };
}

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
        const files = new Set<string>();
        const visit = (file: string) => {
          const output = bundle[file];
          if (files.has(file) || output?.type !== 'chunk') return;
          output.imports.forEach(visit);
          files.add(file);
        };
        for (const root of [CUSTOMER_AREA, HOME_PAGE]) {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(root),
          );
          if (!chunk) throw new Error(`no chunk for ${root}`);
          visit(chunk.fileName);
        }
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

// The web app lives in web/; the server (port 3000) serves the built files from dist/web and, in
// development, answers the calls that the dev server proxies to it.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), areaChunks(), preloadCustomerArea()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the entry and all it imports statically stay one chunk
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'core', test: (id) => shared.core.has(id), priority: 2 },
            { name: 'customer', test: (id) => shared.customer.has(id), priority: 2 },
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
