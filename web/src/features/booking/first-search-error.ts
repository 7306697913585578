import { bikeSearchForm } from '#shared/api/search.ts';
import type { SearchFilters } from './search-params.ts';

/**
 * The first message of the search form's rules (spec section 5, in its order: city, the four window
 * fields, then the window's rules), or undefined when the city and window are valid.
 */
export function firstSearchError(filters: SearchFilters): string | undefined {
  const parsed = bikeSearchForm.safeParse(filters);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
