import { z } from 'zod';
import { checkRideWindow, rideWindowFields, type RideWindow } from '#shared/api/search.ts';

/** What /checkOut reads from its URL: the bike, the city and the ride window chosen on /viewBikes. */
export interface CheckoutInput extends RideWindow {
  bike: string;
  city: string;
}

const checkoutInputSchema = z
  .object({ bike: z.string().min(1), city: z.string(), ...rideWindowFields })
  .superRefine(checkRideWindow);

/** The checkout input of the URL, or null when a part is missing or the window is no longer valid. */
export function readCheckoutInput(params: URLSearchParams): CheckoutInput | null {
  const parsed = checkoutInputSchema.safeParse({
    bike: params.get('bike') ?? '',
    city: params.get('city') ?? '',
    pickUpDate: params.get('pickUpDate') ?? '',
    pickUpTime: params.get('pickUpTime') ?? '',
    dropDate: params.get('dropDate') ?? '',
    dropTime: params.get('dropTime') ?? '',
  });
  return parsed.success ? parsed.data : null;
}
