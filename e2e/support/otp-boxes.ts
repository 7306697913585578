import { expect, type Page } from '@playwright/test';
import { OTP_COUNTDOWN_START, OTP_LENGTH } from '#shared/domain/limits.ts';
import { text } from '#shared/messages.ts';

/** The OTP box at `position` (1-based), found by its label 'Digit N of 4'. */
export function otpBox(page: Page, position: number) {
  return page.getByLabel(text.otpDigitLabel(position, OTP_LENGTH), { exact: true });
}

/** Types `code` key by key from the first box, as a person does (each digit moves the focus on). */
export async function typeOtp(page: Page, code: string): Promise<void> {
  await otpBox(page, 1).click();
  await page.keyboard.type(code);
}

/**
 * Pastes `code` into the first box with the keyboard shortcut, through the real clipboard. The test's
 * context needs the 'clipboard-read' and 'clipboard-write' permissions.
 */
export async function pasteOtp(page: Page, code: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), code);
  await otpBox(page, 1).click();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Expects the boxes to show `code`, one digit each ('' for all empty). */
export async function expectOtpBoxes(page: Page, code: string): Promise<void> {
  for (let position = 1; position <= OTP_LENGTH; position += 1) {
    await expect(otpBox(page, position)).toHaveValue(code.charAt(position - 1));
  }
}

/**
 * The countdown under the boxes, 'You can ask for a new code in N', at any N from the start down to 1.
 * A tick is only 0.5 s or 1 s, so a test that waits for one exact number can miss it on a busy machine.
 */
export const OTP_COUNTDOWN = new RegExp(
  `^${escapeRegExp(text.otpResendIn(OTP_COUNTDOWN_START).replace(/\d+$/, ''))}[1-${OTP_COUNTDOWN_START}]$`,
);

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
