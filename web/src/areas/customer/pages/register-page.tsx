import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerForm, type RegisterForm } from '#shared/api/account.ts';
import { text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { Button } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { checkEmail } from '#web/features/account/api/check-email.ts';
import { AuthLink } from '#web/features/account/components/auth-link.tsx';
import type { RegisterOtpState } from '#web/features/account/navigation-state.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { showSuccess } from '#web/lib/toast.ts';

const emptyForm: RegisterForm = { fname: '', lname: '', email: '', mobile: '', password: '', confirmPassword: '' };

/**
 * `/register` (spec sections 2, 4, 5): validated with the server's own schema, every message under its
 * field. A free address gets an OTP by mail (`checkEmail`) and the visitor moves to /otp with the form
 * values in navigation state, never in the URL (they include the password).
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({ resolver: zodResolver(registerForm), defaultValues: emptyForm });

  const submit = handleSubmit(async (values) => {
    try {
      const message = await checkEmail(values.email);
      showSuccess(message);
      const state: RegisterOtpState = { data: values };
      void navigate('/otp', { state });
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
      // 409: the address already has an account; say so where the address is.
      if (error instanceof ApiError && error.status === 409)
        setError('email', { type: 'server', message: error.message });
    }
  });

  return (
    <PageContainer className="flex justify-center">
      <AuthCard title={text.pageRegister}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={text.fnameLabel}
              autoComplete="given-name"
              error={errors.fname?.message}
              {...register('fname')}
            />
            <TextField
              label={text.lnameLabel}
              autoComplete="family-name"
              error={errors.lname?.message}
              {...register('lname')}
            />
          </div>
          <TextField
            label={text.emailLabel}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={text.mobileNumberLabel}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={errors.mobile?.message}
            {...register('mobile')}
          />
          <TextField
            label={text.passwordLabel}
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
            {text.registerButton}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-stone-600">
          {text.haveAccount} <AuthLink to="/login">{text.loginNow}</AuthLink>
        </p>
      </AuthCard>
    </PageContainer>
  );
}
