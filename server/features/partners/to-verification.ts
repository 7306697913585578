import type { PartnerVerificationState } from '#shared/api/partner.ts';
import type { PartnerVerification } from '#server/db/schema/index.ts';

const answered: Record<PartnerVerification, PartnerVerificationState> = {
  false: false,
  mailSented: 'mailSented',
  true: true,
};

/**
 * The stored `isVerifed` ('false' | 'mailSented' | 'true', a text column) as every answer carries it:
 * `false` | 'mailSented' | `true`, the two ends as JSON booleans (decision D47). The one place the
 * stored text becomes the answer: the string "false" would be truthy in every client.
 */
export function toVerification(stored: PartnerVerification): PartnerVerificationState {
  return answered[stored];
}
