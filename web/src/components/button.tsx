import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'dark' | 'outline' | 'ghost';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  // amber is a background here, with near-black text on it (contrast > 9:1)
  primary: 'bg-brand text-ink hover:bg-brand-light',
  dark: 'bg-ink text-white hover:bg-ink-soft',
  outline: 'border border-stone-300 bg-white text-ink hover:bg-stone-100',
  ghost: 'text-ink hover:bg-stone-100',
};

const sizes = {
  md: 'min-h-11 px-5 py-2.5 text-sm',
  lg: 'min-h-12 px-7 py-3 text-base tracking-wide',
} as const;

/** Classes of a button, for links that look like one (BOOK NOW, Login in the header). */
export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Shows a spinner and disables the button while its action runs. */
  busy?: boolean;
}

/** The app's button; `type` defaults to "button" so that only submit buttons submit. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClass(variant, size)} ${className}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
