import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/join-us`: partner registration; built by the partner issue. */
export function JoinUsPage() {
  return (
    <PageContainer>
      <PageTitle title={text.registerAsPartner} />
    </PageContainer>
  );
}
