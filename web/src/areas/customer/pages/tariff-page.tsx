import { MIN_RENT_HOURS } from '#shared/domain/limits.ts';
import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { useTariff } from '#web/features/catalog/api/use-tariff.ts';
import { BikeGrid } from '#web/features/catalog/components/bike-grid.tsx';

/** Skeleton cards while the tariff loads: two rows on a wide screen. */
const TARIFF_SKELETONS = 8;

/** `/tariff` (spec section 2): every listed bike with the fleet's card, cheapest first. */
export function TariffPage() {
  const tariff = useTariff();
  return (
    <PageContainer>
      <div className="mb-8 flex flex-col gap-3">
        <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-brand" />
        <PageTitle title={text.pageTariff} />
        <p className="max-w-2xl text-base text-stone-600">{text.tariffIntro(MIN_RENT_HOURS)}</p>
      </div>
      <BikeGrid
        query={tariff}
        label={text.pageTariff}
        skeletonCount={TARIFF_SKELETONS}
        headingLevel="h2"
        firstIsLargest
      />
    </PageContainer>
  );
}
