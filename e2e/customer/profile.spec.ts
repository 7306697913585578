import type { Page } from '@playwright/test';
import { msg, text } from '#shared/messages.ts';
import { createUser } from '../support/accounts.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { expectImageLoaded, pngFile, textFile } from '../support/images.ts';
import { toast } from '../support/ui.ts';

// /userProfile of a fresh account per test (never the shared demo user, whose profile other specs read).

/** The profile card: the section named by the user's name. */
const card = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('user profile', () => {
  test('Edit Profile with a photo updates the card and the header, and the change is kept', async ({
    page,
    api,
    mailbox,
    snap,
  }) => {
    const user = await createUser(api, mailbox, 'profile-edit', {
      fname: 'Meera',
      lname: 'Iyer',
      mobile: '9876543210',
    });
    await signIn(page, 'user', user);
    const oldName = `${user.fname} ${user.lname}`;
    await expect(page.getByRole('heading', { name: oldName, level: 2 })).toBeVisible();
    const profile = card(page, oldName);
    await expect(profile.getByRole('img', { name: text.defaultAvatar })).toBeVisible();
    await expect(profile.getByText(user.mobile, { exact: true })).toBeVisible();
    await expect(profile.getByText(user.email, { exact: true })).toBeVisible();

    // MY RIDES opens and closes the rides panel.
    const rides = page.getByRole('button', { name: text.myRidesToggle, exact: true });
    await expect(rides).toHaveAttribute('aria-expanded', 'false');
    await rides.click();
    await expect(rides).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: text.myRidesTitle })).toBeVisible();
    await rides.click();
    await expect(page.getByRole('region', { name: text.myRidesTitle })).toBeHidden();

    await profile.getByRole('button', { name: text.editProfile, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.editProfile });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(text.fnameLabel)).toHaveValue(user.fname);
    await expect(dialog.getByLabel(text.lnameLabel)).toHaveValue(user.lname);
    await expect(dialog.getByLabel(text.mobileNumberLabel)).toHaveValue(user.mobile);

    await dialog.getByLabel(text.profilePhoto).setInputFiles(await pngFile('me.png', '#0ea5e9', 400, 400));
    // The picked photo is previewed in the dialog before anything is sent.
    await expectImageLoaded(dialog.getByRole('img', { name: text.profilePhotoAlt(oldName) }));

    // The dialog validates like the register form.
    await dialog.getByLabel(text.mobileNumberLabel).fill('91234');
    await dialog.getByRole('button', { name: text.saveChanges, exact: true }).click();
    await expect(dialog.getByLabel(text.mobileNumberLabel)).toHaveAccessibleDescription(msg.mobileDigits);

    await dialog.getByLabel(text.fnameLabel).fill('Ananya');
    await dialog.getByLabel(text.lnameLabel).fill('Rao');
    await dialog.getByLabel(text.mobileNumberLabel).fill('9123456780');
    await dialog.getByRole('button', { name: text.saveChanges, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, msg.profileUpdated)).toBeVisible();

    const newName = 'Ananya Rao';
    const updated = card(page, newName);
    await expect(updated.getByRole('heading', { name: newName, level: 2 })).toBeVisible();
    await expect(updated.getByText('9123456780', { exact: true })).toBeVisible();
    await expectImageLoaded(updated.getByRole('img', { name: text.profilePhotoAlt(newName) }));
    await expect(page.getByRole('banner').getByRole('link', { name: newName })).toBeVisible();
    await snap();

    // Stored on the server: a reload shows the same.
    await page.reload();
    const reloaded = card(page, newName);
    await expect(reloaded.getByRole('heading', { name: newName, level: 2 })).toBeVisible();
    await expect(reloaded.getByText('9123456780', { exact: true })).toBeVisible();
    await expectImageLoaded(reloaded.getByRole('img', { name: text.profilePhotoAlt(newName) }));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("licence proof: one file says 'select both files', a .txt is refused, two PNGs are stored and shown", async ({
      page,
      api,
      mailbox,
      snap,
    }) => {
      const user = await createUser(api, mailbox, 'profile-licence');
      await signIn(page, 'user', user);
      const proof = page.getByRole('region', { name: text.idProof });
      await expect(proof).toBeVisible();
      await expect(proof.getByText(text.licenceMissing)).toHaveCount(2);
      for (const line of text.licenceGuidelines) await expect(proof.getByText(line)).toBeVisible();

      const front = proof.getByLabel(text.licenceFront, { exact: true });
      const back = proof.getByLabel(text.licenceBack, { exact: true });
      const upload = proof.getByRole('button', { name: text.uploadProof, exact: true });

      await front.setInputFiles(await pngFile('licence-front.png', '#f97316'));
      await expectImageLoaded(proof.getByRole('img', { name: text.newImagePreview(text.licenceFront) }));
      await upload.click();
      await expect(toast(page, msg.selectBothFiles)).toBeVisible();

      await back.setInputFiles(textFile('licence-back.txt'));
      await expect(toast(page, msg.invalidImageType)).toBeVisible();
      await expect(proof.getByText(text.licenceMissing)).toHaveCount(1);

      await back.setInputFiles(await pngFile('licence-back.png', '#4338ca'));
      await expectImageLoaded(proof.getByRole('img', { name: text.newImagePreview(text.licenceBack) }));
      await upload.click();
      await expect(toast(page, msg.proofUploaded)).toBeVisible();

      // The stored images (signed URLs) replace the previews.
      await expectImageLoaded(proof.getByRole('img', { name: text.licenceFront, exact: true }));
      await expectImageLoaded(proof.getByRole('img', { name: text.licenceBack, exact: true }));
      await expect(proof.getByText(text.licenceMissing)).toHaveCount(0);
      await snap();

      await page.reload();
      await expectImageLoaded(proof.getByRole('img', { name: text.licenceFront, exact: true }));
      await expectImageLoaded(proof.getByRole('img', { name: text.licenceBack, exact: true }));
    });
  });
});
