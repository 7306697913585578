import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { SANDBOX_SUCCESS_CARD } from '#shared/api/booking.ts';
import { adminBookingsResponse } from '#shared/api/cancellations.ts';
import { istClockInstant, istDate, istWeekStart } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';
import { DEMO_SHARED_PASSWORD } from '#server/seed/seed-demo.ts';
import { formatMoney } from '#web/lib/format.ts';
import { rideWindow } from '../booking/booking-kit.ts';
import { bookAndPay, openMyRide, rupees, shootWidths } from '../cancellations/cancellation-kit.ts';
import { createUser } from '../support/accounts.ts';
import type { ApiClient } from '../support/api-client.ts';
import { definitionOf } from '../support/partners.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { toast } from '../support/ui.ts';

/*
 * Issue #18 end to end: a customer books two rides of the same bike (66 and 68 days ahead, days no other
 * spec books); the partner completes one from BOOKINGS and the customer cancels the other, which keeps the
 * default policy's ₹100 fee. The partner's Earnings lists both entries with every column; the admin picks
 * this week on Payouts and marks the partner paid with a UTR; the partner sees the reference and the paid
 * total, gets the mail, and the CSV statement holds the same figures as the page.
 */

/** The money columns of an entry, in the Earnings table's order (after Date, Kind and Booking). */
const MONEY = ['gross', 'commission', 'gstOnCommission', 'tcs', 'tds', 'gstCollected', 'damage', 'net'] as const;
type Money = Record<(typeof MONEY)[number], number>;
interface ShownEntry extends Money {
  kind: string;
  status: string;
  reference: string;
}

/** The partner of a booking, as the admin's Bookings call names it. */
async function partnerOf(api: ApiClient, customerEmail: string, orderId: string): Promise<string> {
  const listed = adminBookingsResponse.parse(
    await api.expectOk('GET', '/api/admin/bookings', { as: 'admin', params: { q: customerEmail } }),
  );
  const booking = listed.data.bookings.find((b) => b._id === orderId);
  if (!booking) throw new Error(`[e2e] the admin does not list the ride ${orderId}`);
  return booking.partner.email;
}

/** The Earnings table's row of a booking (the table shows a booking id's first 8 characters). */
function earningsRow(page: Page, bookingId: string): Locator {
  return page
    .getByRole('region', { name: text.earningsTitle })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: bookingId.slice(0, 8), exact: true }) });
}

/** Reads an Earnings row as a person would: its cells, in the columns' order. */
async function readEntry(row: Locator): Promise<ShownEntry> {
  const cells = (await row.getByRole('cell').allTextContents()).map((cell) => cell.trim());
  expect(cells).toHaveLength(3 + MONEY.length + 2);
  const money = Object.fromEntries(MONEY.map((key, i) => [key, rupees(cells[3 + i] ?? '')])) as Money;
  return {
    kind: cells[1] ?? '',
    ...money,
    status: cells[11] ?? '',
    reference: (cells[12] ?? '').replace(text.commissionInvoiceLink, '').trim(),
  };
}

/** The arithmetic at the default rates (20 % commission, 18 % GST on it, 0.1 % TDS, 0.5 % TCS). */
function expectLedgerMaths(entry: ShownEntry): void {
  expect(entry.commission).toBe(Math.floor(entry.gross * 0.2));
  expect(entry.gstOnCommission).toBe(Math.floor(entry.commission * 0.18));
  expect(entry.tds).toBe(Math.floor(entry.gross * 0.001));
  expect([0, Math.floor(entry.gross * 0.005)]).toContain(entry.tcs);
  expect(entry.damage).toBe(0);
  expect(entry.net).toBe(
    entry.gross - entry.commission - entry.gstOnCommission - entry.tcs - entry.tds + entry.gstCollected + entry.damage,
  );
}

test('rides completed and cancelled with a fee reach the partner’s Earnings; the admin pays the week with a UTR', async ({
  page,
  api,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const user = await createUser(api, mailbox, 'ledger-ride', { fname: 'Asha', lname: 'Menon' });
  await signIn(page, 'user', user);
  const completedWindow = rideWindow(66);
  const completed = await bookAndPay(page, completedWindow, SANDBOX_SUCCESS_CARD);
  const cancelled = await bookAndPay(page, rideWindow(68), SANDBOX_SUCCESS_CARD);
  const partnerEmail = await partnerOf(api, user.email, completed.orderId);
  expect(await partnerOf(api, user.email, cancelled.orderId), 'both rides are of the same partner').toBe(partnerEmail);
  const password = partnerEmail === DEMO_ACCOUNTS.partner.email ? DEMO_ACCOUNTS.partner.password : DEMO_SHARED_PASSWORD;

  // The customer cancels the second ride 68 days ahead: the default policy keeps ₹100.
  const card = await openMyRide(page, cancelled.bikeName);
  await card.getByRole('button', { name: text.cancelRide }).click();
  const cancelDialog = page.getByRole('dialog', { name: text.cancelRideTitle });
  await expect(cancelDialog.getByText(/\(₹100 cancellation fee\)$/)).toBeVisible();
  await cancelDialog.getByRole('button', { name: msg.confirmCancelRide }).click();
  await expect(toast(page, msg.rideCancelled)).toBeVisible();

  // The partner completes the first ride from BOOKINGS (on time, within the km allowance) once it has
  // been returned (issue #28): from here on this page's requests run at 06:00 PM on its drop day
  // (scripts/e2e-request-clock.mjs), each role signing in then. The ride's entry is dated that day, the
  // fee's today: the statement of the drop day's week carries both (unpaid entries up to its week).
  const later = istClockInstant(completedWindow.dropDate, '06:00 PM');
  if (!later) throw new Error(`[e2e] no instant for ${completedWindow.dropDate}`);
  await page.setExtraHTTPHeaders({ 'x-e2e-clock': String(later.getTime()) });
  await signIn(page, 'partner', { email: partnerEmail, password });
  await page.goto('/partner/bookings');
  const status = page
    .getByRole('region', { name: text.partnerBookingsLabel })
    .getByRole('row')
    .filter({ hasText: user.email })
    .getByRole('combobox', { name: /^Status of Asha Menon's booking on /, disabled: false });
  await expect(status).toHaveCount(1);
  await status.selectOption('completed');
  const completeDialog = page.getByRole('dialog', { name: text.completeRideTitle });
  await completeDialog.getByLabel(text.startKmLabel).fill('5000');
  await completeDialog.getByLabel(text.endKmLabel).fill('5100');
  await completeDialog.getByRole('button', { name: text.completeRideSubmit }).click();
  await expect(completeDialog).toBeHidden();
  await expect(toast(page, msg.rideCompleted)).toBeVisible();

  // Earnings: both entries with every column.
  await page.goto('/partner/earnings');
  const table = page.getByRole('region', { name: text.earningsTitle });
  for (const key of ['date', 'kind', 'bookingId', ...MONEY, 'status', 'reference'] as const) {
    await expect(table.getByRole('columnheader', { name: text.columns[key], exact: true })).toBeVisible();
  }
  const rideRow = earningsRow(page, completed.orderId);
  const feeRow = earningsRow(page, cancelled.orderId);
  await expect(rideRow).toHaveCount(1);
  await expect(feeRow).toHaveCount(1);
  const ride = await readEntry(rideRow);
  const fee = await readEntry(feeRow);
  expect(ride).toMatchObject({ kind: text.kindNames.ride, status: text.payoutStatusNames.pending, reference: '—' });
  expect(ride.gross).toBeGreaterThan(0);
  // the ride's gross is its rent before tax: below what the customer paid, which adds the GST
  expect(ride.gross).toBeLessThan(rupees(completed.paid));
  expectLedgerMaths(ride);
  expect(fee).toMatchObject({ kind: text.kindNames.cancellation, gross: 100, commission: 20, gstOnCommission: 3 });
  expectLedgerMaths(fee);
  const pendingBefore = rupees((await definitionOf(page, text.pendingTotal).textContent()) ?? '');
  expect(pendingBefore).toBeGreaterThanOrEqual(ride.net + fee.net);
  await shootWidths(page, 'ledger-earnings', () => expect(rideRow).toBeVisible());

  // The dashboard's Pending payout card shows it too (at least these two entries: in a full run, other
  // specs' rides of this demo partner may add theirs at any moment).
  await page.goto('/partner');
  const pendingCard = definitionOf(page, text.pendingPayoutCard);
  await expect(pendingCard).toHaveText(/^₹[\d,]+$/);
  expect(rupees((await pendingCard.textContent()) ?? '')).toBeGreaterThanOrEqual(ride.net + fee.net);

  // The admin opens Payouts, picks the week of the drop day and marks the partner paid with a UTR.
  const week = istWeekStart(later);
  const utr = `UTR${Date.now().toString().slice(-9)}`;
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: text.adminMenu })
    .getByRole('link', { name: text.payoutsTitle, exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/payouts/);
  await page.getByLabel(text.payoutWeekLabel).fill(istDate(later));
  await expect(page).toHaveURL(new RegExp(`week=${week}$`));
  const payoutRow = page
    .getByRole('region', { name: text.payoutsTitle })
    .getByRole('row')
    .filter({ hasText: partnerEmail });
  await expect(payoutRow).toHaveCount(1);
  const payoutCells = payoutRow.getByRole('cell');
  await expect(payoutCells.nth(3)).toHaveText(text.payoutStatusNames.pending);
  const weekNet = rupees((await payoutCells.nth(2).textContent()) ?? '');
  const entryCount = Number(await payoutCells.nth(1).textContent());
  expect(entryCount).toBeGreaterThanOrEqual(2);
  expect(weekNet).toBeGreaterThanOrEqual(ride.net + fee.net);
  await shootWidths(page, 'ledger-payouts', () => expect(payoutRow).toBeVisible());
  // a reference too short is refused on the form, nothing is paid
  await payoutRow.getByPlaceholder(text.referencePlaceholder).fill('12');
  await payoutRow.getByRole('button', { name: text.markPaid }).click();
  await expect(payoutRow.getByText(msg.payoutReferenceInvalid)).toBeVisible();
  await payoutRow.getByPlaceholder(text.referencePlaceholder).fill(utr);
  await payoutRow.getByRole('button', { name: text.markPaid }).click();
  // Mark paid asks first: the account, the entries and the amount, and the day paid (the drop day's week)
  const confirmDialog = page.getByRole('dialog', { name: text.payoutConfirmTitle });
  await expect(confirmDialog).toBeVisible();
  await expect(confirmDialog.getByText(formatMoney(weekNet)).first()).toBeVisible();
  await confirmDialog.getByLabel(text.markPaidOnLabel).fill(istDate(later));
  await confirmDialog.getByRole('button', { name: text.payoutConfirmButton }).click();
  await expect(toast(page, msg.payoutMarkedPaid)).toBeVisible();
  await expect(payoutCells.nth(3)).toHaveText(text.payoutStatusNames.paid);
  // the reference, the day paid and the commission invoice of the week (issue #34)
  await expect(payoutCells.nth(4)).toContainText(utr);
  await expect(payoutCells.nth(4)).toContainText(istDate(later));
  await expect(payoutCells.nth(4).getByRole('button', { name: text.commissionInvoiceLink })).toBeVisible();
  await expect(payoutRow.getByRole('button', { name: text.markPaid })).toHaveCount(0);

  // The partner gets the mail with the amount and the reference.
  // The payout's mail is queued with it and delivered by the mail job its request kicks (due at once,
  // though this spec's request clock also moves the embedded database's now()).
  const mail = await mailbox.waitForMail({
    to: partnerEmail,
    subject: `payout for the week of ${week}`,
    timeout: 20_000,
  });
  expect(mail.text).toContain(`We have paid you ${formatMoney(weekNet)}`);
  expect(mail.text).toContain(`Bank transfer reference (UTR): ${utr}`);

  // Earnings: both entries paid with the reference; the paid total is the week's net.
  await page.goto('/partner/earnings');
  // the reference cell also offers the week's commission invoice (issue #34)
  await expect(rideRow.getByRole('cell').filter({ hasText: utr })).toBeVisible();
  await expect(feeRow.getByRole('cell').filter({ hasText: utr })).toBeVisible();
  expect(await readEntry(rideRow)).toEqual({ ...ride, status: text.payoutStatusNames.paid, reference: utr });
  expect(await readEntry(feeRow)).toEqual({ ...fee, status: text.payoutStatusNames.paid, reference: utr });
  await expect(definitionOf(page, text.paidTotal)).toHaveText(formatMoney(weekNet));

  // The CSV statement from this week to the drop day holds the same figures as the page, and its nets add
  // up to the payout.
  const from = istWeekStart(new Date());
  await page.getByLabel(text.csvFromLabel, { exact: true }).fill(from);
  await page.getByLabel(text.csvToLabel, { exact: true }).fill(istDate(later));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: text.csvDownload }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`earnings-${from}-to-${istDate(later)}.csv`);
  const file = await download.path();
  const records = parse<Record<string, string>>(readFileSync(file, 'utf8'), { columns: true });
  // the week's paid rows are the entries the admin paid (others may have arrived since, still pending)
  const paidRows = records.filter((r) => r[text.columns.reference] === utr);
  expect(paidRows).toHaveLength(entryCount);
  expect(paidRows.every((r) => r[text.columns.status] === 'paid')).toBe(true);
  const csvRow = (bookingId: string) => {
    const found = records.find((r) => r[text.columns.bookingId] === bookingId);
    if (!found) throw new Error(`[e2e] the CSV has no row of ${bookingId}`);
    return found;
  };
  for (const [bookingId, shown, kind] of [
    [completed.orderId, ride, 'ride'],
    [cancelled.orderId, fee, 'cancellation'],
  ] as const) {
    const row = csvRow(bookingId);
    expect(row[text.columns.kind]).toBe(kind);
    for (const key of MONEY) expect(Number(row[text.columns[key]]), `${kind} ${key}`).toBe(shown[key]);
    expect(row[text.columns.status]).toBe('paid');
    expect(row[text.columns.reference]).toBe(utr);
  }
  expect(paidRows.reduce((sum, r) => sum + Number(r[text.columns.net]), 0)).toBe(weekNet);
});
