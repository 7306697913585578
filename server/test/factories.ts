import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '#shared/api/auth.ts';
import type { Db } from '../db/client.ts';
import { admins, bikes, bookings, partners, users } from '../db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import { issueToken } from '../features/accounts/tokens.ts';

/** A password that meets the policy; every factory account uses it. */
export const TEST_PASSWORD = 'Test@Pass123';
let passwordHash: Promise<string> | undefined;
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(5).toString('hex');

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      fname: 'Test',
      lname: 'Rider',
      email: `rider-${unique()}@example.test`,
      mobile: `9${randomInt(100000000, 999999999)}`,
      passwordHash: await testHash(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

export async function createPartner(db: Db, overrides: Partial<typeof partners.$inferInsert> = {}) {
  const [row] = await db
    .insert(partners)
    .values({
      fname: 'Test',
      lname: 'Owner',
      email: `owner-${unique()}@example.test`,
      city: 'Bengaluru',
      isVerifed: 'true',
      passwordHash: await testHash(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('partner not created');
  return row;
}

export async function createAdmin(db: Db, overrides: Partial<typeof admins.$inferInsert> = {}) {
  const [row] = await db
    .insert(admins)
    .values({ name: 'Test Admin', email: `admin-${unique()}@example.test`, passwordHash: await testHash(), ...overrides })
    .returning();
  if (!row) throw new Error('admin not created');
  return row;
}

export async function createBike(db: Db, partnerId: string, overrides: Partial<typeof bikes.$inferInsert> = {}) {
  const [row] = await db
    .insert(bikes)
    .values({
      partnerId,
      name: 'Classic 350',
      brand: 'Royal Enfield',
      category: 'Modern Classics',
      makeYear: 2023,
      rentPerHour: 120,
      engineCC: 349,
      plateNumber: `KA 01 AB ${randomInt(1000, 9999)}${unique().slice(0, 4).toUpperCase()}`,
      images: ['/uploads/test.png'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('bike not created');
  return row;
}

/** Inserts a booking row directly (the booking flow's rules are tested in features/rentals). */
export async function insertBooking(
  db: Db,
  values: { userId: string; bikeId: string; partnerId: string; pickupAt: Date; dropAt: Date } & Partial<
    typeof bookings.$inferInsert
  >,
) {
  const [row] = await db
    .insert(bookings)
    .values({
      city: 'Bengaluru',
      pickUpPoint: 'MG Road',
      dropPoint: 'MG Road',
      hours: 24,
      rent: 2880,
      cgst: 403,
      sgst: 403,
      totalAmount: 2880,
      grandTotal: 3686,
      status: 'booked',
      ...values,
    })
    .returning();
  if (!row) throw new Error('booking not created');
  return row;
}

/** A valid token for an account, as if it had logged in. */
export function tokenFor(app: FastifyInstance, role: Role, account: { id: string; tokenVersion: number }, ttlSeconds?: number) {
  return issueToken(app.deps.jwtKey, { sub: account.id, role, tv: account.tokenVersion }, ttlSeconds);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
