/**
 * The bikes customers may see (decision D14): visible, not deleted, of a partner who is verified
 * (`isVerifed` 'true', not merely accepted) and not blocked. Use with a join of `partners` on
 * `bikes.partnerId`. NOTE: the rule is written once, with its in-memory form, in server/lib/bike-rules.ts
 * (issue #29); the catalogue's and the rentals' queries import it from here.
 */
export { listedBike } from '#server/lib/bike-rules.ts';
