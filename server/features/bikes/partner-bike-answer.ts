import type { PartnerBike } from '#shared/api/bikes.ts';
import { bikes } from '#server/db/schema/index.ts';

/** The columns a partner's bike answer needs (select these, then map with toPartnerBike). */
export const partnerBikeColumns = {
  id: bikes.id,
  name: bikes.name,
  brand: bikes.brand,
  category: bikes.category,
  makeYear: bikes.makeYear,
  rentPerHour: bikes.rentPerHour,
  engineCC: bikes.engineCC,
  plateNumber: bikes.plateNumber,
  deposit: bikes.deposit,
  transmission: bikes.transmission,
  images: bikes.images,
  status: bikes.status,
};

type PartnerBikeRow = Pick<
  typeof bikes.$inferSelect,
  | 'id'
  | 'name'
  | 'brand'
  | 'category'
  | 'makeYear'
  | 'rentPerHour'
  | 'engineCC'
  | 'plateNumber'
  | 'deposit'
  | 'transmission'
  | 'images'
  | 'status'
>;

/** A bikes row → the spec's bike (`_id`, `image` the list of photo URLs). */
export function toPartnerBike(row: PartnerBikeRow): PartnerBike {
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    makeYear: row.makeYear,
    rentPerHour: row.rentPerHour,
    engineCC: row.engineCC,
    plateNumber: row.plateNumber,
    deposit: row.deposit,
    transmission: row.transmission,
    image: row.images,
    status: row.status,
  };
}
