// `npm start` (and the benchmarks) build what is missing or older than its sources: the web app
// (dist/web, vite.config.ts), its server rendering (dist/ssr, vite.ssr.config.ts) and the server bundle that `npm start` runs (dist/server/main.js,
// vite.server.config.ts). A fresh clone builds both once; an unchanged checkout starts at once.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** @param {string} dir @returns {number} */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else if (!entry.name.includes('.test.')) latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

/** @param {string} file */
const mtime = (file) => statSync(file).mtimeMs;

const shared = newest('shared');
const targets = [
  {
    name: 'the web app',
    out: 'dist/web/index.html',
    sources: () => Math.max(newest('web'), shared, mtime('vite.config.ts')),
    command: 'npx vite build --logLevel warn',
  },
  {
    // the pages the server renders before any script runs (issue #35, D85), from the web app's sources
    name: "the web app's server rendering",
    out: 'dist/ssr/en/entry-server.js',
    sources: () => Math.max(newest('web'), shared, mtime('vite.ssr.config.ts')),
    command: 'npx vite build --config vite.ssr.config.ts --logLevel warn',
  },
  {
    name: 'the server',
    out: 'dist/server/main.js',
    // package.json: its `imports` map resolves #shared/* and #server/* in the bundle
    sources: () => Math.max(newest('server'), shared, mtime('vite.server.config.ts'), mtime('package.json')),
    command: 'npx vite build --config vite.server.config.ts --logLevel warn',
  },
];

for (const target of targets) {
  const out = path.resolve(target.out);
  if (existsSync(out) && statSync(out).mtimeMs >= target.sources()) continue;
  console.log(`Building ${target.name}…`);
  execSync(target.command, { stdio: 'inherit' });
}
