import { useQueryClient } from '@tanstack/react-query';
import type { PartnerLocation, PartnerProfile } from '#shared/api/partner.ts';
import { partnerKeys, usePartnerId } from './api/partner-keys.ts';

export interface ProfileCache {
  /** Puts the profile an edit or upload answered in place of the cached one. */
  setProfile: (profile: PartnerProfile) => void;
  /** Puts the list of points a point call answered into the cached profile. */
  setLocations: (locations: PartnerLocation[]) => void;
}

/** Writes the answers of the profile page's calls into the cached profile, so no reload is needed. */
export function useProfileCache(): ProfileCache {
  const queryClient = useQueryClient();
  const key = partnerKeys.profile(usePartnerId());
  return {
    setProfile: (profile) => queryClient.setQueryData<PartnerProfile>(key, profile),
    setLocations: (locations) =>
      queryClient.setQueryData<PartnerProfile>(key, (current) => current && { ...current, locations }),
  };
}
