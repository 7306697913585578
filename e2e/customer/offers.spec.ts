import { getCouponsResponse } from '#shared/api/catalog.ts';
import { msg, text } from '#shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectImageLoaded } from '../support/images.ts';
import { toast } from '../support/ui.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('/offers shows the coupon cards, and COPY CODE puts the code on the clipboard', async ({ page, api, snap }) => {
  // The cards must be the coupons the API offers (demo data; a spec running meanwhile may add more).
  const answer = getCouponsResponse.parse(await api.expectOk('GET', '/api/getCoupons'));
  const coupons = answer.data;
  expect(coupons.length, 'demo data offers coupons').toBeGreaterThanOrEqual(2);

  await page.goto('/offers');
  await expect(page.getByRole('heading', { name: text.offersTitle })).toBeVisible();
  const list = page.getByRole('list', { name: text.offersTitle });
  const cards = list.getByRole('listitem').filter({ has: page.getByRole('article') });
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(coupons.length);
  for (const coupon of coupons) {
    const item = cards.filter({ has: page.getByRole('heading', { name: coupon.couponName, exact: true }) });
    await expect(item.getByText(coupon.couponCode, { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: text.copyCode, exact: true })).toBeVisible();
    await expectImageLoaded(item.getByRole('img', { name: coupon.couponName, exact: true }));
  }
  await snap();

  // Two different cards, so the clipboard cannot hold the right code by chance.
  for (const coupon of coupons.slice(0, 2)) {
    const item = cards.filter({ has: page.getByRole('heading', { name: coupon.couponName, exact: true }) });
    await item.getByRole('button', { name: text.copyCode, exact: true }).click();
    await expect(toast(page, msg.codeCopied).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(coupon.couponCode);
  }
});
