import { z } from 'zod';
import { envelope } from './envelope.ts';

/*
 * Public reads of the customer site (spec section 7): the home page's fleet, the tariff grid and the
 * offers page. Only visible bikes of verified, active partners; only coupons that can still be used.
 */

/** A bike card: `image` is the list of photo URLs (the card shows the first). */
export const bikeCard = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  image: z.array(z.string()),
  rentPerHour: z.number().int(),
  engineCC: z.number().int(),
});
export type BikeCard = z.infer<typeof bikeCard>;

/** GET /api/ourFleet — the newest bikes, a handful. */
export const ourFleetResponse = envelope.extend({ data: z.array(bikeCard) });
export type OurFleetResponse = z.infer<typeof ourFleetResponse>;

/** GET /api/getTariff — every listed bike, cheapest first. */
export const getTariffResponse = envelope.extend({ data: z.array(bikeCard) });
export type GetTariffResponse = z.infer<typeof getTariffResponse>;

/** A coupon card on /offers. Money in whole rupees; `discountValue` is a percentage; `expireDate` YYYY-MM-DD. */
export const offerCoupon = z.object({
  _id: z.string(),
  couponName: z.string(),
  couponCode: z.string(),
  image: z.string(),
  discountValue: z.number().int(),
  minPurchase: z.number().int(),
  maxDiscount: z.number().int(),
  expireDate: z.string(),
});
export type OfferCoupon = z.infer<typeof offerCoupon>;

/** GET /api/getCoupons — active coupons, not past their expiry date, with uses left. */
export const getCouponsResponse = envelope.extend({ data: z.array(offerCoupon) });
export type GetCouponsResponse = z.infer<typeof getCouponsResponse>;
