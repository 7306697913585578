import { BIKE_IMAGE_FIELD, type AddBikeForm } from '#shared/api/bikes.ts';
import { editBikeResponse, type EditBikeResponse } from '#shared/api/partner.ts';
import { uploadWithProgress } from '#web/lib/upload-with-progress.ts';

/**
 * POST /api/partner/editBike (multipart): the bike's `id`, the form's fields and, when chosen, the
 * photos that replace the current ones (none sent keeps them). `onProgress` as for addBike.
 */
export function editBike(
  id: string,
  values: AddBikeForm,
  images: readonly File[],
  onProgress: (percent: number) => void,
): Promise<EditBikeResponse> {
  const form = new FormData();
  form.append('id', id);
  for (const [field, value] of Object.entries(values)) if (value !== undefined) form.append(field, String(value));
  for (const image of images) form.append(BIKE_IMAGE_FIELD, image);
  return uploadWithProgress('partner', '/editBike', form, { schema: editBikeResponse, onProgress });
}
