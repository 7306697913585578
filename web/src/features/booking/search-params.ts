import { BIKE_SORTS, type BikeSort } from '#shared/domain/bike-sorts.ts';

/** The search of /viewBikes as the URL keeps it (so a refresh or Back shows the same list). */
export interface SearchState {
  page: number;
  sort: BikeSort;
  category: string;
  search: string;
  city: string;
  pickUpDate: string;
  pickUpTime: string;
  dropDate: string;
  dropTime: string;
}

export type SearchFilters = Omit<SearchState, 'page'>;

/** The search form's fields that can carry a message, in the form's order. */
export const SEARCH_FIELDS = ['city', 'pickUpDate', 'pickUpTime', 'dropDate', 'dropTime'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const EMPTY_FILTERS: SearchFilters = {
  sort: '',
  category: '',
  search: '',
  city: '',
  pickUpDate: '',
  pickUpTime: '',
  dropDate: '',
  dropTime: '',
};

const isSort = (value: string): value is BikeSort => (BIKE_SORTS as readonly string[]).includes(value);

/** Reads the search from the URL; anything missing or malformed reads as empty (page 1). */
export function readSearch(params: URLSearchParams): SearchState {
  const get = (key: string) => params.get(key) ?? '';
  const rawPage = Number(get('page') || '1');
  const sort = get('sort');
  return {
    page: Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1,
    sort: isSort(sort) ? sort : '',
    category: get('category'),
    search: get('search'),
    city: get('city'),
    pickUpDate: get('pickUpDate'),
    pickUpTime: get('pickUpTime'),
    dropDate: get('dropDate'),
    dropTime: get('dropTime'),
  };
}

/** The URL query of a search: empty fields and page 1 are left out. */
export function searchToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The /checkOut link of a bike for the searched city and window (the page reads it back from the URL). */
export function checkoutPath(bikeId: string, state: SearchFilters): string {
  const params = new URLSearchParams({
    bike: bikeId,
    city: state.city,
    pickUpDate: state.pickUpDate,
    pickUpTime: state.pickUpTime,
    dropDate: state.dropDate,
    dropTime: state.dropTime,
  });
  return `/checkOut?${params.toString()}`;
}
