import { msg, text } from '#shared/messages.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { createUser } from '../support/accounts.ts';
import { submitLogin, toast } from '../support/ui.ts';
import { confirm, openAdmin, tableRow } from './admin-kit.ts';

test('blocking a user refuses their open session at once and their login; unblocking lets them log in again', async ({
  page,
  api,
  mailbox,
  browser,
  snap,
}) => {
  test.setTimeout(90_000);
  // One OTP mail (the run shares a limit of 20 per 15 minutes).
  const user = await createUser(api, mailbox, 'admin-block', { fname: 'Rohit', lname: 'Kulkarni' });
  const credentials = { email: user.email, password: user.password };

  // The user is signed in, in a browser of their own.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, 'user', credentials);
  const userToken = await userPage.evaluate(() => window.localStorage.getItem('userToken'));
  expect(userToken).toBeTruthy();

  // The admin blocks them on User Management (newest first: page 1).
  await openAdmin(page, api, '/admin/users');
  await expect(page.getByRole('heading', { name: text.adminUsersTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Fname', 'Lname', 'Email', 'Status']);
  const row = tableRow(page, user.email);
  await expect(row).toContainText('Rohit');
  await expect(row).toContainText(text.statusActive);
  await row.getByRole('button', { name: text.block, exact: true }).click();
  await confirm(page, msg.confirmChangeStatus);
  await expect(toast(page, msg.userBlocked).first()).toBeVisible();
  await expect(row).toContainText(text.statusBlocked);
  await expect(row.getByRole('button', { name: text.unblock, exact: true })).toBeVisible();
  await snap();

  // Their open session is refused on its very next call…
  const check = await api.post('/api/checkIfUser', { token: userToken ?? '' });
  expect(check.status).toBe(403);
  expect(check.body.message).toBe(msg.accountBlocked);
  // …so reopening their profile sends them to the login page…
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login(\?next=%2FuserProfile)?$/);
  // …where their login is refused with the reason.
  await submitLogin(userPage, credentials);
  await expect(toast(userPage, msg.accountBlocked).first()).toBeVisible();
  await expect(userPage).toHaveURL(/\/login(\?next=%2FuserProfile)?$/);

  // Unblock: the row changes back, still there after a reload, and the user can log in again.
  await row.getByRole('button', { name: text.unblock, exact: true }).click();
  await confirm(page, msg.confirmChangeStatus);
  await expect(toast(page, msg.userUnblocked).first()).toBeVisible();
  await expect(row).toContainText(text.statusActive);
  await page.reload();
  await expect(tableRow(page, user.email)).toContainText(text.statusActive);
  await signIn(userPage, 'user', credentials);
  await userContext.close();
});
