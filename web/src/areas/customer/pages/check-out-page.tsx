import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/checkOut`: booking summary and payment; built by the booking issue. */
export function CheckOutPage() {
  return (
    <PageContainer>
      <PageTitle title={text.checkout} />
    </PageContainer>
  );
}
