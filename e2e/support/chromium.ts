/**
 * The one Chromium the project drives, for Playwright (playwright.config.ts) and Lighthouse
 * (bench/lighthouse.ts): Debian's package, never a downloaded browser. `CHROMIUM_PATH` points elsewhere.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless in a container: no sandbox, GPU or /dev/shm, and no background downloads during a measure. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
] as const;
