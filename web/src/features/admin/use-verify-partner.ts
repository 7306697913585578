import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPartnerDetails } from '#shared/api/admin.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { adminKeys } from './api/admin-keys.ts';
import { verifyPartner } from './api/verify-partner.ts';

export interface VerifyToggle {
  busy: boolean;
  /** Verify Partner or Unverify; the answered details replace the page's. */
  toggle: (partner: AdminPartnerDetails) => Promise<void>;
}

/** Verify Partner / Unverify on the partner single page. */
export function useVerifyPartner(): VerifyToggle {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async (partner: AdminPartnerDetails) => {
    setBusy(true);
    try {
      const { data, message } = await verifyPartner(partner.email);
      queryClient.setQueryData(adminKeys.partner(data._id), data);
      showSuccess(message);
      // The partner moves between the requests list and the Partners list, and Partner Count changes.
      void queryClient.invalidateQueries({ queryKey: adminKeys.requests });
      void queryClient.invalidateQueries({ queryKey: adminKeys.partners });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return { busy, toggle };
}
