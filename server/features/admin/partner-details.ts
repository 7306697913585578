import type { AdminPartnerDetails } from '#shared/api/admin.ts';
import { msg } from '#shared/messages.ts';
import { AppError } from '#server/errors.ts';
import { getPartnerProfile, type PartnerProfileDeps } from '#server/features/partners/partner-profile.ts';

/**
 * The partner single page (partnerDetails?id): any partner's profile, for an admin, with the Aadhaar
 * and PAN images as short-lived signed URLs (admins may see every partner's ID proofs; the product decisions, D24)
 * and the pick-up/drop points. An unknown id is a 404 'Partner not found'.
 */
export async function getPartnerDetails(deps: PartnerProfileDeps, partnerId: string): Promise<AdminPartnerDetails> {
  try {
    return await getPartnerProfile(deps, partnerId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', msg.partnerNotFound);
    throw error;
  }
}
