import { eq } from 'drizzle-orm';
import type { Licence, LicenceBody, ProviderFinding } from '#shared/api/licences.ts';
import { istDate } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { licences } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { licenceColumns, toLicence } from './licence-answer.ts';
import type { LicenceRecord, LicenceVerifier } from './licence-verifier.ts';

export interface SaveLicenceDeps {
  db: Db;
  verifier: LicenceVerifier;
  now: () => Date;
  log: { warn(obj: object, message: string): void };
}

/**
 * The provider agrees when it knows the licence, every class typed is on its record and the typed
 * validity does not outlast its record's.
 */
function finding(typed: LicenceBody, record: LicenceRecord | null): NonNullable<ProviderFinding> {
  if (!record) return { found: false, agrees: false, name: null, classes: [], validUntil: null };
  const agrees = typed.classes.every((c) => record.classes.includes(c)) && typed.validUntil <= record.validUntil;
  return { found: true, agrees, name: record.name, classes: record.classes, validUntil: record.validUntil };
}

/**
 * PUT /api/licence (issue #32): the customer's licence, typed. Asked of the verification provider
 * first (outside any transaction): when it agrees the licence is approved at once, otherwise (or when
 * it does not answer) it waits in the admin's queue with what the provider said. Saving again, any
 * field, starts over: an approved or rejected licence goes back through the same check.
 */
export async function saveLicence(deps: SaveLicenceDeps, userId: string, body: LicenceBody): Promise<Licence> {
  if (body.dob > istDate(deps.now())) {
    throw new AppError('VALIDATION', msg.licenceDobInvalid, { errors: { dob: msg.licenceDobInvalid } });
  }
  let provider: ProviderFinding = null;
  try {
    provider = finding(body, await deps.verifier.verify({ number: body.number, dob: body.dob }));
  } catch (error) {
    deps.log.warn({ err: error }, 'licence provider did not answer');
  }
  const values = {
    ...body,
    status: provider?.agrees ? ('approved' as const) : ('pending' as const),
    reason: null,
    provider,
    reviewedBy: null,
    updatedAt: deps.now(),
  };
  const [row] = await deps.db
    .insert(licences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: licences.userId, set: values })
    .returning(licenceColumns);
  if (!row) throw new Error('licence upsert returned no row');
  return toLicence(row);
}

/** GET /api/licence: the customer's own licence, or null when none is saved yet. */
export async function findLicence(db: Db, userId: string): Promise<Licence | null> {
  const [row] = await db.select(licenceColumns).from(licences).where(eq(licences.userId, userId));
  return row ? toLicence(row) : null;
}
