import { eq } from 'drizzle-orm';
import type { EditPartnerProfileForm, PartnerProfile } from '#shared/api/partner.ts';
import type { Db } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { replaceImages } from '#server/features/files/replace-images.ts';
import { getPartnerProfile } from './partner-profile.ts';
import type { FileStore } from '#server/features/files/file-store.ts';

export interface PartnerFilesDeps {
  db: Db;
  store: FileStore;
  fileSecret: string;
}

/**
 * Edit Profile: sets fname, lname, mobile, city and GST number (not the e-mail: it is the login), the
 * turnaround buffer when given (issue #19; bookings keep the buffer they were made with) and,
 * when a photo is sent, stores it as the new public profile photo and deletes the old one. The new
 * file is removed again if the update fails; the old one only after the update committed.
 */
export async function editPartnerProfile(
  deps: PartnerFilesDeps,
  partnerId: string,
  input: { fields: EditPartnerProfileForm; image?: Buffer | undefined },
): Promise<PartnerProfile> {
  const photo = input.image
    ? [{ bytes: input.image, kind: 'profile', ownerRole: 'partner', ownerId: partnerId } as const]
    : [];
  await replaceImages(deps, photo, async (tx, [saved]) => {
    const [current] = await tx
      .select({ image: partners.image })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND');
    await tx
      .update(partners)
      .set({ ...input.fields, ...(saved ? { image: saved.url } : {}) })
      .where(eq(partners.id, partnerId));
    // A seeded or foreign URL is not one of our files: deleteFile leaves it alone.
    return saved && current.image ? [{ url: current.image }] : [];
  });
  return getPartnerProfile(deps, partnerId);
}
