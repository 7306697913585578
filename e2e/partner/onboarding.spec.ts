import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { maxMakeYear, MIN_MAKE_YEAR } from '#shared/api/bikes.ts';
import { viewBikesResponse } from '#shared/api/partner.ts';
import { BIKE_CATEGORIES } from '#shared/domain/categories.ts';
import { msg, text } from '#shared/messages.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { expectImageLoaded, pngFile, textFile } from '../support/images.ts';
import { acceptPartner, confirmWith, newPartnerForm, openFromMenu, statValue } from '../support/partners.ts';
import { recordApiCalls, submitLogin, toast } from '../support/ui.ts';

// A partner's first day, through the screens: the request on the customer site, the refusal before an
// admin accepts it, the acceptance (admin API) and its mail, then profile, ID proofs, points, a bike with
// two photos, Hide/Unhide, and the dashboard's cards following along. One join-us request of the run's
// budget (10 per 15 minutes per client address, shared by the whole suite).

test.describe.configure({ timeout: 120_000 });

/** The dashboard's four cards as shown. */
async function expectCards(page: Page, cards: { bikes: string; hidden: string; bookings: string; revenue: string }) {
  await expect(statValue(page, text.numberOfBikes)).toHaveText(cards.bikes);
  await expect(statValue(page, text.hidedBike)).toHaveText(cards.hidden);
  await expect(statValue(page, text.totalBookings)).toHaveText(cards.bookings);
  await expect(statValue(page, text.totalRevenu)).toHaveText(cards.revenue);
}

test('join-us → accepted by the admin → profile, ID proofs, points, a bike with two photos, Hide/Unhide', async ({
  page,
  api,
  mailbox,
  snap,
}) => {
  const partner = newPartnerForm('onboard', { fname: 'Kiran', lname: 'Hegde' });

  await test.step('the request is sent from /join-us', async () => {
    await page.goto('/join-us');
    await expect(page.getByRole('heading', { name: text.registerAsPartner, level: 1 })).toBeVisible();
    await page.getByLabel(text.fnameLabel).fill(partner.fname);
    await page.getByLabel(text.lnameLabel).fill(partner.lname);
    await page.getByLabel(text.emailLabel).fill(partner.email);
    await page.getByLabel(text.passwordLabel, { exact: true }).fill(partner.password);
    await page.getByLabel(text.confirmPasswordLabel).fill(partner.confirmPassword);
    await page.getByLabel(text.termsAgree).check();
    await page.getByRole('button', { name: text.joinUsSubmit, exact: true }).click();
    await expect(page.getByText(text.joinUsThanks)).toBeVisible();
    await expect(page.getByLabel(text.emailLabel)).toHaveValue('');
  });

  await test.step('before an admin accepts it, the partner login says the request awaits approval', async () => {
    await page.goto('/partner/login');
    await expect(page.getByRole('heading', { name: text.partnerLoginTitle })).toBeVisible();
    await submitLogin(page, { email: partner.email, password: partner.password });
    await expect(toast(page, msg.partnerAwaitingApproval)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/partner/login');
    expect(await page.evaluate(() => window.localStorage.getItem('partnerToken'))).toBeNull();
  });

  await test.step('the admin accepts it and the partner is mailed', async () => {
    const mailText = await acceptPartner(api, mailbox, partner.email);
    expect(mailText).toContain(`Hello ${partner.fname}`);
  });

  await test.step('the partner logs in and sees an empty dashboard', async () => {
    await signIn(page, 'partner', partner);
    await expect(page.getByRole('heading', { name: text.menuDashboard, level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByText(`${partner.fname} ${partner.lname}`)).toBeVisible();
    await expectCards(page, { bikes: '0', hidden: '0', bookings: '0', revenue: '₹0' });
    await expect(page.getByText(text.noRidesThisMonth)).toBeVisible();
    await expect(
      page.getByRole('img', { name: text.weeklySalesSummary('Mon 0, Tue 0, Wed 0, Thu 0, Fri 0, Sat 0, Sun 0') }),
    ).toBeVisible();
  });

  const name = `${partner.fname} ${partner.lname}`;
  const newName = `${partner.fname} Shetty`;

  await test.step('Edit Profile: city, mobile, GST no, a new last name and a photo', async () => {
    await openFromMenu(page, text.menuProfile);
    await expect(page).toHaveURL((url) => url.pathname === '/partner/profile');
    const card = page.getByRole('region', { name });
    await expect(card.getByText(text.updateMobile)).toBeVisible();
    await expect(card.getByText(text.addCity)).toBeVisible();
    await expect(card.getByText(text.addGst)).toBeVisible();
    await expect(card.getByText(partner.email, { exact: true })).toBeVisible();
    await expect(card.getByText(text.partnerAwaitingVerification)).toBeVisible();
    await expect(card.getByRole('img', { name: text.defaultAvatar })).toBeVisible();

    await card.getByRole('button', { name: text.editProfile, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.editProfile });
    await expect(dialog.getByLabel(text.firstnameLabel)).toHaveValue(partner.fname);
    await expect(dialog.getByLabel(text.lastnameLabel)).toHaveValue(partner.lname);

    // Everything is required: an empty form says so under each field and sends nothing.
    const calls = recordApiCalls(page);
    await dialog.getByLabel(text.mobileLabel).fill('98450abc12');
    await dialog.getByRole('button', { name: text.saveChanges, exact: true }).click();
    await expect(dialog.getByLabel(text.mobileLabel)).toHaveAccessibleDescription(msg.mobileDigits);
    await expect(dialog.getByLabel(text.cityLabel)).toHaveAccessibleDescription(msg.cityRequired);
    await expect(dialog.getByLabel(text.gstNoLabel)).toHaveAccessibleDescription(msg.gstRequired);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await dialog.getByLabel(text.profilePhoto).setInputFiles(await pngFile('partner.png', '#0f766e', 400, 400));
    await expectImageLoaded(dialog.getByRole('img', { name: text.profilePhotoAlt(name) }));
    await dialog.getByLabel(text.lastnameLabel).fill('Shetty');
    await dialog.getByLabel(text.mobileLabel).fill('9845012345');
    await dialog.getByLabel(text.cityLabel).fill('Mysuru');
    await dialog.getByLabel(text.gstNoLabel).fill('29abcde1234f1zw');
    await dialog.getByRole('button', { name: text.saveChanges, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, msg.profileUpdated)).toBeVisible();

    const updated = page.getByRole('region', { name: newName });
    await expect(updated.getByText('Mysuru', { exact: true })).toBeVisible();
    await expect(updated.getByText('9845012345', { exact: true })).toBeVisible();
    await expect(updated.getByText('29ABCDE1234F1ZW', { exact: true })).toBeVisible();
    await expectImageLoaded(updated.getByRole('img', { name: text.profilePhotoAlt(newName) }));
    // The top bar follows the new name.
    await expect(page.getByRole('banner').getByText(newName)).toBeVisible();
  });

  await test.step("ID PROOF: one file says 'select both files'; both are stored and shown", async () => {
    const proof = page.getByRole('region', { name: text.idProof });
    await expect(proof.getByText(text.proofMissing)).toHaveCount(2);
    const upload = proof.getByRole('button', { name: text.uploadProof, exact: true });

    await proof.getByLabel(text.aadhaarCard, { exact: true }).setInputFiles(await pngFile('aadhaar.png', '#f97316'));
    await expectImageLoaded(proof.getByRole('img', { name: text.newImagePreview(text.aadhaarCard) }));
    await upload.click();
    await expect(toast(page, msg.selectBothFiles)).toBeVisible();

    await proof.getByLabel(text.panCard, { exact: true }).setInputFiles(await pngFile('pan.png', '#4338ca'));
    await expectImageLoaded(proof.getByRole('img', { name: text.newImagePreview(text.panCard) }));
    await upload.click();
    await expect(toast(page, msg.proofUploaded)).toBeVisible();
    await expectImageLoaded(proof.getByRole('img', { name: text.aadhaarCard, exact: true }));
    await expectImageLoaded(proof.getByRole('img', { name: text.panCard, exact: true }));
    await expect(proof.getByText(text.proofMissing)).toHaveCount(0);
  });

  await test.step('pick-up and drop points: Add (empty is refused), Edit and Delete', async () => {
    const points = page.getByRole('region', { name: text.addPointsTitle });
    const pointName = points.getByLabel(text.pointNameLabel, { exact: true });
    const add = points.getByRole('button', { name: text.add, exact: true });
    await expect(points.getByText(text.pointsEmpty)).toBeVisible();

    await add.click();
    await expect(pointName).toHaveAccessibleDescription(msg.pointNameRequired);

    const list = points.getByRole('list', { name: text.pointsListLabel });
    for (const point of ['Mysuru Palace Gate', 'KSRTC Bus Stand']) {
      await pointName.fill(point);
      await add.click();
      await expect(list.getByText(point, { exact: true })).toBeVisible();
      await expect(pointName).toHaveValue('');
    }
    await expect(toast(page, msg.pointAdded).first()).toBeVisible();

    await points.getByRole('button', { name: text.editPointLabel('Mysuru Palace Gate'), exact: true }).click();
    const rename = points.getByLabel(text.renamePointLabel('Mysuru Palace Gate'), { exact: true });
    await rename.fill('  ');
    await points.getByRole('button', { name: text.saveShort, exact: true }).click();
    await expect(rename).toHaveAccessibleDescription(msg.pointNameRequired);
    await rename.fill('Chamundi Hill Road');
    await points.getByRole('button', { name: text.saveShort, exact: true }).click();
    await expect(toast(page, msg.pointRenamed)).toBeVisible();
    await expect(list.getByText('Chamundi Hill Road', { exact: true })).toBeVisible();
    await expect(list.getByText('Mysuru Palace Gate', { exact: true })).toHaveCount(0);

    await points.getByRole('button', { name: text.deletePointLabel('KSRTC Bus Stand'), exact: true }).click();
    await confirmWith(page, msg.confirmDelete);
    await expect(toast(page, msg.pointDeleted)).toBeVisible();
    await expect(list.getByText('KSRTC Bus Stand', { exact: true })).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // Stored on the server: a reload shows the same profile, proofs and points.
    await page.reload();
    await expect(page.getByRole('region', { name: newName }).getByText('Mysuru', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Chamundi Hill Road', { exact: true })).toBeVisible();
    await expectImageLoaded(
      page.getByRole('region', { name: text.idProof }).getByRole('img', { name: text.panCard, exact: true }),
    );
    await snap();
  });

  const bike = {
    name: 'Classic 350 Signals',
    brand: 'Royal Enfield',
    category: BIKE_CATEGORIES[0],
    makeYear: '2023',
    rentPerHour: '119',
    engineCC: '349',
    // Plates are unique across the whole marketplace: a random one per run.
    plate: `KA 09 E ${randomInt(1000, 10_000)}`,
  };

  await test.step('ADD BIKE: SAVE on the empty form shows every message at once; then two photos', async () => {
    await openFromMenu(page, text.menuBikes);
    await expect(page.getByRole('heading', { name: text.partnerBikesTitle, level: 1 })).toBeVisible();
    await expect(page.getByText(text.partnerBikesEmptyTitle)).toBeVisible();
    await page.getByRole('link', { name: text.addBikes, exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/partner/addBikes');
    await expect(page.getByRole('heading', { name: text.addBikeTitle, level: 1 })).toBeVisible();

    const calls = recordApiCalls(page);
    const form = page.locator('form');
    await form.getByRole('button', { name: text.save, exact: true }).click();
    const fieldMessages: [string, string][] = [
      [text.bikeName, msg.bikeNameRequired],
      [text.bikeBrand, msg.bikeBrandRequired],
      [text.bikeCategory, msg.bikeCategoryRequired],
      [text.bikeMakeYear, msg.bikeMakeYearRequired],
      [text.bikeRentPerHour, msg.bikeRentRequired],
      [text.bikeEngineCc, msg.bikeEngineRequired],
      [text.bikePlateNumber, msg.bikePlateRequired],
    ];
    for (const [label, message] of fieldMessages) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    }
    const photos = form.getByRole('group', { name: text.bikeImages });
    await expect(photos.getByText(msg.bikeImageRequired, { exact: true })).toBeVisible();

    // Values of the wrong shape get their own messages, again all on one click.
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field(text.bikeMakeYear).fill(String(MIN_MAKE_YEAR - 1));
    await field(text.bikeRentPerHour).fill('0');
    await field(text.bikeEngineCc).fill('12abc');
    await field(text.bikePlateNumber).fill('KA@01');
    await form.getByRole('button', { name: text.save, exact: true }).click();
    await expect(field(text.bikeMakeYear)).toHaveAccessibleDescription(
      msg.bikeMakeYearInvalid(MIN_MAKE_YEAR, maxMakeYear()),
    );
    await expect(field(text.bikeRentPerHour)).toHaveAccessibleDescription(msg.bikeRentInvalid);
    await expect(field(text.bikeEngineCc)).toHaveAccessibleDescription(msg.bikeEngineInvalid);
    await expect(field(text.bikePlateNumber)).toHaveAccessibleDescription(msg.bikePlateInvalid);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    // A text file is skipped with 'Invalid image type'; two PNGs are previewed.
    await photos.getByLabel(text.chooseImages).setInputFiles(textFile('notes.txt'));
    await expect(toast(page, msg.invalidImageType)).toBeVisible();
    await expect(photos.getByRole('img')).toHaveCount(0);
    await photos
      .getByLabel(text.chooseImages)
      .setInputFiles([await pngFile('side.png', '#7f1d1d'), await pngFile('front.png', '#1e3a8a')]);
    await expectImageLoaded(photos.getByRole('img', { name: text.newPhotoAlt(1) }));
    await expectImageLoaded(photos.getByRole('img', { name: text.newPhotoAlt(2) }));
    await expect(photos.getByText(msg.bikeImageRequired)).toHaveCount(0);

    await form.getByLabel(text.bikeName, { exact: true }).fill(bike.name);
    await form.getByLabel(text.bikeBrand, { exact: true }).fill(bike.brand);
    await form.getByLabel(text.bikeCategory, { exact: true }).selectOption(bike.category);
    await form.getByLabel(text.bikeMakeYear, { exact: true }).fill(bike.makeYear);
    await form.getByLabel(text.bikeRentPerHour, { exact: true }).fill(bike.rentPerHour);
    await form.getByLabel(text.bikeEngineCc, { exact: true }).fill(bike.engineCC);
    await form.getByLabel(text.bikePlateNumber, { exact: true }).fill(bike.plate.toLowerCase());
    await form.getByRole('button', { name: text.save, exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/partner/bikes');
    await expect(toast(page, msg.bikeAdded)).toBeVisible();
    expect(calls.filter((call) => call === 'POST /api/partner/addBikes')).toHaveLength(1);
  });

  const table = page.getByRole('region', { name: text.partnerBikesLabel });
  const row = table.getByRole('row').filter({ hasText: bike.name });

  await test.step('the bike is in the table, with both photos stored', async () => {
    await expect(row.getByRole('cell')).toHaveText([
      '',
      bike.name,
      bike.brand,
      bike.category,
      bike.makeYear,
      `₹${bike.rentPerHour}`,
      bike.plate,
      bike.engineCC,
      // the actions cell: the bike's calendar, Edit, then Hide
      `${text.calendarLink}${text.editBike}${text.hide}`,
    ]);
    await expectImageLoaded(row.getByRole('img', { name: text.bikePhotoAlt(bike.name) }));
    // The table shows the cover; the partner's own list answers both photos.
    const token = await page.evaluate(() => window.localStorage.getItem('partnerToken'));
    const answer = viewBikesResponse.parse(await api.expectOk('GET', '/api/partner/viewBikes', { token: token ?? '' }));
    expect(answer.data.bikes.find((b) => b.plateNumber === bike.plate)?.image).toHaveLength(2);

    await openFromMenu(page, text.menuDashboard);
    await expectCards(page, { bikes: '1', hidden: '0', bookings: '0', revenue: '₹0' });
  });

  await test.step("Hide asks 'Change Status'; the dashboard counts the hidden bike; Unhide brings it back", async () => {
    await openFromMenu(page, text.menuBikes);
    await row.getByRole('button', { name: text.hideBikeLabel(bike.name), exact: true }).click();
    await confirmWith(page, msg.confirmChangeStatus);
    await expect(toast(page, msg.bikeHidden)).toBeVisible();
    await expect(row.getByText(text.hiddenBadge, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: text.unhideBikeLabel(bike.name), exact: true })).toBeVisible();

    await openFromMenu(page, text.menuDashboard);
    await expectCards(page, { bikes: '1', hidden: '1', bookings: '0', revenue: '₹0' });

    await openFromMenu(page, text.menuBikes);
    await row.getByRole('button', { name: text.unhideBikeLabel(bike.name), exact: true }).click();
    await confirmWith(page, msg.confirmChangeStatus);
    await expect(toast(page, msg.bikeUnhidden)).toBeVisible();
    await expect(row.getByText(text.hiddenBadge, { exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: text.hideBikeLabel(bike.name), exact: true })).toBeVisible();

    await openFromMenu(page, text.menuDashboard);
    await expectCards(page, { bikes: '1', hidden: '0', bookings: '0', revenue: '₹0' });
  });

  await test.step('a second bike with the same plate is refused under Plate Number', async () => {
    await page.goto('/partner/addBikes');
    const form = page.locator('form');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await form
      .getByRole('group', { name: text.bikeImages })
      .getByLabel(text.chooseImages)
      .setInputFiles(await pngFile('twin.png', '#365314'));
    await field(text.bikeName).fill('Classic 350 Twin');
    await field(text.bikeBrand).fill(bike.brand);
    await field(text.bikeCategory).selectOption(bike.category);
    await field(text.bikeMakeYear).fill(bike.makeYear);
    await field(text.bikeRentPerHour).fill(bike.rentPerHour);
    await field(text.bikeEngineCc).fill(bike.engineCC);
    await field(text.bikePlateNumber).fill(bike.plate);
    await form.getByRole('button', { name: text.save, exact: true }).click();
    await expect(field(text.bikePlateNumber)).toHaveAccessibleDescription(msg.bikePlateTaken);
    await expect(page).toHaveURL((url) => url.pathname === '/partner/addBikes');

    await openFromMenu(page, text.menuDashboard);
    await expectCards(page, { bikes: '1', hidden: '0', bookings: '0', revenue: '₹0' });
  });
});
