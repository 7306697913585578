import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The JS budget of the customer home page `/`: what the browser must download before the page can
 * render. The app is built into a temporary folder (dist/web belongs to the e2e suite), and the
 * initial set is read from the build manifest: the entry chunk of index.html with its static imports,
 * plus the customer area (router.tsx loads it lazily, but `/` needs it at once) and the home page's
 * own chunk should it ever be split from the area.
 */
const BUDGET_BYTES = 120 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
const CUSTOMER_AREA = 'src/areas/customer/routes.tsx';
const HOME_PAGE = 'src/areas/customer/pages/home-page.tsx';
/** What main.tsx imports at once, one after the other (React DOM, then the app's start). */
const STARTED_BY_ENTRY = ['../node_modules/react-dom/client.js', 'src/start.tsx'];
/** The Hindi catalogue's chunk (D83): loaded before the first render of a Hindi visit, never of an English one. */
const HINDI = 'src/lib/i18n/apply-hindi.ts';

/** Code a visitor of `/` must never download: the other areas, charts, dialogs and the chat socket. */
const FORBIDDEN: { label: string; test: (id: string) => boolean }[] = [
  { label: 'partner code', test: (id) => /\/web\/src\/(features|areas)\/partner\//.test(id) },
  { label: 'admin code', test: (id) => /\/web\/src\/(features|areas)\/admin\//.test(id) },
  { label: 'chart.js', test: (id) => /node_modules\/(chart\.js|react-chartjs-2)\//.test(id) },
  { label: 'sweetalert2', test: (id) => id.includes('node_modules/sweetalert2/') },
  { label: 'socket.io-client', test: (id) => /node_modules\/(socket\.io-client|engine\.io-client)\//.test(id) },
];

interface Chunk {
  key: string;
  file: string;
  gzip: number;
  raw: number;
}

let outDir: string;
let manifest: Manifest;
/** Output file name → the absolute ids of the modules bundled into it (shared chunks have no `src`). */
const modulesByFile = new Map<string, string[]>();
let initial: Chunk[] = [];
/** The module scripts index.html runs (output file names). */
let indexScripts: string[] = [];

/** Records which modules ended up in which chunk: the manifest alone says nothing of shared chunks. */
function captureModules(): Plugin {
  return {
    name: 'bundle-budget-capture',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modulesByFile.set(output.fileName, output.moduleIds.map(normalise));
      }
    },
  };
}

function normalise(id: string): string {
  return id.split(path.sep).join('/');
}

/**
 * The chunk index.html runs. The bundler names it `index.html` in the manifest, except when a module of
 * the app awaits at its top level (shared/messages.ts in a Hindi visit, D83): it then emits the entry as
 * the `index` chunk beside its runtime, which index.html loads both.
 */
function entryKey(): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length > 0) {
    expect(keys, 'one entry chunk (index.html)').toEqual(['index.html']);
    return 'index.html';
  }
  const named = Object.keys(manifest).filter(
    (key) => manifest[key]?.name === 'index' && manifest[key]?.file.endsWith('.js'),
  );
  expect(named, 'one entry chunk (index)').toHaveLength(1);
  return named[0] ?? '';
}

/** `key` and everything it imports statically, transitively (each key once). */
function withStaticImports(key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, seen);
}

/** The dynamic imports of these chunks. */
function lazyImportsOf(keys: Iterable<string>): string[] {
  return [...keys].flatMap((key) => manifest[key]?.dynamicImports ?? []);
}

function initialKeys(): Set<string> {
  const entry = entryKey();
  const keys = new Set<string>();
  withStaticImports(entry, keys);
  // main.tsx starts React DOM and then the app (start.tsx) at once, as dynamic imports of their own
  expect(manifest[entry]?.dynamicImports ?? [], 'main.tsx imports React DOM and the start').toEqual(
    expect.arrayContaining(STARTED_BY_ENTRY),
  );
  for (const key of STARTED_BY_ENTRY) withStaticImports(key, keys);
  // The router's lazy areas are dynamic imports of the start's chunk; `/` falls to the customer catch-all.
  expect(lazyImportsOf(keys), 'router.tsx lazy-loads the customer area').toContain(CUSTOMER_AREA);
  // index.html loads each of these scripts (the bundler's runtime, when it is a file of its own)
  for (const script of indexScripts) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.file === script);
    if (key) withStaticImports(key, keys);
  }
  withStaticImports(CUSTOMER_AREA, keys);
  // Today the home page is bundled into the area; if it becomes its own lazy chunk it is still initial.
  if (manifest[HOME_PAGE]) withStaticImports(HOME_PAGE, keys);
  return keys;
}

async function measure(key: string): Promise<Chunk> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}`);
  const bytes = await readFile(path.join(outDir, chunk.file));
  return { key, file: chunk.file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The forbidden modules of one chunk, by its manifest `src` and by the modules bundled into it. */
function forbiddenIn(chunk: Pick<Chunk, 'key' | 'file'>): string[] {
  const sources = [manifest[chunk.key]?.src ?? '', ...(modulesByFile.get(chunk.file) ?? [])].filter(Boolean);
  const found: string[] = [];
  for (const rule of FORBIDDEN) {
    // manifest sources are relative to web/ ("src/…", "../node_modules/…"); module ids are absolute
    const hit = sources.find((id) => rule.test(id.startsWith('/') ? id : `/web/${id}`));
    if (hit) found.push(`${rule.label} in ${chunk.file}: ${hit}`);
  }
  return found;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'revon-bundle-'));
  // Vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: React would be bundled in its
  // development build. Measure what `npm run build` ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true },
      plugins: [captureModules()],
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  indexScripts = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((m) => m[1] ?? '');
  initial = await Promise.all([...initialKeys()].map(measure));
  initial.sort((a, b) => b.gzip - a.gzip);
  const total = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const rows = initial.map(
    (c) => `  ${kb(c.gzip).padStart(7)} KB gz ${kb(c.raw).padStart(8)} KB raw  ${c.file}  (${c.key})`,
  );
  console.log(
    [
      `initial JS of / (gzip -9), budget ${kb(BUDGET_BYTES)} KB:`,
      ...rows,
      `  ${kb(total).padStart(7)} KB gz total`,
    ].join('\n'),
  );
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the JS the home page loads first', () => {
  it('includes the entry, the customer area and the home page', () => {
    const files = initial.map((chunk) => chunk.file);
    expect(files).toContain(manifest[entryKey()]?.file);
    expect(files).toContain(manifest[CUSTOMER_AREA]?.file);
    const homeBundled = initial.some((chunk) =>
      (modulesByFile.get(chunk.file) ?? []).some((id) => id.endsWith(`/web/${HOME_PAGE}`)),
    );
    expect(homeBundled, 'home-page.tsx is in the initial set').toBe(true);
  });

  it('holds no partner, admin, chart, dialog or socket code', () => {
    expect(initial.flatMap(forbiddenIn)).toEqual([]);
  });

  it('would notice such code: the detector flags the partner and admin areas and the chart chunk', () => {
    const flagged = (key: string) =>
      forbiddenIn({ key, file: manifest[key]?.file ?? '' }).map((hit) => hit.split(' in ')[0]);
    expect(flagged('src/areas/partner/routes.tsx')).toContain('partner code');
    expect(flagged('src/areas/admin/routes.tsx')).toContain('admin code');
    const chartChunk = Object.keys(manifest).find((key) => manifest[key]?.src?.includes('features/charts/'));
    if (!chartChunk) throw new Error('no lazy chart chunk in the manifest');
    const chartImports = manifest[chartChunk]?.imports ?? [];
    expect(chartImports.flatMap((key) => flagged(key))).toContain('chart.js');
  });

  it(`stays within ${BUDGET_BYTES / 1024} KB gzipped`, () => {
    const total = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
    expect(total, `initial JS is ${kb(total)} KB gz`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
  it('an English visit downloads no Hindi: the catalogue is a chunk of its own, outside the initial set', () => {
    expect(lazyImportsOf(initial.map((chunk) => chunk.key)), 'the start imports the Hindi chunk lazily').toContain(HINDI);
    const hindiIn = initial.filter((chunk) =>
      (modulesByFile.get(chunk.file) ?? []).some((id) => id.includes('/shared/messages/hi/')),
    );
    expect(hindiIn.map((chunk) => chunk.file)).toEqual([]);
  });

  it(`a Hindi visit (the initial set, the Hindi chunk and what it imports) stays within ${BUDGET_BYTES / 1024} KB gzipped too`, async () => {
    const keys = new Set<string>();
    withStaticImports(HINDI, keys);
    const extra = await Promise.all(
      [...keys].filter((key) => !initial.some((chunk) => chunk.key === key)).map(measure),
    );
    const total = [...initial, ...extra].reduce((sum, chunk) => sum + chunk.gzip, 0);
    console.log(
      `initial JS of / in Hindi: ${kb(total)} KB gz (${extra.map((c) => `${c.file} ${kb(c.gzip)} KB`).join(', ')})`,
    );
    expect(total, `initial JS in Hindi is ${kb(total)} KB gz`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
