import type { Db } from '#server/db/client.ts';
import type { FileSigner } from '#server/features/files/signed-url.ts';
import type { FileStore } from '#server/features/files/file-store.ts';
import type { MailOutbox } from '#server/features/mail/outbox.ts';

/**
 * What a move of a booked ride needs (cancelRide, cancelBooking, changeBookingStatus, completeRide):
 * the database, the outbox to kick after the commit (the move's mails are queued in its transaction),
 * the log, the file store and signer of the ride's photos, and the clock, read on every call so a test can pin `app.deps.now`.
 */
export interface RideMoveDeps {
  db: Db;
  outbox: Pick<MailOutbox, 'kick'>;
  log: { error(obj: object, message: string): void };
  now: () => Date;
  /** signs the hand-over's and the return's photos in the answer (issue #32) */
  sign: FileSigner;
  /** where the hand-over's and the return's photos go (startRide, completeRide) */
  store: FileStore;
}
