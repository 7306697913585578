import { BIKE_IMAGE_FIELD, type AddBikeForm } from '#shared/api/bikes.ts';
import { addBikeResponse, type AddBikeResponse } from '#shared/api/partner.ts';
import { uploadWithProgress } from '#web/lib/upload-with-progress.ts';

/**
 * POST /api/partner/addBikes (multipart): the form's fields and the photos, each under `image`.
 * `onProgress` receives the share of the request sent so far (0–100), for the progress bar.
 */
export function addBike(
  values: AddBikeForm,
  images: readonly File[],
  onProgress: (percent: number) => void,
): Promise<AddBikeResponse> {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) if (value !== undefined) form.append(field, String(value));
  for (const image of images) form.append(BIKE_IMAGE_FIELD, image);
  return uploadWithProgress('partner', '/addBikes', form, { schema: addBikeResponse, onProgress });
}
