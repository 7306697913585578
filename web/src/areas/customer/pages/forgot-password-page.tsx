import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/forgotPassword`: change-password entry; built by the password-reset issue. */
export function ForgotPasswordPage() {
  return (
    <PageContainer>
      <PageTitle title={text.pageForgotPassword} />
    </PageContainer>
  );
}
