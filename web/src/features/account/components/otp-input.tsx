import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { OTP_LENGTH } from '#shared/domain/limits.ts';
import { text } from '#shared/messages.ts';

/** An OTP with every box empty. */
export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

export interface OtpInputHandle {
  /** Focuses the first empty box (the first box when all are filled). */
  focus: () => void;
}

export interface OtpInputProps {
  /** One entry per box: '' or a single digit. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  ref?: Ref<OtpInputHandle>;
  /** Id of the message describing the boxes (the error under them). */
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

const DIGITS_ONLY = /\D/g;
const WHOLE_CODE = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

/**
 * The four single-digit boxes of the OTP screens (spec section 5). Digits only; typing moves to the
 * next box, Backspace in an empty box goes back and clears the previous one, the arrow keys move
 * between boxes, and a paste (or a phone's one-time-code autofill) of exactly four digits fills
 * them all. Anything else pasted is ignored.
 */
export function OtpInput({
  digits,
  onChange,
  ref,
  describedBy,
  invalid = false,
  disabled = false,
  autoFocus = false,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({
    focus: () => {
      const firstEmpty = digits.findIndex((digit) => digit === '');
      focusBox(firstEmpty === -1 ? 0 : firstEmpty);
    },
  }));

  const setDigit = (index: number, digit: string) => {
    const next = Array.from({ length: OTP_LENGTH }, (_, i) => digits[i] ?? '');
    next[index] = digit;
    onChange(next);
  };

  const fillAll = (code: string) => {
    onChange(code.split(''));
    focusBox(OTP_LENGTH - 1);
  };

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(DIGITS_ONLY, '');
    if (raw === '') {
      setDigit(index, '');
      return;
    }
    if (typed === '') return; // a letter or symbol: the box keeps what it had
    if (WHOLE_CODE.test(typed)) {
      fillAll(typed);
      return;
    }
    // The box's text is selected on focus, so a new key replaces it; the last digit typed wins.
    setDigit(index, typed.slice(-1));
    if (index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').trim();
    if (WHOLE_CODE.test(pasted)) fillAll(pasted);
  };

  return (
    <div role="group" aria-label={text.otpBoxesLabel} className="flex justify-center gap-3 sm:gap-4">
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digits[index] ?? ''}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          aria-label={text.otpDigitLabel(index + 1, OTP_LENGTH)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          className={`size-14 rounded-xl border-2 bg-white text-center text-2xl font-bold text-ink caret-brand-strong transition-colors focus:border-ink sm:size-16 ${
            invalid ? 'border-danger' : 'border-stone-300'
          } disabled:opacity-60`}
        />
      ))}
    </div>
  );
}
