import { msg, text } from '#shared/messages.ts';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/ui.ts';
import { confirm, createPartnerRequest, openAdmin, tableRow } from './admin-kit.ts';

test('the admin accepts one partner request and rejects another; each partner gets a mail', async ({
  page,
  api,
  mailbox,
  snap,
}) => {
  // Two join-us calls (the run shares a limit of 10 per 15 minutes).
  const accepted = await createPartnerRequest(api, 'admin-accept', 'Kiran');
  const rejected = await createPartnerRequest(api, 'admin-reject', 'Neha');

  await openAdmin(page, api, '/admin/partnerRequests');
  await expect(page.getByRole('heading', { name: text.adminPartnerRequestsTitle, level: 1 })).toBeVisible();
  const headers = page.getByRole('table').getByRole('columnheader');
  await expect(headers).toHaveText(['Fname', 'Lname', 'Email', 'Status', 'Reject', 'Accept', 'View']);

  // Newest first: both new requests are on the first page, awaiting review.
  const acceptRow = tableRow(page, accepted.email);
  const rejectRow = tableRow(page, rejected.email);
  await expect(acceptRow).toContainText(accepted.fname);
  await expect(acceptRow).toContainText(text.requestStates.false);
  await expect(rejectRow).toContainText(rejected.fname);

  // Accept → 'Yes, Accept!' → the partner's mail, and the button stays disabled.
  const acceptButton = acceptRow.getByRole('button', { name: text.accept, exact: true });
  await expect(acceptButton).toBeEnabled();
  await acceptButton.click();
  await confirm(page, msg.confirmAccept);
  await expect(toast(page, msg.partnerAccepted).first()).toBeVisible();
  await expect(acceptButton).toBeDisabled();
  await expect(acceptRow).toContainText(text.requestStates.mailSented);
  const acceptMail = await mailbox.waitForMail({ to: accepted.email, subject: 'accepted' });
  expect(acceptMail.text).toContain(accepted.fname);
  await snap();

  // Still accepted after a reload: the server's state, not the page's.
  await page.reload();
  await expect(tableRow(page, accepted.email).getByRole('button', { name: text.accept, exact: true })).toBeDisabled();

  // The accepted partner may now log in.
  await api.login('partner', { email: accepted.email, password: accepted.password });

  // Reject → 'Reject Request' → the row goes and the partner gets the rejection mail.
  await tableRow(page, rejected.email).getByRole('button', { name: text.reject, exact: true }).click();
  await confirm(page, msg.confirmRejectRequest);
  await expect(toast(page, msg.partnerRejected).first()).toBeVisible();
  await expect(tableRow(page, rejected.email)).toHaveCount(0);
  const rejectMail = await mailbox.waitForMail({ to: rejected.email, subject: 'partner request' });
  expect(rejectMail.subject).not.toMatch(/accepted/i);
  expect(rejectMail.text).toMatch(/not accepted/i);
  await page.reload();
  await expect(tableRow(page, accepted.email)).toBeVisible();
  await expect(tableRow(page, rejected.email)).toHaveCount(0);

  // The rejected person can no longer log in.
  const refused = await api.post('/api/partner/login', {
    data: { email: rejected.email, password: rejected.password },
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);

  // View opens the accepted partner's page.
  await tableRow(page, accepted.email).getByRole('link', { name: text.view, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/partnerSingleView\?id=/);
  await expect(page.getByRole('heading', { name: `${accepted.fname} ${accepted.lname}` })).toBeVisible();
});
