import { eq } from 'drizzle-orm';
import type { PartnerProfile } from '#shared/api/partner.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { deleteFile } from '#server/features/files/delete-file.ts';
import { saveImage, type SavedImage } from '#server/features/files/save-image.ts';
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
  const saved: SavedImage[] = [];
  let previous: (string | null)[] = [];
  try {
    const save = async (bytes: Buffer, kind: 'aadhaar' | 'pan') => {
      const file = await saveImage(deps, { bytes, kind, ownerRole: 'partner', ownerId: partnerId });
      saved.push(file);
      return file;
    };
    const aadhaar = await save(images.aadhaar, 'aadhaar');
    const pan = await save(images.pan, 'pan');
    previous = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ aadhaar: partners.aadhaar, pan: partners.pan })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      await tx.update(partners).set({ aadhaar: aadhaar.id, pan: pan.id }).where(eq(partners.id, partnerId));
      return [current.aadhaar, current.pan];
    });
  } catch (error) {
    for (const file of saved) await deleteFile(deps, { id: file.id });
    throw error;
  }

  for (const id of previous) if (id) await deleteFile(deps, { id });
  return getPartnerProfile(deps, partnerId);
}
