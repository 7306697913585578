import { readFileSync } from 'node:fs';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { text } from '#shared/messages.ts';
import { rideWindow } from '../booking/booking-kit.ts';
import { bookAndPay, shootWidths } from '../cancellations/cancellation-kit.ts';
import { expect, test } from '../support/fixtures.ts';

/*
 * The ride's tax invoice (issue #34): a customer pays a ride, sees its invoice number, the SAC, the place
 * of supply and the total in words under the spec's invoice, and downloads it as a PDF.
 */
test('a paid ride’s tax invoice shows its number, SAC, place of supply and total in words, and downloads as a PDF', async ({
  page,
  loginAs,
}) => {
  await loginAs('user');
  await bookAndPay(page, rideWindow(73), SANDBOX_SUCCESS_CARD);

  const tax = page.getByRole('region', { name: text.taxInvoiceTitle });
  await expect(tax).toBeVisible();
  const number = tax.locator('dl > div').filter({ hasText: text.documentNumberLabel.invoice }).locator('dd');
  await expect(number).toHaveText(/^P\d{3,}\/\d{4}\/\d{6,}$/);
  await expect(tax.getByText('997311', { exact: true })).toBeVisible();
  // the demo partners of Bengaluru: Karnataka, their GSTIN's state too (CGST + SGST)
  await expect(tax.getByText('Karnataka (29)', { exact: true })).toBeVisible();
  await expect(tax.getByText(/^Rupees .+ Only$/)).toBeVisible();
  await expect(tax.getByText(text.cgstAt(14), { exact: true })).toBeVisible();

  await shootWidths(page, 'tax-invoice', async () => {
    await expect(tax).toBeVisible();
  });

  const shown = (await number.textContent()) ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text.downloadPdf, exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${shown.replaceAll('/', '-')}.pdf`);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
