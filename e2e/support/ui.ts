import type { Locator, Page } from '@playwright/test';
import { text } from '#shared/messages.ts';

/** The toast (react-hot-toast renders each one with role="status") that shows `message`. */
export function toast(page: Page, message: string): Locator {
  return page.getByRole('status').filter({ hasText: message });
}

/**
 * The customer login form on the current page, found by its Email field (the header's own 'Login'
 * link is outside it).
 */
export function loginForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel(text.emailLabel, { exact: true }) });
}

/** Fills the login form on the current page and clicks its Login button (no waiting for the result). */
export async function submitLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const form = loginForm(page);
  await form.getByLabel(text.emailLabel, { exact: true }).fill(credentials.email);
  await form.getByLabel(text.passwordLabel, { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: text.login, exact: true }).click();
}

/**
 * Collects the pathnames of every /api/ request the page makes from now on, to prove that a form
 * refused bad input on the client without calling the server.
 */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}
