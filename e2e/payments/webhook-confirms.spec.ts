import { createHmac } from 'node:crypto';
import { SANDBOX_SUCCESS_CARD, bookBikeResponse, sandboxPayResponse } from '#shared/api/booking.ts';
import { msg, text } from '#shared/messages.ts';
import { bikeCards, payWithCard, pickPoints, rideWindow, searchBikes } from '../booking/booking-kit.ts';
import { createUser } from '../support/accounts.ts';
import { E2E_WEBHOOK_SECRET } from '../support/e2e-env.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { toast } from '../support/ui.ts';

/*
 * Issue 28: a customer pays, and the tab is closed before verifyPayment reaches the server (here the
 * request is aborted, then the page closed). The money is captured; Razorpay's webhook (played by the
 * test, signed with the server's RAZORPAY_WEBHOOK_SECRET) confirms the ride, and the customer finds
 * it in My Rides.
 */

test('the tab closed after paying: the webhook confirms the ride, and My Rides shows it', async ({
  page,
  context,
  api,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(api, mailbox, 'webhook-tab', { fname: 'Meera', lname: 'Iyer' });
  await signIn(page, 'user', user);
  const window = rideWindow(34);

  await page.goto('/viewBikes');
  await searchBikes(page, window);
  await expect(toast(page, msg.changesApplied)).toBeVisible();
  const first = bikeCards(page).first();
  const bikeName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('button', { name: text.bookNow }).click();
  await page.waitForURL(/\/checkOut\?/);
  await pickPoints(page);

  // verifyPayment never reaches the server: the connection drops (the checkout would try again)
  let verifyTries = 0;
  await page.route('**/api/verifyPayment', async (route) => {
    verifyTries += 1;
    await route.abort('internetdisconnected');
  });
  const booked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bookbike');
  await page.getByRole('region', { name: text.checkout }).getByRole('button', { name: text.makePayment }).click();
  const order = bookBikeResponse.parse(await (await booked).json()).data;
  const paid = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sandboxPay');
  await payWithCard(page, SANDBOX_SUCCESS_CARD);
  const payment = sandboxPayResponse.parse(await (await paid).json()).data;
  // the checkout says the payment went through and keeps trying
  await expect(page.getByText(msg.paymentVerifyRetrying)).toBeVisible();
  await expect.poll(() => verifyTries).toBeGreaterThan(0);
  await page.close();

  // Razorpay's payment.captured, signed with the webhook secret
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.razorpay_payment_id,
          entity: 'payment',
          amount: order.amount,
          currency: 'INR',
          status: 'captured',
          order_id: payment.razorpay_order_id,
          method: 'card',
          captured: true,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = createHmac('sha256', E2E_WEBHOOK_SECRET).update(raw).digest('hex');
  const baseURL = test.info().project.use.baseURL ?? '';
  const delivered = await fetch(`${baseURL}/api/razorpay/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': `evt_e2e_${order.bookingId}`,
    },
    body: raw,
  });
  expect(delivered.status).toBe(200);
  expect(await delivered.json()).toMatchObject({ data: { outcome: 'booked' } });

  // the customer comes back: the ride is in My Rides
  const again = await context.newPage();
  await again.goto('/userProfile');
  await again.getByRole('button', { name: text.myRidesToggle, exact: true }).click();
  const ride = again.getByRole('list', { name: text.myRidesTitle }).getByRole('article', { name: bikeName });
  await expect(ride).toHaveCount(1);
  await expect(ride.getByText('booked', { exact: true })).toBeVisible();
});
