import { useQuery } from '@tanstack/react-query';
import { userProfileResponse, type UserProfile } from '#shared/api/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The query key of the signed-in user's profile; invalidate or set it after an edit. */
export const userProfileKey = ['userProfile'] as const;

/** POST /api/userProfile: the signed-in user's profile, the licence images as 5-minute signed URLs. */
export function useUserProfile() {
  return useQuery({
    queryKey: userProfileKey,
    queryFn: async ({ signal }): Promise<UserProfile> =>
      (await apiRequest('customer', '/userProfile', { method: 'POST', schema: userProfileResponse, signal })).data,
  });
}
