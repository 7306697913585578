import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordForm, type ForgotPasswordForm } from '#shared/api/account.ts';
import { msg, text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { Button } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { forgetPassword } from '#web/features/account/api/forget-password.ts';
import { AuthLink } from '#web/features/account/components/auth-link.tsx';
import type { ResetOtpState } from '#web/features/account/navigation-state.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

const emptyForm: ForgotPasswordForm = { email: '', password: '', confirmPassword: '' };

/**
 * `/forgotPassword`, 'Change Password' (spec sections 2, 4, 5): the e-mail and the new password,
 * validated with the server's schema ('Minimum length should be 8'). forgetpassword mails a code;
 * then /verifyForgetPassword. A call that gets no answer says 'Something went wrong' (spec section 8).
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordForm), defaultValues: emptyForm });

  const submit = handleSubmit(async (values) => {
    try {
      showSuccess(await forgetPassword(values, { quiet: true }));
      const state: ResetOtpState = { email: values.email };
      void navigate('/verifyForgetPassword', { state });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A 5xx has already opened /error500; anything else is told here.
      if (error.status >= 500) return;
      showError(error.status === 0 ? msg.somethingWrong : error.message);
      applyServerErrors(error, setError, ['email', 'password', 'confirmPassword']);
    }
  });

  return (
    <PageContainer className="flex justify-center">
      <AuthCard title={text.pageForgotPassword}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <TextField
            label={text.yourEmailLabel}
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
            label={text.confirmPasswordLabel}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" variant="dark" busy={isSubmitting} className="mt-2 w-full">
            {text.resetPassword}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-stone-600">
          {text.rememberedPassword} <AuthLink to="/login">{text.loginNow}</AuthLink>
        </p>
      </AuthCard>
    </PageContainer>
  );
}
