import { Route, Routes } from 'react-router';
import { GuestOnly, RequireSession } from '#web/components/session-guards.tsx';
import { userSession } from '#web/lib/user-session.ts';
import { CustomerLayout } from './layout.tsx';
import {
  CheckOutPage,
  Error404Page,
  Error500Page,
  ForgotPasswordPage,
  HomePage,
  JoinUsPage,
  LoginPage,
  OffersPage,
  OrderRatingReviewPage,
  OtpPage,
  PaymentSuccessPage,
  RegisterPage,
  SupplementaryInvoicePage,
  TariffPage,
  UserProfilePage,
  VerifyForgetPasswordPage,
  ViewBikesPage,
} from './pages.ts';

/**
 * The customer site's routes and their access rules (spec section 2, customer routes). Each page is
 * its own chunk (pages.ts); the layout shows the loading spinner while one downloads.
 */
export function CustomerRoutes() {
  return (
    <Routes>
      <Route element={<CustomerLayout />}>
        <Route index element={<HomePage />} />
        <Route path="join-us" element={<JoinUsPage />} />
        <Route path="tariff" element={<TariffPage />} />
        <Route path="viewBikes" element={<ViewBikesPage />} />
        <Route path="forgotPassword" element={<ForgotPasswordPage />} />
        <Route path="verifyForgetPassword" element={<VerifyForgetPasswordPage />} />
        {/* The issue calls the same screen /verifyForgotOtp (after its call's name); both work. */}
        <Route path="verifyForgotOtp" element={<VerifyForgetPasswordPage />} />
        <Route path="offers" element={<OffersPage />} />
        <Route path="error500" element={<Error500Page />} />
        <Route path="error404" element={<Error404Page />} />

        <Route element={<GuestOnly store={userSession} redirectTo="/" />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="otp" element={<OtpPage />} />
        </Route>

        <Route element={<RequireSession store={userSession} redirectTo="/login" returnHere />}>
          <Route path="userProfile" element={<UserProfilePage />} />
          <Route path="checkOut" element={<CheckOutPage />} />
          <Route path="paymentSuccess" element={<PaymentSuccessPage />} />
          <Route path="orderRatingReview" element={<OrderRatingReviewPage />} />
          <Route path="supplementaryInvoice" element={<SupplementaryInvoicePage />} />
        </Route>

        <Route path="*" element={<Error404Page />} />
      </Route>
    </Routes>
  );
}
