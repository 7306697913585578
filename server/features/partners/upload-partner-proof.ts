import { eq } from 'drizzle-orm';
import type { PartnerProfile } from '#shared/api/partner.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { replaceImages } from '#server/features/files/replace-images.ts';
import type { PartnerFilesDeps } from './edit-partner-profile.ts';
import { getPartnerProfile } from './partner-profile.ts';

/**
 * ID PROOF: stores the Aadhaar and PAN images as private files (reachable only through signed URLs, by
 * their owner and admins), points the partner at them, and deletes the previous pair. Both images are
 * checked and stored before anything changes; if either is refused, neither is kept.
 */
export async function uploadPartnerProof(
  deps: PartnerFilesDeps,
  partnerId: string,
  images: { aadhaar: Buffer; pan: Buffer },
): Promise<PartnerProfile> {
  const owner = { ownerRole: 'partner', ownerId: partnerId } as const;
  await replaceImages(
    deps,
    [
      { bytes: images.aadhaar, kind: 'aadhaar', ...owner },
      { bytes: images.pan, kind: 'pan', ...owner },
    ],
    async (tx, [aadhaar, pan]) => {
      const [current] = await tx
        .select({ aadhaar: partners.aadhaar, pan: partners.pan })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      await tx.update(partners).set({ aadhaar: aadhaar.id, pan: pan.id }).where(eq(partners.id, partnerId));
      return [current.aadhaar, current.pan].flatMap((id) => (id ? [{ id }] : []));
    },
  );
  return getPartnerProfile(deps, partnerId);
}
