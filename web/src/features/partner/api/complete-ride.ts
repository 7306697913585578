import { RIDE_PHOTO_FIELD } from '#shared/api/handover.ts';
import { completeRideResponse, type CompleteRideInput, type CompleteRideResponse } from '#shared/api/settlement.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { uploadWithProgress } from '#web/lib/upload-with-progress.ts';

/** POST /api/partner/completeRide: completes a booked ride with its readings; answers the booking with its settlement. */
export function completeRide(body: CompleteRideInput): Promise<CompleteRideResponse> {
  return apiRequest('partner', '/completeRide', { body, schema: completeRideResponse });
}

/**
 * completeRide with the return's photos (multipart, issue #32): the same fields as text, each photo
 * under `photos`; `onProgress` receives the share sent so far (0–100).
 */
export function completeRideWithPhotos(
  body: CompleteRideInput,
  photos: readonly File[],
  onProgress: (percent: number) => void,
): Promise<CompleteRideResponse> {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) if (value !== undefined) form.append(field, String(value));
  for (const photo of photos) form.append(RIDE_PHOTO_FIELD, photo);
  return uploadWithProgress('partner', '/completeRide', form, { schema: completeRideResponse, onProgress });
}
