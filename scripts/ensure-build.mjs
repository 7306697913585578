// `npm start` builds the web app only when it is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve('dist/web/index.html');

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

const sources = Math.max(newest('web'), newest('shared'), statSync('vite.config.ts').mtimeMs);
if (!existsSync(out) || statSync(out).mtimeMs < sources) {
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
