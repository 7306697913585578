import AxeBuilder from '@axe-core/playwright';
import { text } from '#shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('customer home', () => {
  test('shows the header, the hero heading and the footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(
      header
        .getByRole('link', { name: text.login, exact: true })
        .or(header.getByRole('button', { name: text.login, exact: true })),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: text.heroTitle })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(text.copyright(new Date().getFullYear()));
  });

  test('on a 360 px screen the menu toggle opens the navigation', async ({ page, snap }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const tariff = header.getByRole('link', { name: text.navTariff, exact: true });
    await expect(tariff).toBeHidden();
    const toggle = header.getByRole('button', { name: text.openMenu });
    await toggle.click();
    await expect(tariff).toBeVisible();
    await snap();
    await tariff.click();
    await expect(page).toHaveURL(/\/tariff$/);
  });

  test('has no critical accessibility violations', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: text.heroTitle })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    // Every violation (serious, moderate…) is attached to the report for review; only critical ones fail.
    await testInfo.attach('axe-violations', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
    const critical = results.violations.filter((v) => v.impact === 'critical');
    const report = critical
      .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
      .join('\n');
    expect(critical, `critical axe violations:\n${report}`).toEqual([]);
  });
});
