import {
  RIDE_PHOTO_FIELD,
  startRideResponse,
  type StartRideForm,
  type StartRideResponse,
} from '#shared/api/handover.ts';
import { uploadWithProgress } from '#web/lib/upload-with-progress.ts';

/**
 * POST /api/partner/startRide (multipart, issue #32): the booking, the odometer and the hand-over's
 * photos, each under `photos`. `onProgress` receives the share sent so far (0–100). The chosen files
 * stay with the caller, so a failed upload is sent again without choosing them again.
 */
export function startRide(
  fields: StartRideForm,
  photos: readonly File[],
  onProgress: (percent: number) => void,
): Promise<StartRideResponse> {
  const form = new FormData();
  form.append('id', fields.id);
  form.append('startKm', String(fields.startKm));
  for (const photo of photos) form.append(RIDE_PHOTO_FIELD, photo);
  return uploadWithProgress('partner', '/startRide', form, { schema: startRideResponse, onProgress });
}
