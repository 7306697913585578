import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, chromiumEnv, npmChromium, type ResolvedChromium } from './e2e/support/chromium.ts';

/**
 * End-to-end tests: the built app started as a real process (e2e/support/global-setup.ts) and driven in
 * Chromium: Debian's when installed, else the one from the npm registry (e2e/support/chromium.ts).
 * `npm run test:e2e` or `npx playwright test [file]`; `E2E_BUILD=1` forces a fresh `vite build`;
 * `E2E_SHOT_DIR=/some/dir` saves one screenshot per test; `E2E_KEEP=1` keeps the temp folder (server
 * log, data dir, captured mail); `E2E_JSON_REPORT=file` moves the JSON report (default
 * test-results/e2e.json, read by scripts/ci-summary.mjs). Never run `npx playwright install`.
 */
const isCI = Boolean(process.env.CI);
const jsonReport = process.env.E2E_JSON_REPORT ?? 'test-results/e2e.json';

const launchOptions = (chromium: ResolvedChromium) => ({
  executablePath: chromium.path,
  args: [...CHROMIUM_ARGS],
  env: chromiumEnv(chromium),
});

export default defineConfig({
  testDir: 'e2e',
  // Artifacts get their own folder: Playwright empties outputDir at start, and test-results/ also holds
  // the Vitest report that the CI summary reads.
  outputDir: 'test-results/e2e-artifacts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two cores: one is for the server process, the browser and the runner share the other.
  workers: isCI ? 1 : 2,
  timeout: 45_000,
  globalTimeout: 30 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    browserName: 'chromium',
    // Set by the global setup before workers start; workers read the config again and see it.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
    // The built app registers a service worker (decision 82) that would keep the shell and the chunks
    // of one test for the next; e2e/pwa.spec.ts is the one spec that allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: launchOptions(CHROMIUM),
  },
  projects: [
    { name: 'chromium' },
    // On CI with Debian's Chromium, the fallback from npm (what a machine without it uses) also runs the
    // home page's spec, so a Playwright upgrade that no longer drives it fails here, not on a new laptop.
    ...(isCI && !CHROMIUM.source.startsWith('npm')
      ? [
          {
            name: 'npm-chromium',
            testMatch: 'customer/home.spec.ts',
            use: { launchOptions: launchOptions(npmChromium()) },
          },
        ]
      : []),
  ],
});
