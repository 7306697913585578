import type { Browser, Page } from '@playwright/test';
import { text } from '#shared/messages.ts';
import { hiTextParts } from '#shared/messages/hi/index.ts';
import { CITY, rideWindow } from './booking/booking-kit.ts';
import { createUser } from './support/accounts.ts';
import { expect, signIn, test } from './support/fixtures.ts';
import { shootWidths } from './support/shoot-widths.ts';
import { recordApiCalls } from './support/ui.ts';

// Issue 35, first paint without waiting for JavaScript (D85): the public pages a visit starts on arrive
// rendered by the server, with their bikes and coupons; with the app's code they hydrate without a second
// call or an error, and nothing can be typed or tapped before; a signed-in customer gets the app itself.

const hi = Object.assign({}, ...Object.values(hiTextParts)) as unknown as typeof text;
const search = new URLSearchParams({ city: CITY, ...rideWindow(9) }).toString();

/** A page in a browser that runs no script at all: what a phone shows before the app's code arrives. */
async function withoutScripts<T>(browser: Browser, locale: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('the public pages are on screen, with their bikes and coupons, before any script runs', async ({ browser }) => {
  await withoutScripts(browser, 'en-IN', async (page) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: text.heroTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/tariff');
    await expect(page.getByRole('heading', { level: 1, name: text.pageTariff })).toBeVisible();
    const tariff = page.getByRole('list', { name: text.pageTariff }).getByRole('article');
    expect(await tariff.count()).toBeGreaterThan(0);
    // the first photo is in the HTML, fetched at once (the page's largest element)
    await expect(tariff.first().locator('img')).toHaveAttribute('fetchpriority', 'high');

    await page.goto('/offers');
    await expect(page.getByRole('list', { name: text.offersTitle }).getByRole('article').first()).toBeVisible();

    await page.goto(`/viewBikes?${search}`);
    await expect(page.getByRole('heading', { level: 1, name: text.pageViewBikes })).toBeVisible();
    const form = page.getByRole('form', { name: text.searchFilters });
    await expect(form.getByLabel(text.cityLabel, { exact: true })).toHaveValue(CITY);
    expect(await page.getByRole('list', { name: text.bikesListLabel }).getByRole('article').count()).toBeGreaterThan(0);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: text.login })).toBeVisible();
    // nothing to type into or send before the app's code runs (and a native send would be a POST)
    await expect(page.getByLabel(text.emailLabel, { exact: true })).toBeDisabled();
    await expect(page.locator('form:has(input[type=password])')).toHaveAttribute('method', 'post');
    await shootWidths(page, 'first-paint-login-no-script', async () => {
      await expect(page.getByRole('button', { name: text.login, exact: true })).toBeVisible();
    });
  });
});

test('a first visit that asks for Hindi is rendered in Hindi by the server', async ({ browser }) => {
  await withoutScripts(browser, 'hi-IN', async (page) => {
    await page.goto('/tariff');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: hi.pageTariff })).toBeVisible();
    await shootWidths(page, 'first-paint-tariff-hindi', async () => {
      await expect(page.getByRole('list', { name: hi.pageTariff }).getByRole('article').first()).toBeVisible();
    });
  });
});

test('a rendered page hydrates with the answers it came with: no second call, no error, and it works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const calls = recordApiCalls(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tariff');
  // the menu toggle is a button: disabled until the page has hydrated, then it opens the menu
  await page.getByRole('button', { name: text.openMenu }).click();
  await expect(page.locator('#site-menu')).toBeVisible();
  expect(calls.filter((call) => call.includes('/getTariff'))).toEqual([]);

  // the app navigates from here without loading a document
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.locator('#site-menu').getByRole('link', { name: text.navOffers }).click();
  await expect(page.getByRole('list', { name: text.offersTitle }).getByRole('article').first()).toBeVisible();
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
  await shootWidths(page, 'first-paint-offers-hydrated', async () => {
    await expect(page.getByRole('heading', { name: text.offersTitle }).first()).toBeVisible();
  });
});

test('a search typed on a rendered /viewBikes finds bikes (the form waits for the app, then applies)', async ({
  page,
}) => {
  await page.goto(`/viewBikes?${search}`);
  const form = page.getByRole('form', { name: text.searchFilters });
  await form.getByLabel(text.searchLabel, { exact: true }).fill('a');
  await form.getByRole('button', { name: text.apply, exact: true }).click();
  await expect(page).toHaveURL(/search=a/);
  await expect(page.getByRole('list', { name: text.bikesListLabel }).getByRole('article').first()).toBeVisible();
});

test('a signed-in customer gets the app itself: their name in the header, never a Login first', async ({
  page,
  api,
  mailbox,
}) => {
  const customer = await createUser(api, mailbox, 'first-paint');
  await signIn(page, 'user', customer);
  const answer = await page.goto('/');
  // the server sent the app's shell, not a page rendered for a visitor without a session
  expect(await answer?.text()).not.toContain('id="ssr-state"');
  await expect(page.getByRole('link', { name: new RegExp(customer.fname) })).toBeVisible();
  await expect(page.getByRole('link', { name: text.login, exact: true })).toHaveCount(0);
});

/**
 * Every element's computed style under `root` (custom properties aside), its drawn ::before and ::after
 * included: one line per element and property, `3 DIV::before color: rgb(…)`.
 */
function drawnStyles(root: string): string[] {
  return [...document.querySelectorAll(`${root} *`)].flatMap((element, index) =>
    ['', '::before', '::after'].flatMap((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      // a pseudo-element without content is not drawn
      if (pseudo && (style.content === 'none' || style.content === 'normal')) return [];
      const lines: string[] = [];
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i);
        if (!name.startsWith('--'))
          lines.push(`${index} ${element.tagName}${pseudo} ${name}: ${style.getPropertyValue(name)}`);
      }
      return lines;
    }),
  );
}

/** drawnStyles(root) once the page under it has stopped changing (its data and lazy parts are in). */
async function settledStyles(page: Page, root: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  let last = await page.evaluate(drawnStyles, root);
  for (;;) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(drawnStyles, root);
    if (now.join('\n') === last.join('\n')) return now;
    last = now;
  }
}

/** The lines of drawnStyles() that one of two drawings has and the other has not. */
function differences(before: string[], after: string[]): string[] {
  const was = new Set(before);
  const now = new Set(after);
  return [
    ...before.filter((line) => !now.has(line)).map((line) => `- ${line}`),
    ...after.filter((line) => !was.has(line)).map((line) => `+ ${line}`),
  ];
}

test('a rendered page carries only its own CSS rules, which draw it exactly as the whole stylesheet does', async ({
  browser,
}) => {
  await withoutScripts(browser, 'en-IN', async (page) => {
    const pages = ['/', '/tariff', '/offers', '/login', `/viewBikes?${search}`];
    // every page on a phone; the two with the most breakpoints on a laptop too (rules in a @media are
    // picked by their classes, whatever the width)
    for (const [width, urls] of [
      [390, pages],
      [1280, pages.slice(0, 2)],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const url of urls) {
        await page.goto(url);
        const whole = page.locator('link[rel=stylesheet][data-app-stylesheet]');
        // the whole stylesheet is there for later, for print only until the app applies it
        await expect(whole).toHaveAttribute('media', 'print');
        const inline = await page.locator('head style').first().textContent();
        const wholeCss = await (await page.request.get((await whole.getAttribute('href')) ?? '')).text();
        expect(inline?.length, url).toBeLessThan(wholeCss.length * 0.6);

        const ownRules = await page.evaluate(drawnStyles, '#root');
        await whole.evaluate((link: HTMLLinkElement) => {
          link.media = 'all';
        });
        await expect.poll(() => page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(1);
        await expect
          .poll(() => page.evaluate(() => [...document.styleSheets].every((sheet) => sheet.cssRules.length > 0)))
          .toBe(true);
        expect(differences(ownRules, await page.evaluate(drawnStyles, '#root')), `${url} at ${width} px`).toEqual([]);
      }
    }
  });
});

test('once hydrated, the app applies the whole stylesheet: a page it draws itself looks as when loaded alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  // hydrated: the fields take input, and the whole stylesheet applies
  await expect(page.getByLabel(text.emailLabel, { exact: true })).toBeEnabled();
  await expect(page.locator('link[rel=stylesheet][data-app-stylesheet]')).toHaveCount(0);
  await expect(page.locator('link[rel=stylesheet]')).toHaveAttribute('media', 'all');

  // the register page is drawn by the app (no document is loaded)
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: text.registerNow }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('main input').first()).toBeVisible();
  expect(documents).toEqual([]);
  const drawnAfterLogin = await settledStyles(page, 'main');

  // the same page as a document of its own: index.html, which links the whole stylesheet
  await page.goto('/register');
  await expect(page.locator('main input').first()).toBeVisible();
  await expect(page.locator('link[rel=stylesheet]')).not.toHaveAttribute('media', 'print');
  expect(differences(drawnAfterLogin, await settledStyles(page, 'main'))).toEqual([]);
});
