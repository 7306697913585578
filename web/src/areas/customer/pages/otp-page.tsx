import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';

/** `/otp`: the 4-digit e-mail OTP after registration; built by the registration issue. */
export function OtpPage() {
  return (
    <PageContainer>
      <PageTitle title={text.pageOtp} />
    </PageContainer>
  );
}
