import { useLocation, useNavigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { AuthScreen } from '#web/components/auth-screen.tsx';
import { OtpStateMissing } from '#web/features/account/components/otp-state-missing.tsx';
import { OtpVerifyForm } from '#web/features/account/components/otp-verify-form.tsx';
import { readResetOtpState } from '#web/features/account/navigation-state.ts';
import { partnerResendOtp } from '#web/features/partner/api/resend-otp.ts';
import { partnerVerifyForgotOtp } from '#web/features/partner/api/verify-forgot-otp.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** The partner OTP countdown ticks every 500 ms (spec section 4). */
const PARTNER_TICK_MS = 500;

/**
 * `/partner/verifyForgotOtp`, 'Enter Otp Here': four digit boxes (letters rejected, a paste fills
 * them), Verify, and the countdown from 5 that turns into 'resend'. A verified code sets the new
 * password; then the partner login. Opened without the e-mail in navigation state, it says so and
 * links back to the form.
 */
export function PartnerVerifyForgotOtpPage() {
  const navigate = useNavigate();
  const email = readResetOtpState(useLocation().state);

  return (
    <AuthScreen homePath="/partner">
      <AuthCard title={text.enterOtpHere}>
        {email ? (
          <OtpVerifyForm
            email={email}
            tickMs={PARTNER_TICK_MS}
            resendLabel={text.resend}
            onVerify={async (otp) => {
              showSuccess(await partnerVerifyForgotOtp(email, otp));
              void navigate('/partner/login', { replace: true });
            }}
            onResend={async () => showSuccess(await partnerResendOtp(email))}
          />
        ) : (
          <OtpStateMissing
            message={text.otpResetMissing}
            to="/partner/forgotpass"
            linkText={text.backToForgotPassword}
          />
        )}
      </AuthCard>
    </AuthScreen>
  );
}
