/** The eleven bike categories of spec section 3, in the spec's order. */
export const BIKE_CATEGORIES = [
  'Commuters & Minis',
  'Scooters',
  'Modern Classics',
  'Sport Touring',
  'Touring',
  'Electric',
  'Standard & Naked',
  'Sportbikes',
  'Cruisers',
  'Adventure',
  'Scrambler',
] as const;

export type BikeCategory = (typeof BIKE_CATEGORIES)[number];
