import {
  LICENSE_BACK_FIELD,
  LICENSE_FRONT_FIELD,
  userProfileResponse,
  type UserProfileResponse,
} from '#shared/api/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/uploadProof (multipart): both sides of the driving licence. Resolves with the updated profile. */
export function uploadProof(front: File, back: File): Promise<UserProfileResponse> {
  const form = new FormData();
  form.append(LICENSE_FRONT_FIELD, front);
  form.append(LICENSE_BACK_FIELD, back);
  return apiRequest('customer', '/uploadProof', { body: form, schema: userProfileResponse });
}
