import type { ReactNode } from 'react';

/** The standard page width and padding of the customer site. */
export function PageContainer({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 ${className}`}>{children}</div>;
}
