import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { AuthScreen } from '#web/components/auth-screen.tsx';

/** `/partner/verifyForgotOtp`: the reset OTP; built by the partner issue. */
export function PartnerVerifyForgotOtpPage() {
  return (
    <AuthScreen homePath="/partner">
      <AuthCard title={text.enterOtpHere}>{null}</AuthCard>
    </AuthScreen>
  );
}
