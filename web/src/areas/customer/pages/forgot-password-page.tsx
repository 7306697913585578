import { forgotPasswordForm } from '#shared/api/account.ts';
import { text } from '#shared/messages.ts';
import { PageContainer } from '#web/components/page-container.tsx';
import { forgetPassword } from '#web/features/account/api/forget-password.ts';
import { ForgotPasswordForm } from '#web/features/account/components/forgot-password-form.tsx';

/**
 * `/forgotPassword`, 'Change Password' (spec sections 2, 4, 5): the e-mail and the new password
 * ('Minimum length should be 8'); then /verifyForgetPassword. A call that gets no answer says
 * 'Something went wrong' (spec section 8).
 */
export function ForgotPasswordPage() {
  return (
    <PageContainer className="flex justify-center">
      <ForgotPasswordForm
        title={text.pageForgotPassword}
        labels={{
          email: text.yourEmailLabel,
          confirm: text.confirmPasswordLabel,
          submit: text.resetPassword,
          login: text.loginNow,
        }}
        schema={forgotPasswordForm}
        send={(values) => forgetPassword(values, { quiet: true })}
        otpPath="/verifyForgetPassword"
        loginPath="/login"
        toastsFailures
      />
    </PageContainer>
  );
}
