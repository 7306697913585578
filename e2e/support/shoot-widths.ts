import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The widths every screen is looked at: a phone and a laptop. */
export const SHOT_SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** `E2E_SHOT_DIR/<name>-<width>.png` when E2E_SHOT_DIR is set, else no file. */
export const shotDirFile = (name: string) => (width: number) => {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}-${width}.png`);
};

/**
 * Shows the page at 390 px and 1280 px wide, waits for `ready` at each, checks nothing is wider than the
 * window, and saves a full-page screenshot where `file` says (default: E2E_SHOT_DIR); then puts the
 * window back as it was.
 */
export async function shootWidths(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  file: (width: number) => string | undefined = shotDirFile(name),
): Promise<void> {
  const before = page.viewportSize();
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await ready();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} is ${overflow} px wider than ${size.width} px`).toBeLessThanOrEqual(0);
    const target = file(size.width);
    if (target) await page.screenshot({ path: target, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
