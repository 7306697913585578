import { useMemo, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { text } from '#shared/messages.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

export interface LoginValues {
  email: string;
  password: string;
}

type LoginSchema = z.ZodType<LoginValues, LoginValues>;

export interface LoginFormProps {
  /**
   * The area's login schema from shared/api/auth.ts (each has its own password-length text), or a
   * function that loads it (then zod arrives when the form is first checked, not with the page).
   */
  schema: LoginSchema | (() => Promise<LoginSchema>);
  /** Sends the credentials; a rejection with field errors shows them under the inputs. */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Rendered between the password and the button (the forgot-password link). */
  extra?: ReactNode;
}

function useLoginResolver(schema: LoginFormProps['schema']): Resolver<LoginValues> {
  return useMemo<Resolver<LoginValues>>(() => {
    if (typeof schema !== 'function') return zodResolver(schema);
    return async (values, context, options) => zodResolver(await schema())(values, context, options);
  }, [schema]);
}

/**
 * The e-mail + password form of the three login pages, validated on the client with the same schema
 * the server uses. The button shows a busy state while the call runs.
 */
export function LoginForm({ schema, onSubmit, extra }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: useLoginResolver(schema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
    }
  });

  return (
    // `post`: were it ever sent natively (a page the server rendered, D85), never a GET with the password
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={text.emailLabel}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={text.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {extra}
      <Button type="submit" variant="dark" busy={isSubmitting} className="mt-2 w-full">
        {text.login}
      </Button>
    </form>
  );
}
