import { bikes } from '#server/db/schema/index.ts';

/**
 * The bikes customers may see (decision D14): visible, not deleted, of a partner who is verified
 * (`isVerifed` 'true', not merely accepted) and not blocked. Use with a join of `partners` on
 * `bikes.partnerId`. NOTE: the rule is written once, with its in-memory form, in server/lib/bike-rules.ts
 * (issue #29); the catalogue's and the rentals' queries import it from here.
 */
export { listedBike } from '#server/lib/bike-rules.ts';

/** A listed bike's columns as every card shows it (the fleet, the tariff, search, the bike's details); spread them with the list's own. */
export const bikeCardColumns = {
  _id: bikes.id,
  name: bikes.name,
  brand: bikes.brand,
  category: bikes.category,
  image: bikes.images,
  rentPerHour: bikes.rentPerHour,
  engineCC: bikes.engineCC,
};
