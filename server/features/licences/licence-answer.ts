import type { Licence } from '#shared/api/licences.ts';
import type { LicenceClass } from '#shared/domain/licence-rules.ts';
import { licences } from '#server/db/schema/index.ts';

/** The columns a licence answer needs. */
export const licenceColumns = {
  number: licences.number,
  dob: licences.dob,
  classes: licences.classes,
  validUntil: licences.validUntil,
  status: licences.status,
  reason: licences.reason,
};

type LicenceRow = Pick<typeof licences.$inferSelect, 'number' | 'dob' | 'classes' | 'validUntil' | 'status' | 'reason'>;

export function toLicence(row: LicenceRow): Licence {
  return {
    number: row.number,
    dob: row.dob,
    // the check constraint keeps only MCWOG and MCWG
    classes: row.classes as LicenceClass[],
    validUntil: row.validUntil,
    status: row.status,
    reason: row.reason,
  };
}
