import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/verifyForgetPassword`: the OTP of the password reset; built by the password-reset issue. */
export function VerifyForgetPasswordPage() {
  return (
    <PageContainer>
      <PageTitle title={text.pageOtp} />
    </PageContainer>
  );
}
