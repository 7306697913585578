import type { partners, users } from '#server/db/schema/index.ts';

/*
 * What every account shows, a customer's or a partner's (the profile calls, the admin's rows): select
 * `accountColumns(table)` with the answer's own columns, then spread `accountFields(row)` into it.
 */

/** The columns every account shows: never the password hash. */
export function accountColumns<T extends typeof users | typeof partners>(table: T) {
  return {
    id: table.id,
    fname: table.fname,
    lname: table.lname,
    email: table.email,
    mobile: table.mobile,
    image: table.image,
    status: table.status,
  };
}

type AccountRow = {
  id: string;
  fname: string;
  lname: string;
  email: string;
  mobile: string | null;
  image: string | null;
  status: boolean;
};

/** The selected columns → the answer's fields (`_id`). */
export function accountFields(row: AccountRow) {
  return {
    _id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    mobile: row.mobile,
    image: row.image,
    status: row.status,
  };
}
