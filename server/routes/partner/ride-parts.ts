import type { FastifyRequest } from 'fastify';
import { MAX_HANDOVER_PHOTOS, RIDE_PHOTO_FIELD } from '#shared/api/handover.ts';
import { completeRideBody, completeRideForm, type CompleteRideBody } from '#shared/api/settlement.ts';
import { AppError } from '#server/errors.ts';
import { parseFields } from '../parse-fields.ts';
import { readImageParts, type ImageParts } from '../read-image-parts.ts';

/**
 * The parts of a startRide or a multipart completeRide (issue #32): one more file than any call takes
 * may arrive, so the feature answers "4 to 8 photos" (400) for a ninth rather than the plugin's limit.
 */
export async function readRideParts(request: FastifyRequest): Promise<ImageParts> {
  try {
    return await readImageParts(request, { maxFiles: MAX_HANDOVER_PHOTOS + 1 });
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'FST_FILES_LIMIT') throw new AppError('TOO_LARGE');
    throw error;
  }
}

/** completeRide's input: a JSON body as before, or multipart text fields and the return's `photos`. */
export async function readCompleteRide(request: FastifyRequest): Promise<{ body: CompleteRideBody; photos: Buffer[] }> {
  if (!request.isMultipart()) return { body: parseFields(completeRideBody, request.body ?? {}), photos: [] };
  const parts = await readRideParts(request);
  return { body: parseFields(completeRideForm, parts.fields), photos: parts.files[RIDE_PHOTO_FIELD] ?? [] };
}
