import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/messages/site.ts';

/** The brand mark: a wheel in amber and the product name, linking to `to`. */
export function Logo({ to = '/', tone = 'light' }: { to?: string; tone?: 'light' | 'dark' }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#0c0a09" strokeWidth="3" />
        <circle cx="16" cy="16" r="2.5" fill="#0c0a09" />
        <path d="M16 7v6M16 19v6M7 16h6M19 16h6" stroke="#0c0a09" strokeWidth="1.6" />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
