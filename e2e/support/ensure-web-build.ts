import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders and files whose change makes dist/web stale. */
const SOURCES = ['web', 'shared', 'vite.config.ts', 'vite.ssr.config.ts', 'index.html'];

/**
 * Builds the web app (`npm run build` → dist/web) when dist/web/index.html is missing, older than the
 * newest source file, or when `force` is set. The server serves dist/web, so the tests always see the
 * current web code without paying for a build on every run.
 */
export function ensureWebBuild(root: string, force: boolean): void {
  const index = path.join(root, 'dist', 'web', 'index.html');
  const reason = force
    ? 'E2E_BUILD=1'
    : !existsSync(index)
      ? 'dist/web/index.html is missing'
      : newestMtime(root) > statSync(index).mtimeMs
        ? 'web sources changed since the last build'
        : undefined;
  if (!reason) return;
  console.log(`[e2e] building the web app (${reason})…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`[e2e] npm run build failed (exit ${String(result.status ?? result.signal)})`);
  if (!existsSync(index)) throw new Error('[e2e] npm run build did not write dist/web/index.html');
}

function newestMtime(root: string): number {
  let newest = 0;
  const visit = (entry: string): void => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) {
        // Tests are not part of the bundle: editing one needs no rebuild.
        if (name === 'node_modules' || name.startsWith('.') || /\.test\.tsx?$/.test(name)) continue;
        visit(path.join(entry, name));
      }
      return;
    }
    newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of SOURCES) visit(path.join(root, source));
  return newest;
}
