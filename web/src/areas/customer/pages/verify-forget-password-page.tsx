import { useLocation, useNavigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { forgetPassResendOtp } from '#web/features/account/api/forget-pass-resend-otp.ts';
import { verifyForgotOtp } from '#web/features/account/api/verify-forgot-otp.ts';
import { OtpStateMissing } from '#web/features/account/components/otp-state-missing.tsx';
import { OtpVerifyForm } from '#web/features/account/components/otp-verify-form.tsx';
import { readResetOtpState } from '#web/features/account/navigation-state.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** The forgot-password countdown ticks every second (spec section 4). */
const RESET_TICK_MS = 1000;

/**
 * `/verifyForgetPassword` (also reached as /verifyForgotOtp): the code of the password reset. It
 * receives the e-mail in navigation state; verifyForgotOtp makes the new password take effect, then
 * /login. 'Resend OTP' appears after the countdown and calls forgetPassResendOtp.
 */
export function VerifyForgetPasswordPage() {
  const navigate = useNavigate();
  const email = readResetOtpState(useLocation().state);

  return (
    <PageContainer className="flex justify-center">
      <AuthCard title={text.pageOtp}>
        {email ? (
          <OtpVerifyForm
            email={email}
            tickMs={RESET_TICK_MS}
            resendLabel={text.resendOtp}
            onVerify={async (otp) => {
              showSuccess(await verifyForgotOtp({ data: { email }, otp }));
              void navigate('/login', { replace: true });
            }}
            onResend={async () => showSuccess(await forgetPassResendOtp(email))}
          />
        ) : (
          <OtpStateMissing message={text.otpResetMissing} to="/forgotPassword" linkText={text.backToChangePassword} />
        )}
      </AuthCard>
    </PageContainer>
  );
}
