import { text } from '#shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';

test('an unknown path shows Page Not Found and Return Home goes to /', async ({ page, snap }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: text.error404Title })).toBeVisible();
  await expect(page.getByText(text.error404Text)).toBeVisible();
  await snap();
  const home = page
    .getByRole('link', { name: text.returnHome })
    .or(page.getByRole('button', { name: text.returnHome }));
  await home.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: text.heroTitle })).toBeVisible();
});
