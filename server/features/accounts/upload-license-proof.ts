import { eq } from 'drizzle-orm';
import type { UserProfile } from '#shared/api/account.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { replaceImages } from '#server/features/files/replace-images.ts';
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
  const owner = { kind: 'license', ownerRole: 'user', ownerId: userId } as const;
  await replaceImages(
    deps,
    [
      { bytes: images.front, ...owner },
      { bytes: images.back, ...owner },
    ],
    async (tx, [front, back]) => {
      const [current] = await tx
        .select({ front: users.licenseFrontSide, back: users.licenseBackSide })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      await tx.update(users).set({ licenseFrontSide: front.id, licenseBackSide: back.id }).where(eq(users.id, userId));
      return [current.front, current.back].flatMap((id) => (id ? [{ id }] : []));
    },
  );
  return getUserProfile(deps, userId);
}
