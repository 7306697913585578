import { and, eq, inArray } from 'drizzle-orm';
import type { BookBikeBody } from '#shared/api/booking.ts';
import { msg } from '#shared/messages.ts';
import type { Tx } from '#server/db/client.ts';
import { partnerLocations } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { BikeToBook } from './listed-bike-to-book.ts';

/**
 * The names of the partner's points the customer picked, read FOR SHARE (a rename or delete waits for
 * the booking). A point of another partner, or an unknown one, is a 400 on its field.
 */
export async function lockPoints(
  tx: Tx,
  bike: BikeToBook,
  body: Pick<BookBikeBody, 'pickUpPoint' | 'dropPoint'>,
): Promise<{ pickUp: string; drop: string }> {
  const rows = await tx
    .select({ id: partnerLocations.id, name: partnerLocations.name })
    .from(partnerLocations)
    .where(
      and(
        eq(partnerLocations.partnerId, bike.partnerId),
        inArray(partnerLocations.id, [body.pickUpPoint, body.dropPoint]),
      ),
    )
    .for('share');
  const pickUp = rows.find((row) => row.id === body.pickUpPoint)?.name;
  const drop = rows.find((row) => row.id === body.dropPoint)?.name;
  if (pickUp === undefined || drop === undefined) {
    const field = pickUp === undefined ? 'pickUpPoint' : 'dropPoint';
    throw new AppError('VALIDATION', msg.pointNotOfBike, { errors: { [field]: msg.pointNotOfBike } });
  }
  return { pickUp, drop };
}
