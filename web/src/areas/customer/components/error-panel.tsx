import type { ReactNode } from 'react';

/** The frame of the error pages: the status code large in amber on near-black, then the message. */
export function ErrorPanel({ code, children }: { code: string; children: ReactNode }) {
  return (
    <div className="w-full max-w-lg overflow-hidden rounded-2xl bg-white text-center shadow-xl ring-1 ring-black/5">
      <div aria-hidden="true" className="bg-ink py-8 text-7xl font-black tracking-tighter text-brand sm:text-8xl">
        {code}
      </div>
      <div className="flex flex-col items-center gap-4 p-6 sm:p-8">{children}</div>
    </div>
  );
}
