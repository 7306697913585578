import {
  PROFILE_IMAGE_FIELD,
  userProfileResponse,
  type EditProfileForm,
  type UserProfileResponse,
} from '#shared/api/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST /api/editUserProfile (multipart): exactly fname, lname, mobile and, when one was picked, the
 * photo (spec section 5: the edit sends only those). Resolves with the updated profile.
 */
export function editUserProfile(values: EditProfileForm, image: File | null): Promise<UserProfileResponse> {
  const form = new FormData();
  form.append('fname', values.fname);
  form.append('lname', values.lname);
  form.append('mobile', values.mobile);
  if (image) form.append(PROFILE_IMAGE_FIELD, image);
  return apiRequest('customer', '/editUserProfile', { body: form, schema: userProfileResponse });
}
