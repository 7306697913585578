import { useSearchParams } from 'react-router';

export interface FilterParams {
  page: number;
  /** The filter's value ('' when none). */
  filter: string;
  setPage: (page: number) => void;
  /** A new filter starts again at page 1. */
  setFilter: (value: string) => void;
  /** The query string of `page` with the current filter (for a redirect to the page the server showed). */
  pageSearch: (page: number) => string;
}

/**
 * The page and one filter of an admin list (`?q=…&page=2`, `?status=failed`), kept in the URL so a
 * refresh or the Back button returns to them. A page that is not a whole number from 1 reads as 1.
 */
export function useFilterParams(name: string): FilterParams {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const filter = params.get(name) ?? '';
  const search = (nextPage: number, value: string) => {
    const next = new URLSearchParams();
    if (value) next.set(name, value);
    if (nextPage !== 1) next.set('page', String(nextPage));
    return next;
  };
  return {
    page,
    filter,
    setPage: (next) => {
      setParams(search(next, filter));
      window.scrollTo?.({ top: 0 });
    },
    setFilter: (value) => setParams(search(1, value)),
    pageSearch: (next) => `?${search(next, filter).toString()}`,
  };
}
