import type { BikeCard } from '#shared/api/catalog.ts';

/** A listed bike as the catalogue's calls answer it (one photo at a stored upload's address). */
export function bikeCard(overrides: Partial<BikeCard> = {}): BikeCard {
  const id = crypto.randomUUID();
  return {
    _id: id,
    name: `Pulsar 150 ${id.slice(0, 4)}`,
    brand: 'Bajaj',
    category: 'Street',
    image: [`/uploads/${id}.jpg`],
    rentPerHour: 60,
    engineCC: 199,
    ...overrides,
  };
}
