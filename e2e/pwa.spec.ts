import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { PRODUCT_NAME, text } from '#shared/messages.ts';
import { CHROMIUM, CHROMIUM_ARGS, chromiumEnv } from './support/chromium.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 33, decision 82: the installable app. The suite blocks service workers (playwright.config.ts);
// this spec alone lets the built app's worker install, in a context of its own per test.
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker is active and controls the page. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

async function expectIcons(request: APIRequestContext, icons: ManifestIcon[]) {
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    const [width] = icon.sizes.split('x').map(Number);
    expect(pngSize(await answer.body())).toEqual({ width, height: width });
  }
  const kinds = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(kinds).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
}

test.describe('the installable app', () => {
  test('the manifest is linked and valid, with its icons and headers, and the worker controls the page', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: text.heroTitle })).toBeVisible();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const answer = await request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: PRODUCT_NAME,
      short_name: text.appShortName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0c0a09',
    });
    await expectIcons(request, manifest.icons);

    // the worker's script is always asked for again (a long cache would delay every update)
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await controlledByWorker(page);
  });

  test('Chromium finds the app installable (what Lighthouse’s installable-manifest audit asked)', async ({
    baseURL,
  }) => {
    // A test's context is an incognito one, where Chromium installs nothing ("in-incognito"): this
    // check opens a profile of its own, as Lighthouse does. Lighthouse 12 has no PWA audits any more.
    const profile = mkdtempSync(path.join(tmpdir(), 'revon-e2e-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM.path,
      args: [...CHROMIUM_ARGS],
      env: chromiumEnv(CHROMIUM),
      headless: true,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { name: text.heroTitle })).toBeVisible();
      await controlledByWorker(page);
      const cdp = await context.newCDPSession(page);
      const manifestCheck = await cdp.send('Page.getAppManifest');
      expect(manifestCheck.errors).toEqual([]);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('offline, the home page loads from the cache and a search shows the offline page', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: text.heroTitle })).toBeVisible();
    await controlledByWorker(page);
    // online again under the worker: the home page's bike photos go through it into their cache
    await page.reload();
    await expect(page.getByRole('heading', { name: text.heroTitle })).toBeVisible();
    await page.getByRole('heading', { name: text.ourFleet }).scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('bike-photos')).keys()).length))
      .toBeGreaterThan(0);

    await context.setOffline(true);
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: text.heroTitle })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();

      // an API call is never answered from a cache: offline, it fails
      const api = await page.evaluate(() =>
        fetch('/api/retriveCities').then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(api).toBe('failed');

      await page.goto('/viewBikes?city=Bengaluru');
      await expect(page.getByRole('heading', { name: text.offlineTitle, level: 1 })).toBeVisible();
      await expect(page.getByText(text.offlineBody)).toBeVisible();
      await expect(page.getByRole('link', { name: text.offlineRetry })).toBeVisible();
      await expect(page.getByRole('link', { name: text.offlineHome })).toHaveAttribute('href', '/');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: testInfo.outputPath(`offline-${width}.png`), fullPage: true });
      }

      // from the offline page back to the home page, still offline
      await page.getByRole('link', { name: text.offlineHome }).click();
      await expect(page.getByRole('heading', { name: text.heroTitle })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
