import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/register`: user registration (First Name … Confirm Password); built by the registration issue. */
export function RegisterPage() {
  return (
    <PageContainer>
      <PageTitle title={text.pageRegister} />
    </PageContainer>
  );
}
