import { useQuery } from '@tanstack/react-query';
import { licenceResponse, savedLicenceResponse, type Licence, type LicenceInput } from '#shared/api/licences.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The query key of the signed-in customer's licence (issue #32). */
export const licenceKey = ['licence'] as const;

/** GET /api/licence: the customer's licence, null when none is saved yet. */
export function useLicence() {
  return useQuery({
    queryKey: licenceKey,
    queryFn: async ({ signal }): Promise<Licence | null> =>
      (await apiRequest('customer', '/licence', { method: 'GET', schema: licenceResponse, signal })).data,
  });
}

/** PUT /api/licence: saves it; the answer says whether the provider approved it at once. */
export function saveLicence(body: LicenceInput) {
  return apiRequest('customer', '/licence', { method: 'PUT', body, schema: savedLicenceResponse });
}
