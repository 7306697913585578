import { eq } from 'drizzle-orm';
import type { UserProfile } from '#shared/api/account.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { signFileUrl } from '#server/features/files/signed-url.ts';
import { accountColumns, accountFields } from '#server/lib/account-fields.ts';

export interface ProfileDeps {
  db: DbOrTx;
  /** the key the uploads plugin verifies signed URLs with */
  fileSecret: string;
}

/** The columns a profile shows: never the password hash. */
const profileColumns = {
  ...accountColumns(users),
  licenseFrontSide: users.licenseFrontSide,
  licenseBackSide: users.licenseBackSide,
};

/**
 * The profile of one user, for that user: the licence images as short-lived signed URLs (they are
 * private files). Callers pass the signed-in account's id, never an id from the request.
 */
export async function getUserProfile(deps: ProfileDeps, userId: string): Promise<UserProfile> {
  const [row] = await deps.db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  const signed = (fileId: string | null) => (fileId ? signFileUrl(deps.fileSecret, fileId) : null);
  return {
    ...accountFields(row),
    licenseFrontSide: signed(row.licenseFrontSide),
    licenseBackSide: signed(row.licenseBackSide),
  };
}
