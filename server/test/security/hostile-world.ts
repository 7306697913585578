import type { Role } from '#shared/api/auth.ts';
import { chatMessages, coupons, partnerLocations } from '#server/db/schema/index.ts';
import { createAdmin, createBike, createPartner, createUser, insertBooking, tokenFor } from '#server/test/factories.ts';
import type { TestApp } from '#server/test/test-app.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A small populated world for the hostile tests: one account of each role (with a token), a bike, a
 * booking, a pick-up point, a coupon and a chat message, so reads have rows to return and a write that
 * should not happen has rows to change.
 */
export async function hostileWorld(t: TestApp) {
  const user = await createUser(t.db);
  const partner = await createPartner(t.db);
  const admin = await createAdmin(t.db);
  const bike = await createBike(t.db, partner.id);
  const pickupAt = new Date(Date.now() + 72 * HOUR);
  const booking = await insertBooking(t.db, {
    userId: user.id,
    bikeId: bike.id,
    partnerId: partner.id,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
  });
  await t.db.insert(partnerLocations).values({ partnerId: partner.id, name: 'MG Road' });
  await t.db.insert(coupons).values({
    image: '/uploads/test.png',
    couponName: 'Welcome',
    couponCode: 'WELCOME10',
    discountValue: 10,
    minPurchase: 0,
    maxDiscount: 500,
    expireDate: '2999-12-31',
    limit: 100,
  });
  await t.db.insert(chatMessages).values({ userId: user.id, sender: 'User', text: 'hello' });

  const tokens: Record<Role, string> = {
    user: await tokenFor(t.app, 'user', user),
    partner: await tokenFor(t.app, 'partner', partner),
    admin: await tokenFor(t.app, 'admin', admin),
  };
  return { user, partner, admin, bike, booking, tokens };
}
