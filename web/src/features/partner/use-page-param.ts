import { useSearchParams } from 'react-router';

/**
 * The list page shown, kept in the URL (`?page=2`) so a refresh or the Back button returns to it.
 * Anything that is not a whole number from 1 reads as page 1.
 */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo?.({ top: 0 });
  };
  return [page, setPage];
}
