import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { siteText as text } from '#shared/messages/site.ts';
import { PageSpinner } from '#web/components/spinner.tsx';
import { useRestoreSession } from '#web/lib/restore-session.ts';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';

/** The customer site's frame: header, page, footer. Restores a stored customer session on load. */
export function CustomerLayout() {
  useRestoreSession('customer');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {text.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        {/* Pages are lazy chunks (pages.ts): the frame stays while one downloads. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
