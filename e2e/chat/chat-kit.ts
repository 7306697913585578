import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { text } from '#shared/messages.ts';
import { expect } from '../support/fixtures.ts';

/** Helpers of the chat specs: the customer's panel and the admin's Chats page, found by role and label. */

/** Reconnection can take a few seconds (delays up to 5 s, randomised): wait generously. */
export const LIVE_TIMEOUT = 30_000;

/** A last name nobody else has, letters only (the register form's rules). */
export function uniqueLastName(): string {
  return `Chat${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
}

/** Opens the customer's chat panel from the floating button (on the home page) and waits until it is live. */
export async function openCustomerChat(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: text.openChat }).click();
  const panel = page.getByRole('dialog', { name: text.chatWithUs });
  await expect(panel).toBeVisible();
  await expectConnected(panel);
  return panel;
}

/** The chat is connected: no status line, and Send is enabled. */
export async function expectConnected(scope: Locator | Page): Promise<void> {
  await expect(scope.getByRole('button', { name: text.send, exact: true })).toBeEnabled({ timeout: LIVE_TIMEOUT });
}

/** Types `message` into the customer panel and sends it; waits for it to show in the panel. */
export async function customerSends(panel: Locator, message: string): Promise<void> {
  await expectConnected(panel);
  await panel.getByPlaceholder(text.askSomething).fill(message);
  await panel.getByRole('button', { name: text.send, exact: true }).click();
  await expect(messageLog(panel).getByText(message, { exact: true })).toBeVisible();
  await expect(panel.getByPlaceholder(text.askSomething)).toHaveValue('');
}

/** Types `message` into the admin's open conversation and sends it; waits for it to show in the pane. */
export async function adminSends(page: Page, message: string): Promise<void> {
  await expectConnected(page);
  await page.getByPlaceholder(text.typeAMessage).fill(message);
  await page.getByRole('button', { name: text.send, exact: true }).click();
  await expect(messageLog(page).getByText(message, { exact: true })).toBeVisible();
}

export const messageLog = (scope: Locator | Page) => scope.getByRole('log', { name: text.chatMessagesLabel });

export const conversationList = (page: Page) => page.getByRole('region', { name: text.chatConversations });

/** The first conversation of the admin's list (the most recently active). */
export const topConversation = (page: Page) => conversationList(page).getByRole('button').first();

/** The admin's conversation rows as shown (name, time, last text, badge), top first; none when empty. */
export async function listedRows(page: Page): Promise<string[]> {
  if (!(await conversationList(page).isVisible())) return [];
  return conversationList(page).getByRole('button').allInnerTexts();
}

/**
 * Waits until `name`'s conversation is listed above every conversation of `olderRows` that has not
 * changed since (rows as `listedRows` gave them earlier). Other specs' customers may chat at the same
 * time on the shared server: a conversation newer than ours may rightly be above it, an untouched
 * older one may not.
 */
export async function expectAboveOlder(page: Page, name: string, olderRows: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const rows = await listedRows(page);
        const mine = rows.findIndex((row) => row.includes(name));
        if (mine < 0) return `${name} not listed: ${rows.join(' | ')}`;
        const misplaced = rows.filter((row, index) => index < mine && olderRows.includes(row));
        return misplaced.length === 0 ? 'above the older conversations' : `below ${misplaced.join(' | ')}`;
      },
      { timeout: LIVE_TIMEOUT, message: `${name}'s conversation moves to the top` },
    )
    .toBe('above the older conversations');
}

/** Saves a review screenshot as `<E2E_SHOT_DIR>/chat-<name>.png` when E2E_SHOT_DIR is set. */
export async function chatShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `chat-${name}.png`) }).catch(() => undefined);
}
