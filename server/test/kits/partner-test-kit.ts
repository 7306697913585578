import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { partners } from '#server/db/schema/index.ts';
import { bearer, createBike, createPartner, createUser, insertBooking, tokenFor } from '#server/test/factories.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { clientIp } from './account-test-kit.ts';

/** Helpers for the partner API tests. */

export type PartnerOverrides = Partial<typeof partners.$inferInsert>;

/** A partner (verified by default) and the headers of its session. */
export async function signedInPartner(t: TestApp, overrides: PartnerOverrides = {}) {
  const partner = await createPartner(t.db, overrides);
  return { partner, headers: bearer(await tokenFor(t.app, 'partner', partner)) };
}

/**
 * `inject` from a client address of its own (rate limits count per address) that keeps every answer
 * body, so a file can finally assert that no answer ever carried a password hash.
 */
export function partnerApi(t: TestApp) {
  const bodies: string[] = [];
  const call = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await t.app.inject({
      ...options,
      headers: { 'x-forwarded-for': clientIp(), ...(options.headers ?? {}) },
    });
    bodies.push(res.body);
    return res;
  };
  return { call, bodies };
}

/** A plate nobody has: 'KA 01 XX 1A2B3C'. */
export const newPlate = () => `KA 01 XX ${randomBytes(3).toString('hex').toUpperCase()}`;

export const imageBlob = (bytes: Buffer | string, type = 'image/png') =>
  new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });

/** A multipart body of text fields and files (`[field, bytes]`; a string is sent as a text file). */
export function multipart(fields: Record<string, string>, files: [string, Buffer | string][] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach(([name, bytes], i) => form.append(name, imageBlob(bytes), `file-${i}.png`));
  return form;
}

/** The ADD BIKE fields, all valid, with a plate nobody has. */
export function bikeFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Himalayan 450',
    brand: 'Royal Enfield',
    category: 'Adventure',
    makeYear: '2024',
    rentPerHour: '150',
    engineCC: '452',
    plateNumber: newPlate(),
    ...overrides,
  };
}

const HOUR = 60 * 60 * 1000;

/**
 * A customer's booking of one of the partner's bikes (a new bike unless given), `startsIn` hours from
 * now, 24 hours long, booked by default.
 */
export async function bookingFor(
  t: TestApp,
  partnerId: string,
  options: { bikeId?: string; startsIn?: number; values?: Partial<Parameters<typeof insertBooking>[1]> } = {},
) {
  const bikeId = options.bikeId ?? (await createBike(t.db, partnerId)).id;
  const user = await createUser(t.db);
  const pickupAt = new Date(Date.now() + (options.startsIn ?? 48) * HOUR);
  return insertBooking(t.db, {
    userId: user.id,
    bikeId,
    partnerId,
    pickupAt,
    dropAt: new Date(pickupAt.getTime() + 24 * HOUR),
    ...options.values,
  });
}
