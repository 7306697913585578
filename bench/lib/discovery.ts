import type { GetBikesResponse, RetriveCitiesResponse, SearchBike } from '#shared/api/search.ts';
import type { Api } from './api.ts';

export interface Catalogue {
  cities: string[];
  bikes: SearchBike[];
  /** words customers search for: the brands and a model word of the bikes seen */
  searchTerms: string[];
}

/** Cities and bikes as a customer finds them: retriveCities, then a few pages of getBikes per city. */
export async function discoverCatalogue(
  api: Api,
  options: { cities?: number; pages?: number } = {},
): Promise<Catalogue> {
  const { cities: maxCities = 12, pages = 3 } = options;
  const cities = (await api.get<RetriveCitiesResponse>('/api/retriveCities')).data.slice(0, maxCities);
  if (cities.length === 0) throw new Error('no city has a listed bike: is the database seeded?');
  const bikes = new Map<string, SearchBike>();
  for (const city of cities) {
    for (let page = 1; page <= pages; page++) {
      const query = new URLSearchParams({ city, page: String(page) });
      const { data } = await api.get<GetBikesResponse>(`/api/getBikes?${query.toString()}`);
      for (const bike of data.bikes) bikes.set(bike._id, bike);
      if (page >= data.totalPages) break;
    }
  }
  const words = new Set<string>();
  for (const bike of bikes.values()) {
    words.add(bike.brand.split(' ')[0] ?? bike.brand);
    const model = bike.name.split(' ').find((word) => /^[A-Za-z]{4,}$/.test(word));
    if (model) words.add(model.toLowerCase());
  }
  return { cities, bikes: [...bikes.values()], searchTerms: [...words].slice(0, 12) };
}
