import { Route, Routes } from 'react-router';
import { GuestOnly, RequireSession } from '#web/components/session-guards.tsx';
import { userSession } from '#web/lib/user-session.ts';
import { CustomerLayout } from './layout.tsx';
import { CheckOutPage } from './pages/check-out-page.tsx';
import { Error404Page } from './pages/error404-page.tsx';
import { Error500Page } from './pages/error500-page.tsx';
import { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { JoinUsPage } from './pages/join-us-page.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { OffersPage } from './pages/offers-page.tsx';
import { OrderRatingReviewPage } from './pages/order-rating-review-page.tsx';
import { OtpPage } from './pages/otp-page.tsx';
import { PaymentSuccessPage } from './pages/payment-success-page.tsx';
import { RegisterPage } from './pages/register-page.tsx';
import { TariffPage } from './pages/tariff-page.tsx';
import { UserProfilePage } from './pages/user-profile-page.tsx';
import { VerifyForgetPasswordPage } from './pages/verify-forget-password-page.tsx';
import { ViewBikesPage } from './pages/view-bikes-page.tsx';

/** The customer site's routes and their access rules (spec section 2, customer routes). */
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

        <Route element={<RequireSession store={userSession} redirectTo="/login" />}>
          <Route path="userProfile" element={<UserProfilePage />} />
          <Route path="checkOut" element={<CheckOutPage />} />
          <Route path="paymentSuccess" element={<PaymentSuccessPage />} />
          <Route path="orderRatingReview" element={<OrderRatingReviewPage />} />
        </Route>

        <Route path="*" element={<Error404Page />} />
      </Route>
    </Routes>
  );
}
