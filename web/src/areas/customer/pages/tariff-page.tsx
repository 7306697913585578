import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/tariff`: the tariff grid of bikes; built by the customer issue. */
export function TariffPage() {
  return (
    <PageContainer>
      <PageTitle title={text.pageTariff} />
    </PageContainer>
  );
}
