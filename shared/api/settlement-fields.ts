import { z } from 'zod';
import { refundStatuses } from './refund-fields.ts';

/*
 * A ride's settlement at return as findOrder, userRides and the partner's bookings carry it (issue #17),
 * null until the ride is completed. Apart from settlement.ts (the calls), so rides.ts, booking.ts and
 * partner.ts import it without a cycle. Money whole rupees; times ISO 8601.
 */

const rupees = z.number().int().nonnegative();

export const rideSettlement = z
  .object({
    /** null when the ride was completed without a reading (changeBookingStatus) */
    startKm: z.number().int().nullable(),
    endKm: z.number().int().nullable(),
    allowanceKm: z.number().int(),
    excessKm: z.number().int(),
    excessCharge: rupees,
    returnedAt: z.string(),
    lateHours: z.number().int(),
    lateFee: rupees,
    cgst: rupees,
    sgst: rupees,
    damage: rupees,
    damageNote: z.string(),
    charges: rupees,
    deposit: rupees,
    depositRefund: rupees,
    due: rupees,
    /** true once the balance due is paid (always false when nothing is due) */
    duePaid: z.boolean(),
    /** when the ride was settled: a damage charge can be disputed for 48 hours from it */
    settledAt: z.string(),
    /** when the customer disputed the damage charge, null if not */
    disputedAt: z.string().nullable(),
    /** when an admin resolved the dispute and what was decided (issue #34, D80), null until then */
    disputeResolvedAt: z.string().nullable().optional(),
    disputeDecision: z.string().nullable().optional(),
    /**
     * The photos taken at the return (issue #32, D81) as short-lived signed URLs, none when none were
     * taken; every booking answer carries them (the settlement mail does not).
     */
    returnPhotos: z.array(z.string()).optional(),
    /**
     * What the customer actually paid as the balance, 0 when nothing (issue #28: after a damage charge
     * is lowered, `due` is the new balance, not what was paid). Carried by the ride answers.
     */
    balancePaid: rupees.optional(),
    /**
     * The refunds an admin's lowering of the damage charge sent back (kind 'adjustment'): their sum and
     * where they stand (failed if any failed, else pending if any is on its way), null when none.
     */
    adjustmentRefund: z
      .object({ amount: rupees, status: z.enum(refundStatuses) })
      .nullable()
      .optional(),
  })
  .nullable();
export type RideSettlement = z.infer<typeof rideSettlement>;
