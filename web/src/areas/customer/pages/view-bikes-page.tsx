import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SearchBike } from '#shared/api/search.ts';
import { msg, text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { useBikeSearch, useCities } from '#web/features/booking/api/use-bike-search.ts';
import { loginPathFor, type LoginState } from '#web/features/account/login-return.ts';
import { BikeSearchForm } from '#web/features/booking/components/bike-search-form.tsx';
import { SearchResults } from '#web/features/booking/components/search-results.tsx';
import { withSearchRules } from '#web/features/booking/search-rules.ts';
import { checkoutPath, readSearch, searchToParams, type SearchFilters } from '#web/features/booking/search-params.ts';
import { showError } from '#web/lib/toast.ts';
import { useUserSession } from '#web/lib/user-session.ts';

/**
 * `/viewBikes` (spec section 2): the search filters, the bikes free for the searched window (8 a page)
 * and BOOK NOW → /checkOut. The applied search lives in the URL so a refresh or Back keeps it.
 */
export function ViewBikesPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearch(params), [params]);
  const bikes = useBikeSearch(state);
  const cities = useCities();
  const { session } = useUserSession();
  const navigate = useNavigate();
  const { page: _page, ...filters } = state;

  const apply = (next: SearchFilters) => setParams(searchToParams({ ...next, page: 1 }));
  const changePage = (page: number) => {
    setParams(searchToParams({ ...state, page }));
    window.scrollTo?.({ top: 0 });
  };
  // The window comes first, so a guest logs in only for a checkout that can open (issue #34).
  const book = (bike: SearchBike) =>
    withSearchRules(({ firstSearchError }) => {
      if (firstSearchError(filters)) {
        showError(msg.selectAllFields);
        return;
      }
      const checkout = checkoutPath(bike._id, filters);
      if (!session) {
        const state: LoginState = { bookBike: bike.name };
        void navigate(loginPathFor(checkout), { state });
        return;
      }
      void navigate(checkout);
    });

  return (
    <PageContainer>
      <div className="mb-6 flex flex-col gap-3">
        <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-brand" />
        <PageTitle title={text.pageViewBikes} />
        <p className="max-w-2xl text-base text-stone-600">{text.searchIntro}</p>
      </div>
      <BikeSearchForm key={params.toString()} initial={filters} cities={cities.data ?? []} onApply={apply} />
      <div className="mt-8">
        <SearchResults query={bikes} onBook={book} onPageChange={changePage} />
      </div>
    </PageContainer>
  );
}
