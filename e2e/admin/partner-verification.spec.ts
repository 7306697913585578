import { addBikeResponse } from '#shared/api/partner.ts';
import { getTariffResponse } from '#shared/api/catalog.ts';
import { partnerRequestsResponse } from '#shared/api/admin.ts';
import { msg, text } from '#shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import type { ApiClient } from '../support/api-client.ts';
import { pngFile } from '../support/images.ts';
import { toast } from '../support/ui.ts';
import { adminToken, confirm, createPartnerRequest, openAdmin, randomTag, tableRow } from './admin-kit.ts';

/** Whether the customers' tariff lists the bike. */
async function listed(api: ApiClient, bikeId: string): Promise<boolean> {
  const tariff = getTariffResponse.parse(await api.expectOk('GET', '/api/getTariff'));
  return tariff.data.some((bike) => bike._id === bikeId);
}

test('verifying a partner shows their bikes to customers; blocking or unverifying hides them', async ({
  page,
  api,
  browser,
  snap,
}) => {
  test.setTimeout(90_000);
  // Arrange through the API: a request (one join-us call), accepted, whose partner lists a bike.
  const partner = await createPartnerRequest(api, 'admin-verify', 'Vivek');
  const token = await adminToken(api);
  await api.expectOk('GET', '/api/admin/sendMailToPartner', { token, params: { email: partner.email } });
  const requests = partnerRequestsResponse.parse(await api.expectOk('GET', '/api/admin/partnerRequests', { token }));
  const partnerId = requests.data.find((row) => row.email === partner.email)?._id;
  if (!partnerId) throw new Error('the accepted request is not listed');

  const session = await api.login('partner', { email: partner.email, password: partner.password });
  const bikeName = `E2E Scout ${randomTag()}`;
  const added = addBikeResponse.parse(
    await api.expectOk('POST', '/api/partner/addBikes', {
      token: session.token,
      multipart: {
        name: bikeName,
        brand: 'Indian',
        category: 'Cruisers',
        makeYear: '2024',
        rentPerHour: '175',
        engineCC: '1133',
        plateNumber: `KA 09 ${randomTag(2)}`,
        image: await pngFile('scout.png', '#7c2d12'),
      },
    }),
  );
  const bikeId = added.data._id;
  // Accepted but not verified: customers do not see the bike yet.
  expect(await listed(api, bikeId)).toBe(false);

  // The partner page, opened by its URL: 'not found!' for what the partner has not filled in.
  await openAdmin(page, api, `/admin/partnerSingleView?id=${partnerId}`);
  await expect(page.getByRole('heading', { name: `${partner.fname} ${partner.lname}` })).toBeVisible();
  await expect(page.getByText(text.revOnPartner)).toBeVisible();
  const card = page.getByRole('region', { name: `${partner.fname} ${partner.lname}` });
  await expect(card.getByText(partner.email)).toBeVisible();
  await expect(card.getByText(text.notFoundValue)).toHaveCount(3);
  await expect(page.getByRole('img', { name: text.documentMissing(text.aadhaarCard) })).toBeVisible();
  await expect(page.getByRole('img', { name: text.documentMissing(text.panCard) })).toBeVisible();

  // Verify Partner → the bike appears in the customers' list and on /tariff.
  await page.getByRole('button', { name: text.verifyPartner }).click();
  await expect(toast(page, msg.partnerVerified).first()).toBeVisible();
  await expect(page.getByRole('button', { name: text.unverifyPartner })).toBeVisible();
  await expect.poll(() => listed(api, bikeId)).toBe(true);
  const visitor = await browser.newPage();
  await visitor.goto('/tariff');
  await expect(visitor.getByRole('heading', { name: bikeName })).toBeVisible();
  await snap();

  // Blocking the partner (Partners list) hides the bike; unblocking shows it again.
  await page.getByRole('navigation', { name: text.adminMenu }).getByRole('link', { name: text.menuPartners }).click();
  const row = tableRow(page, partner.email);
  await expect(row).toContainText(text.statusActive);
  await row.getByRole('button', { name: text.block, exact: true }).click();
  await confirm(page, msg.confirmChangeStatus);
  await expect(row).toContainText(text.statusBlocked);
  await expect.poll(() => listed(api, bikeId)).toBe(false);
  await row.getByRole('button', { name: text.unblock, exact: true }).click();
  await confirm(page, msg.confirmChangeStatus);
  await expect(row).toContainText(text.statusActive);
  await expect.poll(() => listed(api, bikeId)).toBe(true);

  // Unverify from the partner page (reached through View) hides the bike again.
  await row.getByRole('link', { name: text.view, exact: true }).click();
  await page.getByRole('button', { name: text.unverifyPartner }).click();
  await expect(toast(page, msg.partnerUnverified).first()).toBeVisible();
  await expect(page.getByRole('button', { name: text.verifyPartner })).toBeVisible();
  await expect.poll(() => listed(api, bikeId)).toBe(false);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: text.pageTariff, level: 1 })).toBeVisible();
  await expect(visitor.getByText(text.loading, { exact: true })).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: bikeName })).toHaveCount(0);
  await visitor.close();

  // The page works after a refresh (the id is in the URL) and shows the stored state.
  await page.reload();
  await expect(page.getByRole('heading', { name: `${partner.fname} ${partner.lname}` })).toBeVisible();
  await expect(page.getByRole('button', { name: text.verifyPartner })).toBeVisible();
});
