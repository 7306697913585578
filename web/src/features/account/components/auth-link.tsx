import type { ReactNode } from 'react';
import { Link } from 'react-router';

const linkClass =
  'rounded font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:decoration-ink';

/** The underlined text link of the account cards ('Login Now', 'Back to registration'). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}
