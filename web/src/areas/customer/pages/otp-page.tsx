import { useLocation, useNavigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { resendOtp } from '#web/features/account/api/resend-otp.ts';
import { verifyOtp } from '#web/features/account/api/verify-otp.ts';
import { OtpStateMissing } from '#web/features/account/components/otp-state-missing.tsx';
import { OtpVerifyForm } from '#web/features/account/components/otp-verify-form.tsx';
import { readRegisterOtpState } from '#web/features/account/navigation-state.ts';
import { showSuccess } from '#web/lib/toast.ts';

/** The registration countdown ticks every 500 ms (spec section 4). */
const REGISTER_TICK_MS = 500;

/**
 * `/otp` (spec sections 2 and 4): the 4-digit code mailed by checkEmail. It receives the register
 * form's values in navigation state and sends them with the code to verifyOtp, which creates the
 * account; then /login.
 */
export function OtpPage() {
  const navigate = useNavigate();
  const data = readRegisterOtpState(useLocation().state);

  return (
    <PageContainer className="flex justify-center">
      <AuthCard title={text.pageOtp}>
        {data ? (
          <OtpVerifyForm
            email={data.email}
            tickMs={REGISTER_TICK_MS}
            resendLabel={text.resend}
            onVerify={async (otp) => {
              showSuccess(await verifyOtp({ data, otp }));
              void navigate('/login', { replace: true });
            }}
            onResend={async () => showSuccess(await resendOtp(data.email))}
          />
        ) : (
          <OtpStateMissing message={text.otpRegisterMissing} to="/register" linkText={text.backToRegister} />
        )}
      </AuthCard>
    </PageContainer>
  );
}
