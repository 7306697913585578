import { bikeSearchForm } from '#shared/api/search.ts';
// NOTE: zod and the schemas come with this module: the search page loads it when the form is first used
// (search-rules.ts), so a /viewBikes the server rendered (D85) hydrates without them.
import { SEARCH_FIELDS, type SearchField, type SearchFilters } from './search-params.ts';

/**
 * The first message of the search form's rules (spec section 5, in its order: city, the four window
 * fields, then the window's rules), or undefined when the city and window are valid.
 */
export function firstSearchError(filters: SearchFilters): string | undefined {
  const parsed = bikeSearchForm.safeParse(filters);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * Each field's first message (issue #34: shown beside the field, not as toasts that pile up); empty
 * when the city and window are valid. Missing fields are all named at once; the window's rules (past
 * date, drop before pick-up, …) name the one field they are about.
 */
export function searchFieldErrors(filters: SearchFilters): Partial<Record<SearchField, string>> {
  const parsed = bikeSearchForm.safeParse(filters);
  if (parsed.success) return {};
  const errors: Partial<Record<SearchField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = SEARCH_FIELDS.find((key) => key === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
