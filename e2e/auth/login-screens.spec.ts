import type { Role } from '#shared/api/auth.ts';
import { text } from '#shared/messages.ts';
import { expect, LOGIN_SCREENS, test } from '../support/fixtures.ts';

const ROLES: Role[] = ['user', 'partner', 'admin'];

test.describe('login screens', () => {
  for (const role of ROLES) {
    test(`the ${role} login screen shows its fields`, async ({ page }) => {
      await page.goto(LOGIN_SCREENS[role].path);
      if (role === 'admin') await expect(page.getByRole('heading', { name: text.adminLogin })).toBeVisible();
      const form = page.locator('form').filter({ has: page.getByLabel(text.emailLabel, { exact: true }) });
      await expect(form.getByLabel(text.emailLabel, { exact: true })).toBeEditable();
      await expect(form.getByLabel(text.passwordLabel, { exact: true })).toHaveAttribute('type', 'password');
      await expect(form.getByRole('button', { name: text.login, exact: true })).toBeEnabled();
    });
  }

  for (const role of ROLES) {
    test(`signs in as ${role} through the form and lands on the ${role} home`, async ({ page, loginAs }) => {
      await loginAs(role);
      await expect(page).toHaveURL((url) => LOGIN_SCREENS[role].landing.test(url.pathname));
      // Still signed in after a reload: the area restores its session from the stored token.
      await page.reload();
      await expect(page).toHaveURL((url) => LOGIN_SCREENS[role].landing.test(url.pathname));
    });
  }
});
