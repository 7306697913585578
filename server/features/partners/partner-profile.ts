import { eq } from 'drizzle-orm';
import type { PartnerProfile } from '#shared/api/partner.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { signFileUrl } from '#server/features/files/signed-url.ts';
import { accountColumns, accountFields } from '#server/lib/account-fields.ts';
import { bankAccountOf } from '#server/lib/bank-account-view.ts';
import { listLocationPoints } from './list-location-points.ts';
import { toVerification } from './to-verification.ts';

export interface PartnerProfileDeps {
  db: DbOrTx;
  /** the key the uploads plugin verifies signed URLs with */
  fileSecret: string;
}

/** The columns a profile shows: never the password hash. */
const profileColumns = {
  ...accountColumns(partners),
  city: partners.city,
  gstNo: partners.gstNo,
  aadhaar: partners.aadhaar,
  pan: partners.pan,
  isVerifed: partners.isVerifed,
  bufferMinutes: partners.bufferMinutes,
  bankHolder: partners.bankHolder,
  bankAccount: partners.bankAccount,
  bankIfsc: partners.bankIfsc,
};

/**
 * The profile of one partner, for that partner: the Aadhaar and PAN images as short-lived signed URLs
 * (private files), and the pick-up/drop points. Callers pass the signed-in partner's id, never an id
 * from the request.
 */
export async function getPartnerProfile(deps: PartnerProfileDeps, partnerId: string): Promise<PartnerProfile> {
  const [row] = await deps.db.select(profileColumns).from(partners).where(eq(partners.id, partnerId));
  if (!row) throw new AppError('NOT_FOUND');
  const signed = (fileId: string | null) => (fileId ? signFileUrl(deps.fileSecret, fileId) : null);
  return {
    ...accountFields(row),
    city: row.city,
    gstNo: row.gstNo,
    aadhaar: signed(row.aadhaar),
    pan: signed(row.pan),
    locations: await listLocationPoints(deps.db, row.id),
    isVerifed: toVerification(row.isVerifed),
    bufferMinutes: row.bufferMinutes,
    // masked: the whole number never leaves the server (issue #34)
    bankAccount: bankAccountOf({ holder: row.bankHolder, account: row.bankAccount, ifsc: row.bankIfsc }),
  };
}
