import { createBrowserRouter } from 'react-router';
import { PageSpinner } from './components/spinner.tsx';
import { RouteError } from './components/route-error.tsx';
import { setNavigator } from './lib/navigation.ts';

/**
 * The one route table: the first path segment picks the area, and each area is its own lazily
 * loaded chunk (a customer never downloads admin code). Each area's routes.tsx holds its pages.
 */
export const router = createBrowserRouter([
  {
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('./areas/admin/routes.tsx')).AdminRoutes }),
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
  },
  {
    path: '/partner/*',
    lazy: async () => ({ Component: (await import('./areas/partner/routes.tsx')).PartnerRoutes }),
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./areas/customer/routes.tsx')).CustomerRoutes }),
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
  },
]);

// The API client navigates (401 → login, 500 → /error500) through the router, without a reload.
setNavigator((to) => void router.navigate(to));
