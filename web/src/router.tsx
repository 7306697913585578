import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from './components/spinner.tsx';
import { AreaErrorBoundary } from './areas/area-error-boundary.tsx';
import { preloadCustomerPage } from './areas/customer/pages.ts';
import { setNavigator } from './lib/navigation.ts';

/*
 * The one route table: the first path segment picks the area, and each area is its own lazily
 * loaded chunk (a customer never downloads admin code). Each area's routes.tsx holds its pages; the
 * customer pages are chunks of their own again (areas/customer/pages.ts).
 *
 * Declarative routing (<BrowserRouter> in main.tsx) rather than a data router: no page uses loaders
 * or actions, and the data router's engine would add some 16 KB gzipped to every first load.
 */
const AdminRoutes = lazy(async () => ({ default: (await import('./areas/admin/routes.tsx')).AdminRoutes }));
const PartnerRoutes = lazy(async () => ({ default: (await import('./areas/partner/routes.tsx')).PartnerRoutes }));
const CustomerRoutes = lazy(async () => {
  // The page's own chunk downloads next to the area's, not after it (the history has already moved
  // when React renders the area, so the window's location is the page being opened).
  preloadCustomerPage(window.location.pathname);
  return { default: (await import('./areas/customer/routes.tsx')).CustomerRoutes };
});

/** Lets the API client navigate (401 → login, 500 → /error500) through the router, without a reload. */
function RegisterNavigator() {
  const navigate = useNavigate();
  // A layout effect: in place before any page's effects can start a request.
  useLayoutEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

/** The app's routes, inside <BrowserRouter> (main.tsx). */
export function AppRoutes() {
  const location = useLocation();
  return (
    <>
      <RegisterNavigator />
      <AreaErrorBoundary resetKey={location.key}>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoutes />} />
            <Route path="/partner/*" element={<PartnerRoutes />} />
            <Route path="*" element={<CustomerRoutes />} />
          </Routes>
        </Suspense>
      </AreaErrorBoundary>
    </>
  );
}
