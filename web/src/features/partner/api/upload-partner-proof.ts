import { AADHAAR_FIELD, PAN_FIELD, partnerProfileResponse, type PartnerProfileResponse } from '#shared/api/partner.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/partner/uploadProof (multipart): the Aadhaar card and PAN card images. Answers the profile. */
export function uploadPartnerProof(aadhaar: File, pan: File): Promise<PartnerProfileResponse> {
  const form = new FormData();
  form.append(AADHAAR_FIELD, aadhaar);
  form.append(PAN_FIELD, pan);
  return apiRequest('partner', '/uploadProof', { body: form, schema: partnerProfileResponse });
}
