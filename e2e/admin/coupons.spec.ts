import { couponsResponse } from '#shared/api/coupons.ts';
import { msg, text } from '#shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectImageLoaded, pngFile } from '../support/images.ts';
import { toast } from '../support/ui.ts';
import { adminToken, confirm, openAdmin, randomTag, tableRow } from './admin-kit.ts';

test('the admin adds a coupon with an image; it is on /offers only while active, then is deleted', async ({
  page,
  api,
  snap,
}) => {
  test.setTimeout(90_000);
  const code = `E2E-${randomTag(4)}`;
  const name = `Admin Test ${code}`;
  await openAdmin(page, api, '/admin/coupons');
  await expect(page.getByRole('heading', { name: text.coupons, level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
    'Image',
    'C.Name',
    'C.Code',
    'Discount value',
    'Min Purchase',
    'Max Discount',
    'Expire Date',
    'Limit',
    'Status',
    'Delete',
  ]);

  // ADD NEW COUPON → 'Add Coupon'; Save without an image says 'select image'.
  await page.getByRole('button', { name: text.addNewCoupon }).click();
  const dialog = page.getByRole('dialog', { name: text.addCoupon });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.couponNameLabel).fill(name);
  await dialog.getByLabel(text.couponCodeLabelAdmin).fill(code.toLowerCase());
  await dialog.getByLabel(text.discountValueLabel).fill('15');
  await dialog.getByLabel(text.minPurchaseLabel).fill('999');
  await dialog.getByLabel(text.maxDiscountLabel).fill('450');
  await expect(dialog.getByLabel(text.expireDateLabel)).toHaveAttribute('type', 'date');
  await dialog.getByLabel(text.expireDateLabel).fill('2099-12-31');
  await dialog.getByLabel(text.limitLabel).fill('25');
  await dialog.getByRole('button', { name: text.saveShort, exact: true }).click();
  await expect(toast(page, msg.selectImage).first()).toBeVisible();
  await expect(dialog.getByText(msg.selectImage, { exact: true })).toBeVisible();

  // With an image (previewed, with its name) the coupon is saved, the modal closes and the row appears.
  await dialog.getByLabel(text.couponImageLabel).setInputFiles(await pngFile('festive.png', '#0e7490', 480, 300));
  await expect(dialog.getByText('festive.png')).toBeVisible();
  await expectImageLoaded(dialog.getByRole('img', { name: text.couponImagePreview }));
  await snap();
  await dialog.getByRole('button', { name: text.saveShort, exact: true }).click();
  await expect(toast(page, msg.couponAdded).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = tableRow(page, code);
  await expect(row).toContainText(name);
  await expect(row).toContainText('15%');
  await expect(row).toContainText('₹999');
  await expect(row).toContainText('₹450');
  await expect(row).toContainText('31 Dec 2099');
  await expect(row).toContainText(text.statusActive);
  await expectImageLoaded(row.getByRole('img', { name: text.couponImageAlt(name) }));

  // A second coupon with the same code in another letter case is refused with the server's message.
  await page.getByRole('button', { name: text.addNewCoupon }).click();
  await dialog.getByLabel(text.couponImageLabel).setInputFiles(await pngFile('again.png', '#065f46', 200, 120));
  await dialog.getByLabel(text.couponNameLabel).fill(`${name} again`);
  await dialog.getByLabel(text.couponCodeLabelAdmin).fill(code.toLowerCase());
  for (const [label, value] of [
    [text.discountValueLabel, '5'],
    [text.minPurchaseLabel, '0'],
    [text.maxDiscountLabel, '100'],
    [text.expireDateLabel, '2099-01-01'],
    [text.limitLabel, '1'],
  ] as const) {
    await dialog.getByLabel(label).fill(value);
  }
  await dialog.getByRole('button', { name: text.saveShort, exact: true }).click();
  await expect(toast(page, msg.couponCodeTaken).first()).toBeVisible();
  await expect(dialog.getByText(msg.couponCodeTaken, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: text.closeDialog }).click();
  await expect(dialog).toBeHidden();

  // Active: customers see it on /offers.
  const offers = await page.context().newPage();
  await offers.goto('/offers');
  await expect(offers.getByRole('heading', { name: text.offersTitle })).toBeVisible();
  await expect(offers.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(offers.getByText(code, { exact: true })).toBeVisible();

  // Deactivate: gone from /offers; the row offers Activate.
  await row.getByRole('button', { name: text.deactivate, exact: true }).click();
  await expect(toast(page, msg.couponDeactivated).first()).toBeVisible();
  await expect(row.getByRole('button', { name: text.activate, exact: true })).toBeVisible();
  await expect(row).toContainText(text.couponInactive);
  await offers.reload();
  await expect(offers.getByRole('heading', { name: text.offersTitle })).toBeVisible();
  await expect(offers.getByText(text.loading, { exact: true })).toHaveCount(0);
  await expect(offers.getByRole('heading', { name, exact: true })).toHaveCount(0);
  await offers.close();

  // Delete (X) after confirmation: the row goes, and the coupon is gone from the server too.
  await page.getByRole('button', { name: text.deleteCouponLabel(code) }).click();
  await confirm(page, msg.confirmDelete);
  await expect(toast(page, msg.couponDeleted).first()).toBeVisible();
  await expect(tableRow(page, code)).toHaveCount(0);
  const left = couponsResponse.parse(await api.expectOk('GET', '/api/admin/coupons', { token: await adminToken(api) }));
  expect(left.data.some((coupon) => coupon.couponCode === code)).toBe(false);
});
