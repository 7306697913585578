import {
  PARTNER_IMAGE_FIELD,
  partnerProfileResponse,
  type EditPartnerProfileForm,
  type PartnerProfileResponse,
} from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST /api/partner/editPartnerProfile (multipart): the five fields, the turnaround buffer when
 * given, and, when chosen, a new photo.
 */
export function editPartnerProfile(
  values: EditPartnerProfileForm,
  photo: File | null,
): Promise<PartnerProfileResponse> {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) if (value !== undefined) form.append(field, String(value));
  if (photo) form.append(PARTNER_IMAGE_FIELD, photo);
  return apiRequest('partner', '/editPartnerProfile', { body: form, schema: partnerProfileResponse });
}
