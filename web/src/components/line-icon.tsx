import type { ReactNode } from 'react';

/**
 * The frame of every line icon (24 px grid, 2 px stroke in the current colour). Decorative: the button
 * or card that holds one carries the text.
 */
export function LineIcon({ children, className = 'size-6' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
