import { eq } from 'drizzle-orm';
import { licenceRefusal, type LicenceClass, type LicenceRefusal } from '#shared/domain/licence-rules.ts';
import { istDate } from '#shared/domain/time.ts';
import { msg } from '#shared/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { bikes, licences } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

const refusalMessage = (refusal: LicenceRefusal): string => {
  switch (refusal.rule) {
    case 'class':
      return msg.licenceClassRefused;
    case 'expiry':
      return msg.licenceExpiryRefused;
    case 'age':
      return msg.licenceAgeRefused(refusal.minimum);
    case 'rejected':
      return msg.licenceRejectedRefused(refusal.reason);
  }
};

/**
 * bookbike's licence rules (issue #32, decision D77; shared/domain/licence-rules.ts): a 409 when the
 * customer's licence does not cover the bike's transmission, expires before the drop date, is held by
 * someone too young on the pick-up date (21 above 500 cc), or was rejected. Called inside the hold's
 * transaction, so a refusal holds nothing. No licence yet, or one still pending: allowed (the
 * checkout says it must be approved before pick-up); the typed fields of a pending one are still
 * checked, since they can only get it refused at the counter.
 * NOTE: its own step of placeHold, apart from the other checks there.
 */
export async function refuseUnfitLicence(
  tx: DbOrTx,
  userId: string,
  bikeId: string,
  ride: { pickupAt: Date; dropAt: Date },
): Promise<void> {
  const [licence] = await tx
    .select({
      classes: licences.classes,
      dob: licences.dob,
      validUntil: licences.validUntil,
      status: licences.status,
      reason: licences.reason,
    })
    .from(licences)
    .where(eq(licences.userId, userId));
  if (!licence) return;
  const [bike] = await tx
    .select({ transmission: bikes.transmission, engineCC: bikes.engineCC })
    .from(bikes)
    .where(eq(bikes.id, bikeId));
  if (!bike) return;
  const refusal = licenceRefusal(
    { ...licence, classes: licence.classes as LicenceClass[] },
    { ...bike, pickupDate: istDate(ride.pickupAt), dropDate: istDate(ride.dropAt) },
  );
  if (refusal) throw new AppError('CONFLICT', refusalMessage(refusal));
}
