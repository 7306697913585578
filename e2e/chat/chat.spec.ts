import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { msg, text } from '#shared/messages.ts';
import { createUser } from '../support/accounts.ts';
import { ApiClient } from '../support/api-client.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { freePort } from '../support/free-port.ts';
import { Mailbox } from '../support/mailbox.ts';
import { startMailCapture } from '../support/mail-capture.ts';
import {
  restartAppServer,
  startAppServer,
  type AppServer,
  type StartAppServerOptions,
} from '../support/start-app-server.ts';
import {
  LIVE_TIMEOUT,
  adminSends,
  chatShot,
  conversationList,
  customerSends,
  expectAboveOlder,
  expectConnected,
  listedRows,
  messageLog,
  openCustomerChat,
  topConversation,
  uniqueLastName,
} from './chat-kit.ts';

/*
 * Realtime chat (issue 7) in Chromium with two browser contexts, a customer and the admin.
 * 1. On the run's shared server: messages go live both ways, and the conversation moves to the top.
 * 2. On a server of this spec's own (restarting the shared one would break the specs running beside
 *    it): after a restart both sides reconnect by themselves, messages written while the other side
 *    was still reconnecting come from the history, and live messages flow again.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function twoContexts(
  browser: Browser,
  baseURL?: string,
): Promise<{ customer: Page; admin: Page; contexts: BrowserContext[] }> {
  const options = baseURL ? { baseURL } : {};
  const customerContext = await browser.newContext(options);
  const adminContext = await browser.newContext(options);
  return {
    customer: await customerContext.newPage(),
    admin: await adminContext.newPage(),
    contexts: [customerContext, adminContext],
  };
}

test('a customer and the admin chat live both ways', async ({ browser, api, mailbox }) => {
  test.setTimeout(120_000);
  const lname = uniqueLastName();
  const form = await createUser(api, mailbox, 'chat', { fname: 'Kiran', lname });
  const name = `Kiran ${lname}`;
  const { customer, admin, contexts } = await twoContexts(browser);

  try {
    await signIn(admin, 'admin');
    await admin.goto('/admin/chats');
    await expect(admin.getByRole('heading', { name: text.adminChatsTitle })).toBeVisible();
    // the list has loaded (or says there is no conversation yet)
    await expect(conversationList(admin).or(admin.getByText(text.adminChatsEmptyTitle))).toBeVisible();
    const olderRows = await listedRows(admin);

    await signIn(customer, 'user', form);
    const panel = await openCustomerChat(customer);
    await customerSends(panel, 'Is the Classic 350 free this Sunday?');
    await expect(customer.getByText(msg.messageSent)).toBeVisible();

    // The admin's open page: the new conversation appears at the top, live.
    const row = conversationList(admin).getByRole('button', { name: new RegExp(name) });
    await expect(row).toContainText('Is the Classic 350 free this Sunday?', { timeout: LIVE_TIMEOUT });
    await expect(row.getByLabel(text.chatUnread(1))).toBeVisible();
    await expectAboveOlder(admin, name, olderRows);
    await row.click();
    await expect(admin.getByRole('heading', { name })).toBeVisible();
    await expect(messageLog(admin).getByText('Is the Classic 350 free this Sunday?')).toBeVisible();

    // The admin replies; the reply appears live in the customer's panel, as text.
    await adminSends(admin, 'Yes, it is free. <b>Book</b> soon: https://example.test');
    await expect(messageLog(panel).getByText('Yes, it is free. <b>Book</b> soon: https://example.test')).toBeVisible({
      timeout: LIVE_TIMEOUT,
    });
    await expect(messageLog(panel).locator('b, a')).toHaveCount(0);

    // And the customer again: live in the admin's open pane, the conversation still on top.
    await customerSends(panel, 'Great, booking it now.');
    await expect(messageLog(admin).getByText('Great, booking it now.')).toBeVisible({ timeout: LIVE_TIMEOUT });
    await expect(row).toContainText('Great, booking it now.');
    await expectAboveOlder(admin, name, olderRows);

    // Review screenshots: the panel and the Chats page, wide and on a phone.
    await chatShot(customer, 'customer-1280');
    await chatShot(admin, 'admin-1280');
    // On a phone (a fresh load: the side menu starts closed there) the list and the pane take turns.
    await customer.setViewportSize({ width: 390, height: 844 });
    await admin.setViewportSize({ width: 390, height: 844 });
    const phonePanel = await openCustomerChat(customer);
    await expect(messageLog(phonePanel).getByText('Great, booking it now.')).toBeVisible();
    await chatShot(customer, 'customer-390');
    await admin.reload();
    await expect(messageLog(admin).getByText('Great, booking it now.')).toBeVisible();
    await expect(conversationList(admin)).toBeHidden();
    await chatShot(admin, 'admin-390');
    await admin.getByRole('button', { name: text.chatBackToList }).click();
    await expect(conversationList(admin)).toBeVisible();
    await expectAboveOlder(admin, name, olderRows);
    await chatShot(admin, 'admin-list-390');
  } finally {
    for (const context of contexts) await context.close();
  }
});

test.describe('after a server restart', () => {
  let server: AppServer | undefined;
  let options: StartAppServerOptions;
  let runDir: string;
  let closeMail: (() => Promise<void>) | undefined;
  let mailDir: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    runDir = mkdtempSync(path.join(tmpdir(), 'revon-e2e-chat-'));
    const mail = await startMailCapture(path.join(runDir, 'mail'));
    closeMail = () => mail.close();
    mailDir = mail.dir;
    options = {
      root,
      port: await freePort(),
      dataDir: path.join(runDir, 'data'),
      smtpUrl: mail.url,
      logFile: path.join(runDir, 'server.log'),
    };
    server = await startAppServer(options);
  });

  test.afterAll(async () => {
    await server?.stop();
    await closeMail?.();
    if (process.env.E2E_KEEP === '1') console.log(`[e2e] kept ${runDir}`);
    else rmSync(runDir, { recursive: true, force: true });
  });

  test('both sides reconnect by themselves; missed messages come from the history', async ({ browser, playwright }) => {
    test.setTimeout(180_000);
    if (!server) throw new Error('the chat spec server did not start');
    const request = await playwright.request.newContext({ baseURL: server.baseURL });
    const api = new ApiClient(request);
    const lname = uniqueLastName();
    const form = await createUser(api, new Mailbox(mailDir), 'chat-restart', { fname: 'Nila', lname });
    await request.dispose();
    const name = `Nila ${lname}`;
    const { customer, admin, contexts } = await twoContexts(browser, server.baseURL);

    try {
      await signIn(customer, 'user', form);
      await signIn(admin, 'admin');
      const panel = await openCustomerChat(customer);
      await customerSends(panel, 'Before the restart');
      await admin.goto('/admin/chats');
      // this server is the spec's own: its newest conversation is this customer's
      await expect(topConversation(admin)).toContainText(name);
      await topConversation(admin).click();
      await expect(messageLog(admin).getByText('Before the restart')).toBeVisible();
      await expectConnected(admin);

      // The server restarts. While it is down both sides say so and cannot send.
      const restarted = restartAppServer(server, options);
      await expect(panel.getByRole('status').filter({ hasText: text.chatReconnecting })).toBeVisible({
        timeout: LIVE_TIMEOUT,
      });
      await expect(panel.getByRole('button', { name: text.send, exact: true })).toBeDisabled();
      await expect(admin.getByRole('status').filter({ hasText: text.chatReconnecting })).toBeVisible({
        timeout: LIVE_TIMEOUT,
      });
      await expect(admin.getByRole('button', { name: text.send, exact: true })).toBeDisabled();
      // The admin's network stays down a while longer, so the customer writes while the admin is away.
      await admin.context().setOffline(true);
      server = await restarted;

      // Both reconnect by themselves; nobody reloads.
      await expectConnected(panel);
      await customerSends(panel, 'Written while support was reconnecting');
      await admin.context().setOffline(false);
      await expectConnected(admin);
      await expect(messageLog(admin).getByText('Written while support was reconnecting')).toBeVisible({
        timeout: LIVE_TIMEOUT,
      });

      // The other way round: the customer is away while the admin writes.
      await customer.context().setOffline(true);
      await expect(panel.getByRole('button', { name: text.send, exact: true })).toBeDisabled({ timeout: LIVE_TIMEOUT });
      await adminSends(admin, 'Answered while you were away');
      await customer.context().setOffline(false);
      await expectConnected(panel);
      await expect(messageLog(panel).getByText('Answered while you were away')).toBeVisible({ timeout: LIVE_TIMEOUT });

      // And live both ways again.
      await customerSends(panel, 'Live again from the customer');
      await expect(messageLog(admin).getByText('Live again from the customer')).toBeVisible({ timeout: LIVE_TIMEOUT });
      await adminSends(admin, 'Live again from support');
      await expect(messageLog(panel).getByText('Live again from support')).toBeVisible({ timeout: LIVE_TIMEOUT });

      // Every message once, in order, on both sides.
      const expected = [
        'Before the restart',
        'Written while support was reconnecting',
        'Answered while you were away',
        'Live again from the customer',
        'Live again from support',
      ];
      for (const log of [messageLog(panel), messageLog(admin)]) {
        await expect
          .poll(async () => await log.getByRole('listitem').locator('p').allTextContents(), { timeout: LIVE_TIMEOUT })
          .toEqual(expected);
      }
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
