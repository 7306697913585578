import { partnerForgotPasswordForm } from '#shared/api/partner.ts';
import { text } from '#shared/messages.ts';
import { AuthScreen } from '#web/components/auth-screen.tsx';
import { ForgotPasswordForm } from '#web/features/account/components/forgot-password-form.tsx';
import { partnerForgetPassword } from '#web/features/partner/api/forget-password.ts';

/**
 * `/partner/forgotpass` (spec sections 2, 4, 5): email, New Password, Confirm password and 'Reset
 * passwod'; then the partner OTP screen. The API client toasts a refusal.
 */
export function PartnerForgotPasswordPage() {
  return (
    <AuthScreen homePath="/partner">
      <ForgotPasswordForm
        title={text.partnerForgotTitle}
        labels={{
          email: text.emailLabel,
          confirm: text.confirmPasswordLower,
          submit: text.resetPasswod,
          login: text.login,
        }}
        schema={partnerForgotPasswordForm}
        send={partnerForgetPassword}
        otpPath="/partner/verifyForgotOtp"
        loginPath="/partner/login"
      />
    </AuthScreen>
  );
}
