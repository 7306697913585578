import type { ReactNode } from 'react';
import { siteText as text } from '#shared/messages/site.ts';
import { Button } from '#web/components/button.tsx';

const panel =
  'flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-black/5 sm:py-14';

/** An empty list: what is missing, what to do next, and optionally a link that does it. */
export function EmptyState({ title, hint, action }: { title: string; hint: string; action?: ReactNode }) {
  return (
    <div className={panel}>
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="size-12 text-brand-strong"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <circle cx="14" cy="32" r="8" />
        <circle cx="36" cy="32" r="8" />
        <path d="M14 32h8l6-12h6l2 12M22 20h6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="max-w-md text-sm text-stone-600">{hint}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** A list that failed to load, with a Retry button (busy while the new attempt runs). */
export function ErrorState({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className={panel}>
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="size-12 text-danger"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M24 6 44 40H4L24 6Z" strokeLinejoin="round" />
        <path d="M24 19v10M24 34v1" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="max-w-md text-sm text-stone-600">{text.listLoadFailedHint}</p>
      <Button variant="dark" busy={retrying} onClick={onRetry} className="mt-2">
        {text.retry}
      </Button>
    </div>
  );
}
