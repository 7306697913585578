import { randomUUID } from 'node:crypto';
import type { BookBikeBody, BookBikeResponse } from '#shared/api/booking.ts';
import { windowInstants } from '#shared/api/search.ts';
import { toPaise } from '#shared/domain/pricing.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentCallDeps, PaymentProvider } from '#server/features/payments/payment-provider.ts';
import { startProviderOrder } from '#server/features/payments/start-provider-order.ts';
import { freeBikeIndexOf } from '#server/features/search/free-bike-index.ts';
import { BikeTurns } from '../hold/bike-turns.ts';
import { placeHold } from '../hold/place-hold.ts';
import { findSameHold, takenByOthers, type HeldOrder } from '../hold/same-hold.ts';

/**
 * bookbike (issue 21: a double click or a hot bike never stalls checkout):
 * 0. A bike the free-bike index is sure another customer's paid ride or live hold keeps over the window
 *    is refused at once, with the 409 the database would answer, before any query, provider call or
 *    write (issue #35: the losers of a hot bike cost microseconds, not a connection). The index is
 *    owner-aware (the customer's own holds never refuse) and answers "not sure" whenever it cannot
 *    promise; then the steps below run as before.
 * Steps 1–3 run in the bike's turn (`BikeTurns`): one request of a bike at a time reaches the
 *    database from this process; the others wait in memory and ask the index again when a turn ends.
 * 1. The customer's live hold of this very request (a double click, a retrying client) is answered
 *    as it is, same order id and amount, read without any lock; another customer's paid ride or live
 *    hold over the window is a 409 at once. Neither queues for the bike's lock.
 * 2. Else the provider order is created for the amount the client was shown, with the id the hold
 *    will have as its receipt, BEFORE any transaction: no lock is held while the provider answers.
 * 3. placeHold inserts the hold WITH that order id in one row (no crash leaves a hold without its
 *    order). If the hold is refused (the bike was taken, the price changed) the unused order is
 *    harmless: it is never paid and lapses at the provider.
 */
export async function startPayment(
  deps: PaymentCallDeps,
  userId: string,
  body: BookBikeBody,
): Promise<BookBikeResponse['data']> {
  const index = freeBikeIndexOf(deps.db);
  const refuseIfTaken = async () => {
    if (!index) return;
    const { pickupAt, dropAt } = windowInstants(body);
    if (await index.takenByOthers(body.bike, userId, pickupAt, dropAt)) {
      throw new AppError('CONFLICT', msg.bikeNotAvailable);
    }
  };
  await refuseIfTaken();
  return turnsOf(deps.db).run(body.bike, refuseIfTaken, async () => {
    const same = await findSameHold(deps.db, userId, body);
    if (same) return answer(deps.provider, same);
    if (await takenByOthers(deps.db, userId, body)) throw new AppError('CONFLICT', msg.bikeNotAvailable);

    const bookingId = randomUUID();
    const order = await startProviderOrder(deps, body.amount, bookingId, 'payment order not created');
    const hold = await placeHold(deps.db, userId, body, { bookingId, providerOrderId: order.id });
    return answer(deps.provider, hold);
  });
}

const bikeTurns = new WeakMap<Db, BikeTurns>();

/** this process's turns of `db`'s bikes */
function turnsOf(db: Db): BikeTurns {
  let turns = bikeTurns.get(db);
  if (!turns) {
    turns = new BikeTurns();
    bikeTurns.set(db, turns);
  }
  return turns;
}

function answer(provider: PaymentProvider, hold: HeldOrder): BookBikeResponse['data'] {
  return {
    id: hold.providerOrderId,
    amount: toPaise(hold.quote.toPay),
    currency: 'INR',
    key: provider.keyId,
    provider: provider.name,
    bookingId: hold.bookingId,
    holdExpiresAt: hold.holdExpiresAt.toISOString(),
    quote: hold.quote,
  };
}
