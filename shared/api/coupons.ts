import { z } from 'zod';
import { istDate } from '../domain/time.ts';
import { msg } from '../messages.ts';
import { envelope, idField, requiredString } from './fields.ts';

/*
 * The admin's coupons (spec sections 2, 3 and 7: 'COUPONS', 'Add Coupon', coupons, addCoupon,
 * changeCouponStatus, deleteCoupon; base path /api/admin). The customer's /offers cards are in
 * catalog.ts; applyCoupon belongs to the booking calls.
 */

/** Multipart file field of POST /api/admin/addCoupon (required: 'select image'). */
export const COUPON_IMAGE_FIELD = 'image';
/** Bounds of the form's numbers; money is whole rupees, `discountValue` a percentage (decision D28). */
export const COUPON_MAX_RUPEES = 10_000_000;
export const COUPON_MAX_LIMIT = 1_000_000;
export const COUPON_CODE_MAX_LENGTH = 20;

/**
 * A whole number typed into a form (a string) or sent as a number, within [min, max]. Empty →
 * `required`; anything that is not plain digits ('12abc', '1e3', '-5', '2.5') or out of bounds → `invalid`.
 */
const wholeNumber = (required: string, invalid: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (trimmed === '') return undefined;
      return /^[0-9]{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
    },
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, invalid),
  );

/** True for a real calendar day written 'YYYY-MM-DD' (no 2025-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * 'YYYY-MM-DD', a real day, not before today in India (read at validation time). The coupon is valid
 * until the end of that day, India time.
 */
const expireDate = () =>
  requiredString(msg.expireDateRequired, 10)
    .refine(isCalendarDate, msg.expireDateInvalid)
    .refine((date) => !isCalendarDate(date) || date >= istDate(new Date()), msg.expireDatePast);

/** Trimmed, upper-cased: ' summer-10 ' → 'SUMMER-10'. Codes are unique whatever their letter case. */
const couponCode = () =>
  requiredString(msg.couponCodeRequired, COUPON_CODE_MAX_LENGTH)
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]*$/, msg.couponCodeInvalid));

/**
 * The 'Add Coupon' modal's fields (Coupon Name, Coupon Code, Discount value, Min Purchase, Max
 * Discount, Expire Date, Limit), all required. On the wire (POST /api/admin/addCoupon, multipart)
 * they are text fields of these names next to the `image` file. The web form validates with the same
 * object (numbers may be typed as strings).
 */
export const addCouponForm = z.object({
  couponName: requiredString(msg.couponNameRequired, 60),
  couponCode: couponCode(),
  discountValue: wholeNumber(msg.discountValueRequired, msg.discountValueInvalid, 1, 100),
  minPurchase: wholeNumber(msg.minPurchaseRequired, msg.minPurchaseInvalid, 0, COUPON_MAX_RUPEES),
  maxDiscount: wholeNumber(msg.maxDiscountRequired, msg.maxDiscountInvalid, 0, COUPON_MAX_RUPEES),
  expireDate: expireDate(),
  limit: wholeNumber(msg.couponLimitRequired, msg.couponLimitInvalid, 1, COUPON_MAX_LIMIT),
});
export type AddCouponForm = z.infer<typeof addCouponForm>;
export type AddCouponInput = z.input<typeof addCouponForm>;

/**
 * A coupon as the admin sees it (spec section 3), inactive and expired ones included. `image` is a
 * public URL; money whole rupees; `discountValue` percent; `expireDate` 'YYYY-MM-DD' (valid to the end
 * of that day, India time); `status` true = active; `redeemed`: how many of its `limit` uses are
 * spent; `createdAt` ISO 8601.
 */
export const adminCoupon = z.object({
  _id: z.string(),
  image: z.string(),
  couponName: z.string(),
  couponCode: z.string(),
  discountValue: z.number().int(),
  minPurchase: z.number().int(),
  maxDiscount: z.number().int(),
  expireDate: z.string(),
  limit: z.number().int(),
  status: z.boolean(),
  redeemed: z.number().int(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

/** GET /api/admin/coupons — every coupon, newest first. */
export const couponsResponse = envelope.extend({ data: z.array(adminCoupon) });
export type CouponsResponse = z.infer<typeof couponsResponse>;

/** `?id=<uuid>` of changeCouponStatus and deleteCoupon. */
export const couponIdQuery = z.object({ id: idField(msg.invalidId) });
export type CouponIdQuery = z.infer<typeof couponIdQuery>;

/** POST /api/admin/addCoupon and GET /api/admin/changeCouponStatus?id answer the coupon as it now is. */
export const couponResponse = envelope.extend({ data: adminCoupon });
export type CouponResponse = z.infer<typeof couponResponse>;

/** GET /api/admin/deleteCoupon?id answers `{ success, message }`. */
export const deleteCouponResponse = envelope;
