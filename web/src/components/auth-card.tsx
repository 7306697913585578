import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

/** The white card of the login pages: the page's heading (also the tab title) and the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-black/5 sm:p-8">
      <div className="mb-6 flex flex-col gap-2">
        <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-brand" />
        <PageTitle title={title} />
      </div>
      {children}
    </div>
  );
}
