import { useQuery } from '@tanstack/react-query';
import {
  adminLicencesResponse,
  reviewLicenceResponse,
  type AdminLicencesResponse,
  type ReviewLicenceInput,
} from '#shared/api/licences.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const licenceQueueKey = (page: number) => ['admin', 'licences', 'pending', page] as const;

/** GET /api/admin/licences?status=pending&page= (issue #32). */
export function useLicenceQueue(page: number) {
  return useQuery({
    queryKey: licenceQueueKey(page),
    queryFn: ({ signal }): Promise<AdminLicencesResponse> =>
      apiRequest('admin', '/licences', {
        method: 'GET',
        query: { status: 'pending', page },
        schema: adminLicencesResponse,
        signal,
      }),
  });
}

/** POST /api/admin/reviewLicence: approve, or reject with a reason. */
export function reviewLicence(body: ReviewLicenceInput) {
  return apiRequest('admin', '/reviewLicence', { body, schema: reviewLicenceResponse });
}
