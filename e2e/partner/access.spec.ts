import { msg, text } from '#shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { openFromMenu, partnerMenu } from '../support/partners.ts';

// Who may open the partner area: nobody signed out, not a customer, and not after Logout.

const PARTNER_PAGES = ['/partner/bikes', '/partner/addBikes', '/partner/profile', '/partner/bookings'];

const partnerLoginHeading = text.partnerLoginTitle;

test.describe('partner area access', () => {
  test('signed out, every partner page leads to the partner login', async ({ page }) => {
    for (const path of PARTNER_PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/partner/login');
      await expect(page.getByRole('heading', { name: partnerLoginHeading })).toBeVisible();
    }
    // /partner itself is the login when signed out.
    await page.goto('/partner');
    await expect(page.getByRole('heading', { name: partnerLoginHeading })).toBeVisible();
    await expect(partnerMenu(page)).toHaveCount(0);
  });

  test("a customer's token does not open the partner area, in the browser or the API", async ({ page, api }) => {
    const customer = await api.login('user');
    const refused = await api.get('/api/partner/viewBikes', { token: customer.token });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.message).toBe(msg.forbidden);

    // A customer signed in on the site, with the same token planted where the partner area looks. They
    // are planted on a page without the app (the health check): no session check is running when the
    // next page loads (NOTE: the web app drops a stored token whose check is cut short by leaving the page).
    await page.goto('/api/health');
    await page.evaluate((token) => {
      window.localStorage.setItem('userToken', token);
      window.localStorage.setItem('partnerToken', token);
    }, customer.token);
    await page.goto('/partner/bikes');
    await expect(page).toHaveURL((url) => url.pathname === '/partner/login');
    await expect(page.getByRole('heading', { name: partnerLoginHeading })).toBeVisible();
    await expect(partnerMenu(page)).toHaveCount(0);
    // The refused check cleared the planted token; the customer's own session is untouched.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('partnerToken'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).toBe(customer.token);
  });

  test('Logout in the side menu ends the session and shows the partner login', async ({ page, loginAs }) => {
    await loginAs('partner');
    await openFromMenu(page, text.menuBikes);
    await expect(page.getByRole('heading', { name: text.partnerBikesTitle, level: 1 })).toBeVisible();

    await partnerMenu(page).getByRole('button', { name: text.logout, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/partner/login');
    await expect(page.getByRole('heading', { name: partnerLoginHeading })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('partnerToken'))).toBeNull();

    // Back and a direct visit both find the area closed.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/partner/login');
    await page.goto('/partner/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/partner/login');
  });
});
