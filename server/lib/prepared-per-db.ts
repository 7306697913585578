import type { DbOrTx } from '#server/db/client.ts';

/**
 * A statement prepared once per database handle (the pool, a replica, a transaction) instead of built
 * on every request: drizzle then renders its SQL once, and with node-postgres a named statement is
 * parsed and planned once per connection, not once per request (measured on the partner lists: the
 * planning of their joins cost PostgreSQL more than running them).
 * NOTE: `prepare` must give its statement a name no other statement uses: node-postgres refuses one
 * name for two different texts on the same connection.
 */
export function preparedPerDb<P>(prepare: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const byDb = new WeakMap<DbOrTx, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
