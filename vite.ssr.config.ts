import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { LANGUAGES } from './shared/messages/language.ts';

const OUT = path.resolve('dist/ssr');
const [FIRST, ...OTHERS] = LANGUAGES;

/**
 * One copy of the bundle per language (dist/ssr/en, dist/ssr/hi): the server imports each once, and a
 * language's catalogue is put in place once per module instance, before the pages' modules run, as in
 * a browser (D83, D85).
 */
function copyPerLanguage(): Plugin {
  return {
    name: 'revon:ssr-per-language',
    apply: 'build',
    closeBundle() {
      for (const language of OTHERS) {
        const target = path.join(OUT, language);
        rmSync(target, { recursive: true, force: true });
        cpSync(path.join(OUT, FIRST), target, { recursive: true });
      }
    },
  };
}

/**
 * The web app's server-rendering bundle (web/src/entry-server.tsx; issue #35, D85), built after the
 * web app (`npm run build`, scripts/ensure-build.mjs). Packages stay in node_modules.
 */
export default defineConfig({
  root: 'web',
  plugins: [react(), copyPerLanguage()],
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: path.join(OUT, FIRST),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
