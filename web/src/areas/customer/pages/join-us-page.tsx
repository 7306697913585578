import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnerJoinForm, type PartnerJoinForm } from '#shared/api/partner-join.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';

const emptyForm: PartnerJoinForm = { fname: '', lname: '', email: '', password: '', confirmPassword: '', terms: false };

function Tick({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6 8 13.6Z" />
    </svg>
  );
}

/**
 * `/join-us`: 'Register as Partner' (spec sections 2 and 5). Validated with the shared schema; the
 * terms box must be ticked (decision D15). Posts to /api/partner/join-us without a token; on success
 * the form empties and a confirmation appears above it, taking the focus so that it is read out.
 */
export function JoinUsPage() {
  const [sent, setSent] = useState(false);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PartnerJoinForm>({ resolver: zodResolver(partnerJoinForm), defaultValues: emptyForm });

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const submit = handleSubmit(async (values) => {
    const { terms: _terms, ...body } = values;
    setSent(false);
    try {
      await apiRequest('partner', '/join-us', { body, token: null });
      reset(emptyForm);
      setSent(true);
    } catch (error) {
      // The API client has shown the server's message in a toast; put it under the field it is about.
      applyServerErrors(error, setError, ['fname', 'lname', 'email', 'password', 'confirmPassword']);
      if (error instanceof ApiError && error.status === 409)
        setError('email', { type: 'server', message: error.message });
    }
  });

  return (
    <PageContainer className="grid items-start gap-6 lg:grid-cols-[3fr_2fr] lg:gap-8">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
        <div className="mb-6 flex flex-col gap-2">
          <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-brand" />
          <PageTitle title={text.registerAsPartner} />
        </div>

        <div role="status">
          {sent && (
            <div
              ref={confirmationRef}
              tabIndex={-1}
              className="mb-6 flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
            >
              <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
                <Tick className="size-4" />
              </span>
              <p className="font-medium">{text.joinUsThanks}</p>
            </div>
          )}
        </div>

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
          <div className="flex flex-col gap-1.5">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
              <input
                type="checkbox"
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'join-us-terms-error' : undefined}
                className="size-5 shrink-0 accent-amber-600"
                {...register('terms')}
              />
              {text.termsAgree}
            </label>
            {errors.terms && (
              <p id="join-us-terms-error" className="text-sm text-danger">
                {errors.terms.message}
              </p>
            )}
          </div>
          <Button type="submit" variant="dark" busy={isSubmitting} className="mt-2 w-full">
            {text.joinUsSubmit}
          </Button>
          <p className="text-center text-sm text-stone-600">
            {text.partnerLoginPrompt}{' '}
            <Link
              to="/partner/login"
              className="font-semibold text-ink underline underline-offset-4 hover:text-brand-strong"
            >
              {text.partnerLoginLink}
            </Link>
          </p>
        </form>
      </div>

      <aside className="relative overflow-hidden rounded-2xl bg-ink p-6 text-white sm:p-8 lg:sticky lg:top-24">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_100%_0%,rgb(245_158_11/0.3),transparent_55%)]"
        />
        <div className="relative flex flex-col gap-5">
          <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-brand" />
          <p className="text-lg leading-7 text-stone-200">{text.joinUsIntro}</p>
          <ul className="flex flex-col gap-3">
            {text.joinUsPerks.map((perk) => (
              <li key={perk} className="flex items-center gap-3 font-medium">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-ink">
                  <Tick className="size-4" />
                </span>
                {perk}
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </PageContainer>
  );
}
