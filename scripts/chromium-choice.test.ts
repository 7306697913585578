import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, npmChromium, pickChromium, type ResolvedChromium } from '../e2e/support/chromium.ts';

// The rules of e2e/support/chromium.ts (here, not beside it: Playwright takes every *.test.ts under e2e/).
const fromNpm = (): ResolvedChromium => ({ path: '/cache/chromium', source: 'npm @sparticuz/chromium@1', env: {} });
const onDisk =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('which Chromium the e2e tests and Lighthouse drive', () => {
  it('takes CHROMIUM_PATH when that file exists', () => {
    const chosen = pickChromium({ CHROMIUM_PATH: '/opt/chrome' }, onDisk('/opt/chrome', DEBIAN_CHROMIUM), fromNpm);
    expect(chosen).toMatchObject({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
  });

  it("falls back to Debian's Chromium when CHROMIUM_PATH points nowhere", () => {
    const chosen = pickChromium({ CHROMIUM_PATH: '/nowhere' }, onDisk(DEBIAN_CHROMIUM), fromNpm);
    expect(chosen).toMatchObject({ path: DEBIAN_CHROMIUM, source: 'debian' });
  });

  it("takes the npm package's browser when Debian's is absent or skipped", () => {
    expect(pickChromium({}, onDisk(), fromNpm).path).toBe('/cache/chromium');
    const skipped = pickChromium(
      { CHROMIUM_PATH: '/nowhere', CHROMIUM_SKIP_DEBIAN: '1' },
      onDisk(DEBIAN_CHROMIUM),
      fromNpm,
    );
    expect(skipped.path).toBe('/cache/chromium');
  });

  it('unpacks the npm browser into node_modules/.cache, and it starts with the environment given', () => {
    const chromium = npmChromium();
    expect(chromium.path).toMatch(/node_modules\/\.cache\/chromium\/[\d.]+\/chromium$/);
    accessSync(chromium.path, constants.X_OK);
    const version = spawnSync(chromium.path, ['--version'], {
      env: { ...process.env, ...chromium.env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(version.stdout).toMatch(/^Chromium \d+\./);
  }, 90_000); // the first unpacking writes 200 MB: seconds on an idle machine, more under load
});
