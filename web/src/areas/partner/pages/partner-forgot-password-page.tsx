import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnerForgotPasswordForm, type PartnerForgotPasswordForm } from '#shared/api/partner.ts';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { AuthScreen } from '#web/components/auth-screen.tsx';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { AuthLink } from '#web/features/account/components/auth-link.tsx';
import { partnerForgetPassword } from '#web/features/partner/api/forget-password.ts';
import type { PartnerResetOtpState } from '#web/features/partner/reset-otp-state.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { showSuccess } from '#web/lib/toast.ts';

const emptyForm: PartnerForgotPasswordForm = { email: '', password: '', confirmPassword: '' };

/**
 * `/partner/forgotpass` (spec sections 2, 4, 5): email, New Password, Confirm password and 'Reset
 * passwod', validated with the server's schema. forgetpassword mails a code; then the OTP screen.
 */
export function PartnerForgotPasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PartnerForgotPasswordForm>({
    resolver: zodResolver(partnerForgotPasswordForm),
    defaultValues: emptyForm,
  });

  const submit = handleSubmit(async (values) => {
    try {
      showSuccess(await partnerForgetPassword(values));
      const state: PartnerResetOtpState = { email: values.email };
      void navigate('/partner/verifyForgotOtp', { state });
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password', 'confirmPassword']);
    }
  });

  return (
    <AuthScreen homePath="/partner">
      <AuthCard title={text.partnerForgotTitle}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <TextField
            label={text.emailLabel}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={text.newPasswordLabel}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={text.confirmPasswordLower}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" variant="dark" busy={isSubmitting} className="mt-2 w-full">
            {text.resetPasswod}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-stone-600">
          {text.rememberedPassword} <AuthLink to="/partner/login">{text.login}</AuthLink>
        </p>
      </AuthCard>
    </AuthScreen>
  );
}
