import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { ForgotPasswordForm as Values } from '#shared/api/account.ts';
import { msg, text } from '#shared/messages.ts';
import { AuthCard } from '#web/components/auth-card.tsx';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import type { ResetOtpState } from '../navigation-state.ts';
import { AuthLink } from './auth-link.tsx';

const emptyForm: Values = { email: '', password: '', confirmPassword: '' };

export interface ForgotPasswordFormProps {
  title: string;
  /** The area's wording of the e-mail and confirm inputs, the submit button and the login link. */
  labels: { email: string; confirm: string; submit: string; login: string };
  /** The area's schema (each words the length rule its own way). */
  schema: z.ZodType<Values, Values>;
  /** forgetpassword: resolves with the server's message. */
  send: (values: Values) => Promise<string>;
  /** The OTP screen, opened with the e-mail in navigation state (ResetOtpState). */
  otpPath: string;
  loginPath: string;
  /**
   * When `send` is quiet, this form tells the failure itself: 'Something went wrong' when no answer
   * came, else the server's message (a 5xx has already opened /error500).
   */
  toastsFailures?: boolean;
}

/**
 * The forgot-password card of a customer or a partner (spec sections 2, 4, 5): the e-mail, the new
 * password and its confirmation, validated with the server's schema. forgetpassword mails a code;
 * then the OTP screen.
 */
export function ForgotPasswordForm({
  title,
  labels,
  schema,
  send,
  otpPath,
  loginPath,
  toastsFailures = false,
}: ForgotPasswordFormProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: emptyForm });

  const submit = handleSubmit(async (values) => {
    try {
      showSuccess(await send(values));
      const state: ResetOtpState = { email: values.email };
      void navigate(otpPath, { state });
    } catch (error) {
      if (toastsFailures) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status >= 500) return;
        showError(error.status === 0 ? msg.somethingWrong : error.message);
      }
      applyServerErrors(error, setError, ['email', 'password', 'confirmPassword']);
    }
  });

  return (
    <AuthCard title={title}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          label={labels.email}
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
          label={labels.confirm}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" variant="dark" busy={isSubmitting} className="mt-2 w-full">
          {labels.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {text.rememberedPassword} <AuthLink to={loginPath}>{labels.login}</AuthLink>
      </p>
    </AuthCard>
  );
}
