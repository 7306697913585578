import { lazyPage, type LazyPage } from '../lazy-page.tsx';

/*
 * The customer pages, each its own chunk: a visitor of `/` downloads neither the forms (zod,
 * react-hook-form) nor the booking screens. The router preloads the landing page's chunk next to the
 * area's (preloadCustomerPage), so a first visit does not wait for one after the other.
 */
export const HomePage = lazyPage(async () => (await import('./pages/home-page.tsx')).HomePage);
export const JoinUsPage = lazyPage(async () => (await import('./pages/join-us-page.tsx')).JoinUsPage);
export const TariffPage = lazyPage(async () => (await import('./pages/tariff-page.tsx')).TariffPage);
export const ViewBikesPage = lazyPage(async () => (await import('./pages/view-bikes-page.tsx')).ViewBikesPage);
export const ForgotPasswordPage = lazyPage(
  async () => (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage,
);
export const VerifyForgetPasswordPage = lazyPage(
  async () => (await import('./pages/verify-forget-password-page.tsx')).VerifyForgetPasswordPage,
);
export const OffersPage = lazyPage(async () => (await import('./pages/offers-page.tsx')).OffersPage);
export const Error500Page = lazyPage(async () => (await import('./pages/error500-page.tsx')).Error500Page);
export const Error404Page = lazyPage(async () => (await import('./pages/error404-page.tsx')).Error404Page);
export const LoginPage = lazyPage(async () => (await import('./pages/login-page.tsx')).LoginPage);
export const RegisterPage = lazyPage(async () => (await import('./pages/register-page.tsx')).RegisterPage);
export const OtpPage = lazyPage(async () => (await import('./pages/otp-page.tsx')).OtpPage);
export const UserProfilePage = lazyPage(async () => (await import('./pages/user-profile-page.tsx')).UserProfilePage);
export const CheckOutPage = lazyPage(async () => (await import('./pages/check-out-page.tsx')).CheckOutPage);
export const PaymentSuccessPage = lazyPage(
  async () => (await import('./pages/payment-success-page.tsx')).PaymentSuccessPage,
);
export const SupplementaryInvoicePage = lazyPage(
  async () => (await import('./pages/supplementary-invoice-page.tsx')).SupplementaryInvoicePage,
);
export const OrderRatingReviewPage = lazyPage(
  async () => (await import('./pages/order-rating-review-page.tsx')).OrderRatingReviewPage,
);

/**
 * Path (lower case: the router matches paths case-insensitively) → its page. It mirrors the route
 * table of routes.tsx; an unknown path is the 404 page. Guarded paths preload their page too: the
 * guard decides later, and the download is the likely next step either way.
 */
const pageByPath: Record<string, LazyPage> = {
  '/': HomePage,
  '/join-us': JoinUsPage,
  '/tariff': TariffPage,
  '/viewbikes': ViewBikesPage,
  '/forgotpassword': ForgotPasswordPage,
  '/verifyforgetpassword': VerifyForgetPasswordPage,
  '/verifyforgototp': VerifyForgetPasswordPage,
  '/offers': OffersPage,
  '/error500': Error500Page,
  '/error404': Error404Page,
  '/login': LoginPage,
  '/register': RegisterPage,
  '/otp': OtpPage,
  '/userprofile': UserProfilePage,
  '/checkout': CheckOutPage,
  '/paymentsuccess': PaymentSuccessPage,
  '/orderratingreview': OrderRatingReviewPage,
  '/supplementaryinvoice': SupplementaryInvoicePage,
};

/** `pathname` as the route table matches it: lower case, without trailing slashes ('/' for the root). */
export function routeKey(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

/** The page that `pathname` shows (a guarded path's own page, whoever the visitor is). */
export function customerPageFor(pathname: string): LazyPage {
  return pageByPath[routeKey(pathname)] ?? Error404Page;
}

/** Starts downloading the page that `pathname` shows; a failure surfaces when the page renders. */
export function preloadCustomerPage(pathname: string): void {
  customerPageFor(pathname)
    .preload()
    .catch(() => undefined);
}
