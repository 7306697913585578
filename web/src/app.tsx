import { lazy, StrictMode, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { applyWholeStylesheet } from './lib/app-stylesheet.ts';
import { loadToasts, onToastsWanted, toastsWanted } from './lib/toast.ts';
import { useHydrated } from './lib/use-hydrated.ts';
import { AppRoutes } from './router.tsx';

/**
 * Until React has hydrated a page the server rendered (D85), its buttons, fields and selects are
 * disabled: a tap or a typed letter before the app's code runs would be lost, or a form sent natively.
 * Links work throughout. A fieldset that draws no box (display: contents; role none: not a group).
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset role="none" disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}

/**
 * A server-rendered page came with only its own rules (D87): the whole stylesheet applies once the page
 * has hydrated, before the app draws anything the server did not.
 */
function WholeStylesheet() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) void applyWholeStylesheet();
  }, [hydrated]);
  return null;
}

const Toaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

/**
 * Where toasts show. It mounts with the first toast of a visit, which brings its code (lib/toast.ts):
 * neither the server's HTML, the hydration nor a page's first download carries it.
 */
function Toasts() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Durations and limit stay react-hot-toast's defaults: they are the spec's (section 9). */}
      <Toaster position="top-right" />
    </Suspense>
  );
}

/**
 * The whole app inside its router: the same tree in the browser (main.tsx, <BrowserRouter>) and on the
 * server (entry-server.tsx, a static router), so a server-rendered page hydrates without a difference.
 */
export function App({
  client,
  router: Router,
}: {
  client: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router>
          <UntilHydrated>
            <AppRoutes />
          </UntilHydrated>
        </Router>
        <WholeStylesheet />
        <Toasts />
      </QueryClientProvider>
    </StrictMode>
  );
}
