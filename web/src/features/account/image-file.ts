import { ALLOWED_IMAGE_MIME, MAX_UPLOAD_BYTES } from '#shared/domain/limits.ts';
import { msg } from '#shared/messages.ts';

/** The `accept` list of the image pickers: png, jpeg and gif (spec section 9). */
export const IMAGE_ACCEPT = ALLOWED_IMAGE_MIME.join(',');

/**
 * Why `file` cannot be uploaded ('Invalid image type', too large), or null when it can. The server
 * checks the bytes again; this only spares the user an upload that would be refused.
 */
export function imageFileProblem(file: File): string | null {
  if (!(ALLOWED_IMAGE_MIME as readonly string[]).includes(file.type)) return msg.invalidImageType;
  if (file.size > MAX_UPLOAD_BYTES) return msg.tooLarge;
  return null;
}
