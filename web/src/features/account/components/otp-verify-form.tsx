import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { otpForm } from '#shared/api/account.ts';
import { OTP_COUNTDOWN_START } from '#shared/domain/limits.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCountdown } from '../use-countdown.ts';
import { emptyOtp, OtpInput, type OtpInputHandle } from './otp-input.tsx';

export interface OtpVerifyFormProps {
  /** Where the code was sent (shown in the prompt). */
  email: string;
  /** The countdown's step: 500 ms after registration, 1 s in the forgot-password flow (spec section 4). */
  tickMs: number;
  /** The resend control's text: 'resend' or 'Resend OTP'. */
  resendLabel: string;
  /** Sends the 4 digits; rejects with the API client's error when the server refuses them. */
  onVerify: (otp: string) => Promise<void>;
  /** Asks for a new code; rejects when the server refuses (the API client has said why). */
  onResend: () => Promise<void>;
}

/**
 * The body of both OTP screens: the four boxes, Verify, and the countdown from 5 that turns into a
 * resend control (which restarts it). Verify sends nothing until all four digits are there and says
 * 'Please enter complete OTP'; a refused code is shown under the boxes, which empty for a new try.
 */
export function OtpVerifyForm({ email, tickMs, resendLabel, onVerify, onResend }: OtpVerifyFormProps) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(OTP_COUNTDOWN_START, tickMs);
  const boxes = useRef<OtpInputHandle>(null);
  const errorId = useId();
  // The boxes are disabled while a code is checked; a refused code sends the focus back once they are not.
  const refocus = useRef(false);
  useEffect(() => {
    if (verifying || !refocus.current) return;
    refocus.current = false;
    boxes.current?.focus();
  }, [verifying]);

  const change = (next: string[]) => {
    setDigits(next);
    setError(null);
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifying) return;
    const parsed = otpForm.safeParse({ otp: digits.join('') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      boxes.current?.focus();
      return;
    }
    setVerifying(true);
    try {
      await onVerify(parsed.data.otp);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      setDigits(emptyOtp());
      refocus.current = true;
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
      countdown.restart();
      change(emptyOtp());
      boxes.current?.focus();
    } catch {
      // The API client has shown the server's reason (too many codes, say); the link stays.
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void verify(event)} className="flex flex-col gap-5">
      <p className="text-center text-sm text-stone-600">{text.otpPrompt(email)}</p>
      <OtpInput
        ref={boxes}
        digits={digits}
        onChange={change}
        invalid={error !== null}
        describedBy={error ? errorId : undefined}
        disabled={verifying}
        autoFocus
      />
      <p id={errorId} role="alert" className="min-h-5 text-center text-sm text-danger">
        {error}
      </p>
      <Button type="submit" variant="dark" busy={verifying} className="w-full">
        {text.verify}
      </Button>
      <div className="flex min-h-11 items-center justify-center text-sm text-stone-600">
        {countdown.remaining > 0 && <p className="tabular-nums">{text.otpResendIn(countdown.remaining)}</p>}
        <p aria-live="polite" className="flex items-center gap-1">
          {countdown.remaining === 0 && (
            <>
              <span>{text.otpNoCode}</span>
              <button
                type="button"
                onClick={() => void resend()}
                disabled={resending}
                className="min-h-11 rounded px-1 font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:decoration-ink disabled:opacity-60"
              >
                {resendLabel}
              </button>
            </>
          )}
        </p>
      </div>
    </form>
  );
}
