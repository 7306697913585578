import { startTransition, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { NavigationType, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PageSpinner } from './components/spinner.tsx';
import { AreaErrorBoundary } from './areas/area-error-boundary.tsx';
import { lazyPage } from './areas/lazy-page.tsx';
import { customerPageFor, preloadCustomerPage } from './areas/customer/pages.ts';
import { startPageData } from './areas/customer/start-page-data.ts';
import { setNavigator } from './lib/navigation.ts';

/*
 * The one route table: the first path segment picks the area, and each area is its own lazily
 * loaded chunk (a customer never downloads admin code). Each area's routes.tsx holds its pages; the
 * customer pages are chunks of their own again (areas/customer/pages.ts).
 *
 * Declarative routing (<BrowserRouter> in main.tsx) rather than a data router: no page uses loaders
 * or actions, and the data router's engine would add some 16 KB gzipped to every first load.
 */
const AdminRoutes = lazyPage(async () => (await import('./areas/admin/routes.tsx')).AdminRoutes);
const PartnerRoutes = lazyPage(async () => (await import('./areas/partner/routes.tsx')).PartnerRoutes);
const CustomerRoutes = lazyPage(async () => {
  // The page's own chunk downloads next to the area's, not after it (the history has already moved
  // when React renders the area, so the window's location is the page being opened).
  if (typeof window !== 'undefined') preloadCustomerPage(window.location.pathname);
  return (await import('./areas/customer/routes.tsx')).CustomerRoutes;
});

/** The area component that `pathname` opens (the customer area for every path not /admin or /partner). */
function areaFor(pathname: string) {
  if (/^\/admin(\/|$)/i.test(pathname)) return AdminRoutes;
  if (/^\/partner(\/|$)/i.test(pathname)) return PartnerRoutes;
  return CustomerRoutes;
}

/** True when the code of the page at `pathname` (its area; for a customer page also the page) has arrived. */
export function pageCodeLoaded(pathname: string): boolean {
  const area = areaFor(pathname);
  return area.isLoaded() && (area !== CustomerRoutes || customerPageFor(pathname).isLoaded());
}

/**
 * Loads the code of the page at `pathname` (its area; for a customer page also the page's chunk).
 * Before a server-rendered page is hydrated (main.tsx), and on the server before it renders one.
 */
export async function loadPageCode(pathname: string): Promise<void> {
  const area = areaFor(pathname);
  await Promise.all([area.preload(), ...(area === CustomerRoutes ? [customerPageFor(pathname).preload()] : [])]);
}

/**
 * Loads the code of the page at `pathname` and starts its data calls. Never rejects: a chunk that
 * failed fails again when it renders, into the area's error boundary.
 */
async function openPage(client: QueryClient, pathname: string, search: string): Promise<void> {
  try {
    if (areaFor(pathname) === CustomerRoutes) startPageData(client, pathname, search);
    await loadPageCode(pathname);
  } catch {
    // see above
  }
}

/**
 * False, and the spinner shows, until the code of the page the app opens on is loaded; then that
 * page renders in one go. Left to Suspense, the area and then the page would each appear through a
 * retry, which React holds back until 300 ms after the last fallback it showed: up to 600 ms lost
 * on every first visit. Later navigations are transitions: the page stays until the next one is ready.
 * The switch is a transition too, so React renders the page in slices and input is never blocked long.
 * A page whose code is already there (server rendering, a hydrated page: D85) renders at once.
 */
function useFirstPageLoaded(): boolean {
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  // decided once, on the first render: only the location the app opens on is loaded here
  const [ready] = useState(() => pageCodeLoaded(pathname));
  const [opening] = useState(() => (ready ? null : openPage(client, pathname, search)));
  const [loaded, setLoaded] = useState(ready);
  useEffect(() => {
    if (!opening) return;
    let mounted = true;
    void opening.then(() => {
      if (mounted) startTransition(() => setLoaded(true));
    });
    return () => {
      mounted = false;
    };
  }, [opening]);
  return loaded;
}

/** Lets the API client navigate (401 → login, 500 → /error500) through the router, without a reload. */
function RegisterNavigator() {
  const navigate = useNavigate();
  // A layout effect: in place before any page's effects can start a request.
  useLayoutEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

/**
 * A new page starts at its top (issue #34: the login opened scrolled to the footer, where BOOK NOW had
 * been); Back and Forward leave the scroll to the browser, and a change of the query alone (a filter,
 * a page of a list) keeps it.
 */
function ScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== NavigationType.Pop) window.scrollTo?.({ top: 0 });
  }, [pathname, type]);
  return null;
}

/** The app's routes, inside <BrowserRouter> (main.tsx). */
export function AppRoutes() {
  const location = useLocation();
  const loaded = useFirstPageLoaded();
  return (
    <>
      <RegisterNavigator />
      <ScrollToTopOnNewPage />
      {loaded ? (
        <AreaErrorBoundary resetKey={location.key}>
          <Suspense fallback={<PageSpinner />}>
            <Routes>
              <Route path="/admin/*" element={<AdminRoutes />} />
              <Route path="/partner/*" element={<PartnerRoutes />} />
              <Route path="*" element={<CustomerRoutes />} />
            </Routes>
          </Suspense>
        </AreaErrorBoundary>
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
