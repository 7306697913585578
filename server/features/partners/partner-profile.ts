import { eq } from 'drizzle-orm';
import type { PartnerProfile } from '#shared/api/partner.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { partners } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { signFileUrl } from '#server/features/files/signed-url.ts';
import { listLocationPoints } from './list-location-points.ts';
import { toVerification } from './to-verification.ts';

export interface PartnerProfileDeps {
  db: DbOrTx;
  /** the key the uploads plugin verifies signed URLs with */
  fileSecret: string;
}

/** The columns a profile shows: never the password hash. */
const profileColumns = {
  id: partners.id,
  fname: partners.fname,
  lname: partners.lname,
  email: partners.email,
  mobile: partners.mobile,
  city: partners.city,
  gstNo: partners.gstNo,
  image: partners.image,
  aadhaar: partners.aadhaar,
  pan: partners.pan,
  isVerifed: partners.isVerifed,
  status: partners.status,
  bufferMinutes: partners.bufferMinutes,
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
    _id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    mobile: row.mobile,
    city: row.city,
    gstNo: row.gstNo,
    image: row.image,
    aadhaar: signed(row.aadhaar),
    pan: signed(row.pan),
    locations: await listLocationPoints(deps.db, row.id),
    isVerifed: toVerification(row.isVerifed),
    status: row.status,
    bufferMinutes: row.bufferMinutes,
  };
}
