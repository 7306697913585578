import { randomBytes } from 'node:crypto';
import { istDate } from '#shared/domain/time.ts';
import { bearer, createAdmin, createPartner, createUser, tokenFor } from '#server/test/factories.ts';
import type { TestApp } from '#server/test/test-app.ts';
import type { partners, users } from '#server/db/schema/index.ts';

/** Helpers for the admin API tests. */

export { recordingInject as adminApi } from './account-test-kit.ts';
export { multipart } from './partner-test-kit.ts';

/** An admin and the headers of its session. */
export async function signedInAdmin(t: TestApp) {
  const admin = await createAdmin(t.db);
  return { admin, headers: bearer(await tokenFor(t.app, 'admin', admin)) };
}

/** A customer and the headers of their session. */
export async function signedInUser(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db, overrides);
  return { user, headers: bearer(await tokenFor(t.app, 'user', user)) };
}

/** A partner request as join-us leaves it (isVerifed 'false') unless told otherwise. */
export function partnerRequestRow(t: TestApp, overrides: Partial<typeof partners.$inferInsert> = {}) {
  return createPartner(t.db, { isVerifed: 'false', ...overrides });
}

/** A coupon code nobody has: 'T-1A2B3C4D'. */
export const newCouponCode = () => `T-${randomBytes(4).toString('hex').toUpperCase()}`;

/** 'YYYY-MM-DD' `days` from today, India time. */
export const istDaysFromNow = (days: number) => istDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** The Add Coupon fields, all valid, with a code nobody has. */
export function couponFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    couponName: 'Monsoon ride',
    couponCode: newCouponCode(),
    discountValue: '10',
    minPurchase: '1000',
    maxDiscount: '500',
    expireDate: istDaysFromNow(30),
    limit: '100',
    ...overrides,
  };
}
