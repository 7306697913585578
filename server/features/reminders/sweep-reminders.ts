import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { bikes, bookings, users } from '#server/db/schema/index.ts';
import type { Mail } from '#server/features/mail/mailer.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import {
  mailDate,
  mailTime,
  pickupReminderMail,
  returnReminderMail,
  type MailContent,
  type RideReminderInput,
} from '#server/features/mail/templates.ts';
import type { Language } from '#shared/messages/language.ts';
import { bookedBikeColumns } from '#server/lib/booked-bike.ts';
import { optedInMobileOfBooking, queueTextMessage } from '#server/features/text-messages/queue-text-message.ts';
import { recipientLanguage } from '#server/features/mail/recipient-language.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The pick-up reminder goes this long before the pick-up (at once for a ride booked closer to it). */
export const PICKUP_REMINDER_HOURS = 24;
/** The return reminder goes this long before the drop time. */
export const RETURN_REMINDER_HOURS = 1;

/** A reminder queued in the outbox by the sweep's transaction. */
export type StoredReminder = Mail & { bookingId: string; kind: 'pickup' | 'return' };

type Kind = StoredReminder['kind'];

const REMINDERS = {
  pickup: {
    stamp: bookings.pickupRemindedAt,
    at: bookings.pickupAt,
    hours: PICKUP_REMINDER_HOURS,
    mail: pickupReminderMail,
  },
  return: {
    stamp: bookings.returnRemindedAt,
    at: bookings.dropAt,
    hours: RETURN_REMINDER_HOURS,
    mail: returnReminderMail,
  },
} as const;

/**
 * Claims the booked rides whose reminder of `kind` is due at `now` with ONE conditional UPDATE (its
 * stamp still empty, its time within the reminder's hours and still ahead), stamping them `now`.
 * Two sweeps at once (two instances) cannot both claim a ride: the second UPDATE waits on the row
 * and finds the stamp set. Answers the claimed ids.
 */
async function claimDue(tx: Tx, kind: Kind, now: Date): Promise<string[]> {
  const reminder = REMINDERS[kind];
  const stamp = kind === 'pickup' ? { pickupRemindedAt: now } : { returnRemindedAt: now };
  const claimed = await tx
    .update(bookings)
    .set(stamp)
    .where(
      and(
        eq(bookings.status, 'booked'),
        isNull(reminder.stamp),
        lte(reminder.at, new Date(now.getTime() + reminder.hours * HOUR_MS)),
        gt(reminder.at, now),
      ),
    )
    .returning({ id: bookings.id });
  return claimed.map((row) => row.id);
}

/** The mails of the claimed rides: the customer, the bike as booked, the time and point in India time. */
async function reminderMails(
  tx: Tx,
  kind: Kind,
  ids: string[],
): Promise<(Mail & { bookingId: string; textParams: string[]; language: Language })[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: bookings.id,
      email: users.email,
      fname: users.fname,
      language: recipientLanguage(users.language),
      bikeName: bookedBikeColumns.bikeName,
      bikeBrand: bookedBikeColumns.bikeBrand,
      pickupAt: bookings.pickupAt,
      dropAt: bookings.dropAt,
      pickUpPoint: bookings.pickUpPoint,
      dropPoint: bookings.dropPoint,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(bikes, eq(bikes.id, bookings.bikeId))
    .where(inArray(bookings.id, ids));
  return rows.map((row) => {
    const at = kind === 'pickup' ? row.pickupAt : row.dropAt;
    const input: RideReminderInput = {
      fname: row.fname,
      orderId: row.id,
      bike: `${row.bikeBrand} ${row.bikeName}`,
      date: mailDate(at, row.language),
      time: mailTime(at, row.language),
      point: kind === 'pickup' ? row.pickUpPoint : row.dropPoint,
      language: row.language,
    };
    const content: MailContent = REMINDERS[kind].mail(input);
    // the WhatsApp/SMS template's parameters (issue #33): name, bike, date and time, point, order
    const textParams = [input.fname, input.bike, `${input.date} ${input.time}`, input.point, input.orderId];
    return { to: row.email, ...content, bookingId: row.id, textParams, language: row.language };
  });
}

/**
 * The reminder sweep (issue #17): in ONE transaction, claims every booked ride whose pick-up is at most
 * PICKUP_REMINDER_HOURS ahead of `now` and not yet reminded (a ride booked less than that ahead is
 * reminded at the next sweep), and every one whose drop is at most RETURN_REMINDER_HOURS ahead, and
 * queues their mails in the outbox. The stamp and the mail commit together or not at all, so each
 * reminder is queued exactly once, whatever the number of instances sweeping; the mail-delivery job
 * delivers them (the caller kicks it after the commit).
 */
export async function sweepReminders(db: Db, now: Date): Promise<StoredReminder[]> {
  return db.transaction(async (tx) => {
    const stored: StoredReminder[] = [];
    for (const kind of ['pickup', 'return'] as const) {
      const mails = await reminderMails(tx, kind, await claimDue(tx, kind, now));
      for (const mail of mails) {
        const { bookingId, textParams, language, ...content } = mail;
        // keyed on the ride: a reminder is queued once, even if its stamp were ever cleared
        await queueMail(tx, { ...content, kind: `${kind}-reminder`, key: `${kind}-reminder:${bookingId}` });
        // and on WhatsApp/SMS when the customer opted in (issue #33)
        await queueTextMessage(tx, {
          kind: `${kind}-reminder`,
          key: `${kind}-reminder:${bookingId}`,
          recipient: 'customer',
          to: await optedInMobileOfBooking(tx, bookingId),
          language,
          params: textParams,
        });
        stored.push({ ...content, bookingId, kind });
      }
    }
    return stored;
  });
}
