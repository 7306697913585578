import { AuthLink } from './auth-link.tsx';

/**
 * What an OTP screen shows when it was opened without the form values it needs (a bookmark, a new
 * tab): why, and the way back to the form.
 */
export function OtpStateMissing({ message, to, linkText }: { message: string; to: string; linkText: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <p className="text-stone-700">{message}</p>
      <AuthLink to={to}>{linkText}</AuthLink>
    </div>
  );
}
