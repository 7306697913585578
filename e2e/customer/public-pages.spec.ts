import { ourFleetResponse } from '#shared/api/catalog.ts';
import { msg, text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectImageLoaded } from '../support/images.ts';
import { recordApiCalls } from '../support/ui.ts';

test.describe('public pages', () => {
  test('home: OUR FLEET shows the fleet with loaded photos, and BOOK NOW opens /viewBikes', async ({ page, api }) => {
    const fleet = ourFleetResponse.parse(await api.expectOk('GET', '/api/ourFleet')).data;
    expect(fleet.length, 'demo data has a fleet').toBeGreaterThan(0);

    await page.goto('/');
    const section = page.getByRole('region', { name: text.ourFleet });
    await expect(section.getByRole('heading', { name: text.ourFleet, level: 2 })).toBeVisible();
    const cards = section
      .getByRole('list', { name: text.ourFleet })
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') });
    await expect(cards).toHaveCount(fleet.length);
    for (const [index, bike] of fleet.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: bike.name, level: 3 })).toBeVisible();
      await expect(card.getByText(text.amountPerHour(formatMoney(bike.rentPerHour)))).toBeVisible();
      await expect(card.getByText(text.engineCc(bike.engineCC))).toBeVisible();
      // Lazy images load as they come into view.
      if (bike.image.length > 0) await expectImageLoaded(card.getByRole('img', { name: bike.name }));
    }

    for (const heading of [text.whyChooseUs, text.howItWorks, text.testimonialsTitle]) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    const why = page.getByRole('region', { name: text.whyChooseUs });
    for (const point of text.whyChooseUsPoints)
      await expect(why.getByRole('heading', { name: point.title })).toBeVisible();
    const how = page.getByRole('region', { name: text.howItWorks });
    for (const step of text.howItWorksSteps) await expect(how.getByRole('heading', { name: step.title })).toBeVisible();
    const quotes = page.getByRole('region', { name: text.testimonialsTitle });
    for (const item of text.testimonials) await expect(quotes.getByText(item.quote)).toBeVisible();

    await cards.first().getByRole('link', { name: text.bookNow }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/viewBikes');
  });

  test('home: the hero BOOK NOW opens /viewBikes', async ({ page }) => {
    await page.goto('/');
    // The hero's link comes first on the page; the fleet cards' links follow.
    await page.getByRole('main').getByRole('link', { name: text.bookNow }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/viewBikes');
  });

  test('/tariff lists the bike cards, cheapest first', async ({ page }) => {
    await page.goto('/tariff');
    await expect(page.getByRole('heading', { name: text.pageTariff, level: 1 })).toBeVisible();
    // The grid's items are the cards; each card has its own list of facts inside.
    const cards = page
      .getByRole('list', { name: text.pageTariff })
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') });
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);

    const rents: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(card.getByText(/^Engine \d+ CC$/)).toBeVisible();
      await expect(card.getByRole('link', { name: text.bookNow })).toBeVisible();
      const price = await card.getByText(/^Amount .+ Per Hour$/).textContent();
      rents.push(Number((price ?? '').replace(/[^\d]/g, '')));
    }
    expect(rents.every((rent) => rent > 0)).toBe(true);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
    await expectImageLoaded(cards.first().getByRole('img'));
  });

  test('/join-us: without the terms ticked nothing is sent; ticked, the request is sent and thanked', async ({
    page,
    snap,
  }) => {
    await page.goto('/join-us');
    await expect(page.getByRole('heading', { name: text.registerAsPartner, level: 1 })).toBeVisible();
    await page.getByLabel(text.fnameLabel).fill('Suresh');
    await page.getByLabel(text.lnameLabel).fill('Pillai');
    await page.getByLabel(text.emailLabel).fill(uniqueEmail('join-us'));
    await page.getByLabel(text.passwordLabel, { exact: true }).fill('Garage2026Kochi');
    await page.getByLabel(text.confirmPasswordLabel).fill('Garage2026Kochi');
    const terms = page.getByRole('checkbox', { name: text.termsAgree });
    const submit = page.getByRole('button', { name: text.joinUsSubmit, exact: true });
    const thanks = page.getByText(text.joinUsThanks);
    await expect(terms).not.toBeChecked();

    const calls = recordApiCalls(page);
    await submit.click();
    await expect(page.getByText(msg.acceptTerms, { exact: true })).toBeVisible();
    await expect(terms).toHaveAccessibleDescription(msg.acceptTerms);
    await expect(thanks).toBeHidden();
    expect(calls, 'nothing was sent without the terms').toEqual([]);

    await terms.check();
    await submit.click();
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeInViewport();
    expect(calls).toEqual(['POST /api/partner/join-us']);
    // The form empties after a sent request.
    await expect(page.getByLabel(text.fnameLabel)).toHaveValue('');
    await expect(terms).not.toBeChecked();
    await snap();
  });

  test('the chat button sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: text.openChat, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('button', { name: text.login, exact: true })).toBeVisible();
  });
});
