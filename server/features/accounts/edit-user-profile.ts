import { eq } from 'drizzle-orm';
import type { EditProfileForm, UserProfile } from '#shared/api/account.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { replaceImages } from '#server/features/files/replace-images.ts';
import { getUserProfile } from './user-profile.ts';
import type { FileStore } from '#server/features/files/file-store.ts';

export interface UserFilesDeps {
  db: Db;
  store: FileStore;
  fileSecret: string;
}

/**
 * Edit Profile: sets fname, lname and mobile (nothing else: the e-mail is the login) and, when a
 * photo is sent, stores it as the new public profile image and deletes the old one. The new file is
 * removed again if the update fails; the old one only after the update committed.
 */
export async function editUserProfile(
  deps: UserFilesDeps,
  userId: string,
  input: { fields: EditProfileForm; image?: Buffer | undefined },
): Promise<UserProfile> {
  const photo = input.image
    ? [{ bytes: input.image, kind: 'profile', ownerRole: 'user', ownerId: userId } as const]
    : [];
  await replaceImages(deps, photo, async (tx, [saved]) => {
    const [current] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    await tx
      .update(users)
      .set({ ...input.fields, ...(saved ? { image: saved.url } : {}) })
      .where(eq(users.id, userId));
    // A seeded or foreign URL is not one of our files: deleteFile leaves it alone.
    return saved && current.image ? [{ url: current.image }] : [];
  });
  return getUserProfile(deps, userId);
}
