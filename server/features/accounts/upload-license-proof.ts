import { eq } from 'drizzle-orm';
import type { UserProfile } from '#shared/api/account.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { deleteFile } from '#server/features/files/delete-file.ts';
import { saveImage, type SavedImage } from '#server/features/files/save-image.ts';
import type { UserFilesDeps } from './edit-user-profile.ts';
import { getUserProfile } from './user-profile.ts';

/**
 * ID PROOF: stores the front and back of the driving licence as private files (reachable only through
 * signed URLs), points the user at them, and deletes the previous pair. Both images are checked and
 * stored before anything changes; if either is refused, neither is kept.
 */
export async function uploadLicenseProof(
  deps: UserFilesDeps,
  userId: string,
  images: { front: Buffer; back: Buffer },
): Promise<UserProfile> {
  const saved: SavedImage[] = [];
  let previous: (string | null)[] = [];
  try {
    const save = async (bytes: Buffer) => {
      const file = await saveImage(deps, { bytes, kind: 'license', ownerRole: 'user', ownerId: userId });
      saved.push(file);
      return file;
    };
    const front = await save(images.front);
    const back = await save(images.back);
    previous = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ front: users.licenseFrontSide, back: users.licenseBackSide })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      await tx.update(users).set({ licenseFrontSide: front.id, licenseBackSide: back.id }).where(eq(users.id, userId));
      return [current.front, current.back];
    });
  } catch (error) {
    for (const file of saved) await deleteFile(deps, { id: file.id });
    throw error;
  }

  for (const id of previous) if (id) await deleteFile(deps, { id });
  return getUserProfile(deps, userId);
}
