/**
 * `npm run bench:lighthouse`: Lighthouse on the home page, a /viewBikes search, /offers, /tariff and
 * /login, with the mobile preset (Lighthouse's default: a mid-range phone on slow 4G, simulated) and the
 * desktop preset, against the built app started as its own process on a throwaway demo database.
 * Prints both tables with the targets marked (issue #35), the audits that lost points, and writes
 * bench/results/<date>-lighthouse.json. A missed target is reported, never an exit code.
 *
 *   npm run bench:lighthouse -- [--runs 3] [--preset mobile|desktop|both] [--page home,offers]
 *                               [--web-dist DIR] [--lhr-dir DIR] [--tsx] [--chrome PATH]
 *                               [--cpu-slowdown 8]
 *
 * `--web-dist` measures another build (`npx vite build --outDir DIR`) without touching dist/web,
 * `--lhr-dir` keeps each run's full report (LCP phases, requests, long tasks), `--tsx` runs the
 * server's sources instead of its bundle. `--cpu-slowdown` replaces the mobile preset's 4× CPU slowdown:
 * 4× is a fixed ratio, so the phone it models is as fast as the host allows (benchmarkIndex 3,200 ÷ 4 is
 * a phone of 800, 1,200 ÷ 4 one of 300; Chrome DevTools' CPU calibration takes 1,000 for a mid-tier phone
 * such as a Pixel 5 and 264 for a low-tier one). The table prints the phone a run modelled
 * (benchmarkIndex ÷ slowdown) beside the host's own index.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import type { RetriveCitiesResponse } from '#shared/api/search.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumEnv } from '../e2e/support/chromium.ts';
import { Api } from './lib/api.ts';
import { summarise, type PageFigures } from './lib/lighthouse-audits.ts';
import { machineInfo } from './lib/machine.ts';
import { repoRoot, startBenchServer, TSX_SERVER_ARGS } from './lib/server-process.ts';
import { renderTable } from './lib/table.ts';
import { TARGETS, mark } from './lib/targets.ts';
import { rideWindow } from './lib/windows.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    preset: { type: 'string', default: 'both' },
    /** only these pages (comma-separated names: home, viewBikes, offers, tariff, login) */
    page: { type: 'string' },
    chrome: { type: 'string', default: CHROMIUM_PATH },
    /** a build other than dist/web (the server's WEB_DIST), e.g. one made with `vite build --outDir` */
    'web-dist': { type: 'string' },
    /** also write each run's full Lighthouse report here (for the audits' details: LCP phases, unused JS) */
    'lhr-dir': { type: 'string' },
    /** run the server's sources through tsx instead of the bundle (as scripts/measure-start.ts does) */
    tsx: { type: 'boolean', default: false },
    /** the mobile preset's CPU slowdown instead of Lighthouse's 4 (a phone slower than host ÷ 4) */
    'cpu-slowdown': { type: 'string' },
  },
});
const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1 && cpuSlowdown <= 50)) {
  console.error('--cpu-slowdown is a number from 1 to 50');
  process.exit(2);
}
/** The CPU slowdown of the mobile runs: Lighthouse's default unless --cpu-slowdown says otherwise. */
const MOBILE_SLOWDOWN = cpuSlowdown ?? 4;
const runs = Math.max(1, Number(values.runs) || 1);
const progress = (line: string) => process.stderr.write(`${line}\n`);

/** The pages measured: the home page, a search with a city and a window (as Apply leaves it), and three more. */
async function pages(api: Api): Promise<{ name: string; path: string }[]> {
  const cities = (await api.get<RetriveCitiesResponse>('/api/retriveCities')).data;
  const city = cities.includes('Bengaluru') ? 'Bengaluru' : (cities[0] ?? '');
  const search = new URLSearchParams({ city, ...rideWindow(7, 2) });
  return [
    { name: 'home', path: '/' },
    { name: 'viewBikes', path: `/viewBikes?${search.toString()}` },
    { name: 'offers', path: '/offers' },
    { name: 'tariff', path: '/tariff' },
    { name: 'login', path: '/login' },
  ];
}

type Preset = 'mobile' | 'desktop';
const PRESETS: Record<Preset, Config | undefined> = {
  mobile:
    cpuSlowdown === undefined
      ? undefined
      : { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } },
  desktop: desktopConfig,
};
const presets: Preset[] =
  values.preset === 'mobile' || values.preset === 'desktop' ? [values.preset] : ['mobile', 'desktop'];

/** Of several runs, the one with the median performance score (Lighthouse's own advice). */
function median(results: PageFigures[]): PageFigures {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse result');
  const runsOf = results.map(({ performance, tbtMs, fcpMs, lcpMs, benchmarkIndex }) => ({
    performance,
    tbtMs,
    fcpMs,
    lcpMs,
    benchmarkIndex,
  }));
  return { ...middle, runs: runsOf };
}

function checks(figures: PageFigures, preset: Preset) {
  const t = TARGETS.lighthouse[preset];
  return {
    performance: figures.performance >= t.performance,
    accessibility: figures.accessibility >= t.accessibility,
    fcp: figures.fcpMs <= t.fcpMs,
    lcp: figures.lcpMs <= t.lcpMs,
    tbt: figures.tbtMs <= t.tbtMs,
    cls: figures.cls <= t.cls,
  };
}

/**
 * One Lighthouse run in a fresh Chromium (no cache or storage carried between pages). A trace that
 * could not be recorded (NO_NAVSTART and the like: a busy machine) is retried twice.
 */
async function audit(url: string, label: string, preset: Preset, attempt = 1): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: [...CHROMIUM_ARGS],
    // The npm browser's libraries and fonts; another `--chrome` starts with this process's environment.
    envVars: values.chrome === CHROMIUM_PATH ? chromiumEnv() : undefined,
  });
  try {
    const answer = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      PRESETS[preset],
    );
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = answer.lhr.runtimeError;
    if (values['lhr-dir']) writeFileSync(path.join(values['lhr-dir'], `${label}.json`), JSON.stringify(answer.lhr));
    if (!failure) return summarise(answer.lhr);
    if (attempt >= 3) throw new Error(`${url}: ${failure.message}`);
    progress(`  ${failure.code}: trying again`);
  } finally {
    chrome.kill();
  }
  return audit(url, label, preset, attempt + 1);
}

interface PageResult {
  preset: Preset;
  name: string;
  url: string;
  figures: PageFigures;
}

function printPreset(preset: Preset, results: PageResult[]) {
  const t = TARGETS.lighthouse[preset];
  const rows = results.map(({ name, figures }) => {
    const ok = checks(figures, preset);
    return [
      name,
      `${figures.performance} ${mark(ok.performance)}`,
      `${figures.accessibility} ${mark(ok.accessibility)}`,
      `${figures.fcpMs} ms ${mark(ok.fcp)}`,
      `${figures.lcpMs} ms ${mark(ok.lcp)}`,
      `${figures.tbtMs} ms ${mark(ok.tbt)}${figures.runs && figures.runs.length > 1 ? ` (${figures.runs.map((run) => run.tbtMs).join('/')})` : ''}`,
      `${figures.cls.toFixed(3)} ${mark(ok.cls)}`,
    ];
  });
  const speeds = results.flatMap(({ figures }) => (figures.runs ?? [figures]).map((run) => run.benchmarkIndex));
  const slowest = Math.min(...speeds);
  const fastest = Math.max(...speeds);
  const phone =
    preset === 'mobile'
      ? `; CPU slowdown ${MOBILE_SLOWDOWN}×${cpuSlowdown === undefined ? ' (default)' : ''}, a phone of index ` +
        `${Math.round(slowest / MOBILE_SLOWDOWN)}–${Math.round(fastest / MOBILE_SLOWDOWN)}`
      : '';
  console.log(
    `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}${preset} preset, Chromium headless; ` +
      `host CPU (Lighthouse benchmarkIndex) ${slowest}–${fastest}${phone}\n`,
  );
  console.log(
    renderTable(
      [
        'page',
        `perf ≥ ${t.performance}`,
        `a11y ≥ ${t.accessibility}`,
        `FCP ≤ ${t.fcpMs} ms`,
        `LCP ≤ ${t.lcpMs} ms`,
        `TBT ≤ ${t.tbtMs} ms`,
        `CLS ≤ ${t.cls}`,
      ],
      rows,
    ),
  );
  for (const { name, figures } of results) {
    console.log(`\n${preset} ${name}${figures.lcpElement ? ` — LCP element: ${figures.lcpElement}` : ''}`);
    if (figures.failing.length === 0) console.log('  every scored audit passes');
    for (const failing of figures.failing) {
      const value = failing.displayValue ? ` (${failing.displayValue})` : '';
      console.log(`  ✗ [${failing.category}] ${failing.id}: ${failing.title}${value}`);
      for (const item of failing.items) console.log(`      ${item}`);
    }
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'revon-lighthouse-'));
  if (values['lhr-dir']) mkdirSync(values['lhr-dir'], { recursive: true });
  progress('starting the built app on a fresh demo database…');
  const server = await startBenchServer({
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(values['web-dist'] ? { WEB_DIST: path.resolve(values['web-dist']) } : {}),
    },
    logFile: path.join(dataDir, 'server.log'),
    timeoutMs: 600_000,
    ...(values.tsx ? { nodeArgs: TSX_SERVER_ARGS } : {}),
  });
  try {
    const wanted = values.page?.split(',');
    const measured = (await pages(new Api(server.baseUrl))).filter((page) => !wanted || wanted.includes(page.name));
    const results: PageResult[] = [];
    for (const preset of presets) {
      for (const page of measured) {
        const url = `${server.baseUrl}${page.path}`;
        const runsOfPage: PageFigures[] = [];
        for (let run = 1; run <= runs; run++) {
          progress(`lighthouse ${preset} ${page.name} (run ${run}/${runs})…`);
          runsOfPage.push(await audit(url, `${preset}-${page.name}-${run}`, preset));
        }
        results.push({ preset, name: page.name, url: page.path, figures: median(runsOfPage) });
      }
    }
    for (const preset of presets)
      printPreset(
        preset,
        results.filter((result) => result.preset === preset),
      );

    const date = new Date().toISOString().slice(0, 10);
    const file = path.join(repoRoot, 'bench', 'results', `${date}-lighthouse.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      runs,
      mobileCpuSlowdown: MOBILE_SLOWDOWN,
      machine: machineInfo(),
      targets: TARGETS.lighthouse,
      pages: results.map((r) => ({ ...r, checks: checks(r.figures, r.preset) })),
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten ${path.relative(repoRoot, file)}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
