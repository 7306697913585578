import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/viewBikes`: bike search and list; built by the search issue. */
export function ViewBikesPage() {
  return (
    <PageContainer>
      <PageTitle title={text.pageViewBikes} />
    </PageContainer>
  );
}
