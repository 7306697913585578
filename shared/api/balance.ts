import { z } from 'zod';
import { msg } from '../messages.ts';
import { paymentProviders, verifyPaymentBody } from './booking.ts';
import { envelope, idField } from './fields.ts';
import { rideSettlement } from './settlement-fields.ts';

/*
 * After the settlement (issue #17): the customer pays a balance due or disputes a damage charge; the
 * admin lowers a damage charge. Money whole rupees, except a provider order's `amount` in paise (like
 * bookbike's).
 */

const rideId = { id: idField(msg.rideNotFound) };

// ---- payBalance ----

/** POST /api/payBalance { id }: one of the caller's completed rides with a balance due, not paid yet. */
export const payBalanceBody = z.object(rideId);
export type PayBalanceBody = z.infer<typeof payBalanceBody>;

/**
 * The provider order of the balance: `id`, `amount` in paise (due × 100), `due` in rupees; `key` and
 * `provider` open the same widget as checkout. Asked again, the same order (while the due is unchanged).
 */
export const balanceOrder = z.object({
  id: z.string(),
  amount: z.number().int(),
  due: z.number().int(),
  currency: z.literal('INR'),
  key: z.string(),
  provider: z.enum(paymentProviders),
  bookingId: z.string(),
});
export type BalanceOrder = z.infer<typeof balanceOrder>;
export const payBalanceResponse = envelope.extend({ data: balanceOrder });

// ---- verifyBalancePayment ----

/** POST /api/verifyBalancePayment: the provider's three fields, exactly as verifyPayment takes them. */
export const verifyBalancePaymentBody = verifyPaymentBody;
export type VerifyBalancePaymentBody = z.infer<typeof verifyBalancePaymentBody>;

/** The ride whose balance is now paid (the same answer when the payment is verified again). */
export const verifyBalancePaymentResponse = envelope.extend({
  data: z.object({ bookingId: z.string(), due: z.number().int(), duePaid: z.literal(true) }),
});

// ---- disputeDamage ----

/** POST /api/disputeDamage { id, message }: the customer's reason, 10–1000 characters. */
export const disputeDamageBody = z.object({
  ...rideId,
  message: z
    .string({ error: msg.disputeMessageShort })
    .trim()
    .min(10, msg.disputeMessageShort)
    .max(1000, msg.disputeMessageLong),
});
export type DisputeDamageBody = z.infer<typeof disputeDamageBody>;
export type DisputeDamageInput = z.input<typeof disputeDamageBody>;

export const disputeDamageResponse = envelope.extend({
  data: z.object({ bookingId: z.string(), disputedAt: z.string() }),
});

// ---- resolveDispute (admin, issue #34) ----

/** POST /api/admin/resolveDispute { id, decision }: what was decided, 10–1000 characters. */
export const resolveDisputeBody = z.object({
  ...rideId,
  decision: z
    .string({ error: msg.disputeDecisionShort })
    .trim()
    .min(10, msg.disputeDecisionShort)
    .max(1000, msg.disputeDecisionLong),
});
export type ResolveDisputeBody = z.infer<typeof resolveDisputeBody>;

export const resolveDisputeResponse = envelope.extend({
  data: z.object({ bookingId: z.string(), disputeResolvedAt: z.string(), disputeDecision: z.string() }),
});
export type ResolveDisputeResponse = z.infer<typeof resolveDisputeResponse>;

// ---- adjustSettlement (admin) ----

/** POST /api/admin/adjustSettlement { id, damage, reason }: the lowered damage charge and why. */
export const adjustSettlementBody = z.object({
  ...rideId,
  damage: z.coerce
    .number({ error: msg.adjustDamageInvalid })
    .int(msg.adjustDamageInvalid)
    .min(0, msg.adjustDamageInvalid)
    .max(100_000, msg.adjustDamageNotLower),
  reason: z
    .string({ error: msg.adjustReasonShort })
    .trim()
    .min(10, msg.adjustReasonShort)
    .max(500, msg.adjustReasonLong),
});
export type AdjustSettlementBody = z.infer<typeof adjustSettlementBody>;
export type AdjustSettlementInput = z.input<typeof adjustSettlementBody>;

/** One admin lowering of a damage charge: who, when, from what to what, what went back, why. */
export const settlementAdjustment = z.object({
  _id: z.string(),
  adminId: z.string(),
  damageBefore: z.number().int(),
  damageAfter: z.number().int(),
  refunded: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type SettlementAdjustment = z.infer<typeof settlementAdjustment>;

/** The settlement as it now stands and the adjustment just made. */
export const adjustSettlementResponse = envelope.extend({
  data: z.object({
    bookingId: z.string(),
    settlement: rideSettlement.unwrap(),
    adjustment: settlementAdjustment,
  }),
});
export type AdjustSettlementResponse = z.infer<typeof adjustSettlementResponse>;
