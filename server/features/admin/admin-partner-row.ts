import type { AdminPartnerRow } from '#shared/api/admin.ts';
import { partners, type PartnerVerification } from '#server/db/schema/index.ts';
import { toVerification } from '#server/features/partners/to-verification.ts';

/** The columns of a partner row in the admin lists: never the password hash. */
export const adminPartnerColumns = {
  id: partners.id,
  fname: partners.fname,
  lname: partners.lname,
  email: partners.email,
  isVerifed: partners.isVerifed,
  status: partners.status,
  createdAt: partners.createdAt,
};

type AdminPartnerRecord = {
  id: string;
  fname: string;
  lname: string;
  email: string;
  isVerifed: PartnerVerification;
  status: boolean;
  createdAt: Date;
};

/** A selected row as the admin calls answer it (`_id`, ISO dates). */
export function toAdminPartnerRow(row: AdminPartnerRecord): AdminPartnerRow {
  return {
    _id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    isVerifed: toVerification(row.isVerifed),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
