import { defineConfig } from 'vite';

/**
 * The server as one ES module for `npm start` (`node dist/server/main.js`; scripts/ensure-build.mjs
 * runs `vite build --config vite.server.config.ts` when it is missing or stale): TypeScript is
 * compiled once here instead of by tsx at every start. Packages stay in node_modules (an SSR build
 * leaves bare imports alone), so their own `import()`s stay lazy. `npm run dev`, the tests and the
 * e2e and reliability spawners run the sources through tsx.
 */
export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    target: 'node20',
    // Readable stack traces without source maps (node would need --enable-source-maps, a slower start).
    minify: false,
    copyPublicDir: false,
    // NOTE: one file, no chunks. A rebuild while a server runs (the benchmark builds, then starts)
    // cannot pull a lazily imported chunk from under it, and server/db/client.ts finds the migrations
    // at `../../drizzle` from its own URL, which holds from server/db/ and from dist/server/.
    // Nothing else is written, so the folder is not emptied first (no window with no main.js).
    emptyOutDir: false,
    rolldownOptions: {
      output: { codeSplitting: false },
    },
  },
});
