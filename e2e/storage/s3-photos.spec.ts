import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { text, msg } from '#shared/messages.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { verifyArchive } from '#server/features/backups/restore-backup.ts';
import { DEMO_PARTNERS } from '#server/seed/demo-data.ts';
import { startS3Double, type S3Double } from '#server/test/s3-double.ts';
import { bikeCards, rideWindow, searchBikes } from '../booking/booking-kit.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { freePort } from '../support/free-port.ts';
import { expectImageLoaded, pngFile } from '../support/images.ts';
import { startMailCapture, type MailCapture } from '../support/mail-capture.ts';
import { openFromMenu } from '../support/partners.ts';
import { startAppServer, type AppServer } from '../support/start-app-server.ts';
import { toast } from '../support/ui.ts';

// Issue 31: the S3 driver end to end. A server of its own (the suite's runs on the disk) stores every
// upload in a bucket on a local S3-compatible server that checks signatures and keeps objects private;
// the partner adds a bike with two photos and a customer sees them in the search and at checkout.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CITY = DEMO_PARTNERS[0]?.city ?? 'Bengaluru';

let runDir: string;
let double: S3Double;
let mail: MailCapture;
let server: AppServer;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  runDir = mkdtempSync(path.join(tmpdir(), 'revon-e2e-s3-'));
  double = await startS3Double({ bucket: 'revon-e2e' });
  mail = await startMailCapture(path.join(runDir, 'mail'));
  server = await startAppServer({
    root,
    port: await freePort(),
    dataDir: path.join(runDir, 'data'),
    smtpUrl: mail.url,
    logFile: path.join(runDir, 'server.log'),
    env: {
      S3_BUCKET: double.bucket,
      S3_ENDPOINT: double.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_REGION: double.region,
      AWS_ACCESS_KEY_ID: double.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: double.credentials.secretAccessKey,
      BACKUP_DIR: path.join(runDir, 'backups'),
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
  await double?.close();
  if (process.env.E2E_KEEP !== '1') rmSync(runDir, { recursive: true, force: true });
});

/** The page on the S3 server (the fixtures' baseURL is the suite's own server). */
async function onS3Server(page: Page, pathname: string) {
  await page.goto(`${server.baseURL}${pathname}`);
}

test('with the S3 driver, a partner adds a bike with photos and a customer sees them in search and at checkout', async ({
  browser,
}) => {
  const bikeName = `Bucket Scrambler ${Date.now().toString(36).slice(-5)}`;
  const plate = `KA 51 S3 ${String(Date.now() % 10_000).padStart(4, '0')}`;
  const partnerContext = await browser.newContext({ baseURL: server.baseURL });
  const partnerPage = await partnerContext.newPage();

  await test.step('the demo pictures were seeded into the bucket, nothing onto the disk', () => {
    const keys = [...double.objects().keys()];
    expect(keys.filter((key) => key.startsWith('public/')).length).toBeGreaterThan(10);
    expect(keys.filter((key) => key.startsWith('private/')).length).toBeGreaterThan(0);
  });

  await test.step('the partner adds a bike with two photos', async () => {
    await signIn(partnerPage, 'partner', DEMO_ACCOUNTS.partner);
    await openFromMenu(partnerPage, text.menuBikes);
    await partnerPage.getByRole('link', { name: text.addBikes, exact: true }).first().click();
    const form = partnerPage.locator('form');
    const photos = form.getByRole('group', { name: text.bikeImages });
    await photos
      .getByLabel(text.chooseImages)
      .setInputFiles([await pngFile('left.png', '#0f766e'), await pngFile('right.png', '#b45309')]);
    await form.getByLabel(text.bikeName, { exact: true }).fill(bikeName);
    await form.getByLabel(text.bikeBrand, { exact: true }).fill('Triumph');
    await form.getByLabel(text.bikeCategory, { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(text.bikeMakeYear, { exact: true }).fill('2024');
    await form.getByLabel(text.bikeRentPerHour, { exact: true }).fill('120');
    await form.getByLabel(text.bikeEngineCc, { exact: true }).fill('400');
    await form.getByLabel(text.bikePlateNumber, { exact: true }).fill(plate);
    await form.getByRole('button', { name: text.save, exact: true }).click();
    await expect(toast(partnerPage, msg.bikeAdded)).toBeVisible();
    const row = partnerPage.getByRole('region', { name: text.partnerBikesLabel }).getByRole('row').filter({ hasText: bikeName });
    await expectImageLoaded(row.getByRole('img', { name: text.bikePhotoAlt(bikeName) }));
  });
  await partnerContext.close();

  const customerContext = await browser.newContext({ baseURL: server.baseURL });
  const page = await customerContext.newPage();
  const served: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/uploads/') && response.status() === 200) served.push(url.pathname);
  });

  await test.step('the customer finds the bike in the search, its photo loaded from the bucket', async () => {
    await signIn(page, 'user', DEMO_ACCOUNTS.user);
    await onS3Server(page, '/viewBikes');
    const names = await searchBikes(page, rideWindow(40), bikeName, CITY);
    expect(names).toEqual([bikeName]);
    const card = bikeCards(page).first();
    await expectImageLoaded(card.getByRole('img', { name: bikeName }));
  });

  await test.step('and both photos on the bike’s checkout page', async () => {
    await bikeCards(page).first().getByRole('button', { name: text.bookNow }).click();
    await page.waitForURL(/\/checkOut\?/);
    const summary = page.getByRole('region', { name: text.bookingSummery });
    const pictures = summary.getByRole('img', { name: bikeName });
    await expect(pictures).toHaveCount(2);
    await expectImageLoaded(pictures.nth(0));
    await expectImageLoaded(pictures.nth(1));
  });

  // every photo the browser loaded is an object of the bucket (or its WebP rendition, made there)
  expect(served.length).toBeGreaterThan(0);
  for (const pathname of served) {
    expect(double.objects().has(`public/${pathname.slice('/uploads/'.length)}`), pathname).toBe(true);
  }
  // and the bucket itself gives nothing to an anonymous reader
  const [first] = served;
  const anonymous = await fetch(`${double.endpoint}/${double.bucket}/public/${(first ?? '').slice('/uploads/'.length)}`);
  expect(anonymous.status).toBe(403);
  await customerContext.close();
});

test('the admin writes a backup with "Back up now": the files stay in the bucket, the archive holds the database', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signIn(page, 'admin', DEMO_ACCOUNTS.admin);
  await onS3Server(page, '/admin/settings');
  const backups = page.getByRole('region', { name: text.backupsTitle });
  await backups.getByRole('button', { name: text.backUpNow, exact: true }).click();
  await expect(backups.getByRole('status')).toContainText('revon-backup-', { timeout: 60_000 });
  const [file] = readdirSync(path.join(runDir, 'backups'));
  expect(file).toMatch(/^revon-backup-\d{8}-\d{6}\.tar$/);
  await expect(backups.getByRole('status')).toHaveText(text.lastBackupWritten(file ?? ''));
  await expect(toast(page, msg.backupWritten(file ?? ''))).toBeVisible();
  // every entry matches its checksum; the database is in it, the files are not (they are in the bucket)
  const manifest = await verifyArchive(path.join(runDir, 'backups', file ?? ''));
  expect(manifest).toMatchObject({ database: 'pglite', storage: 's3' });
  expect(manifest.entries.map((entry) => entry.path)).toEqual(['database.pglite.tar.gz']);
  expect(manifest.counts.files).toBeGreaterThan(10);
  await context.close();
});
