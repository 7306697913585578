import { Navigate, Route, Routes } from 'react-router';
import { GuestOnly, RequireSession } from '#web/components/session-guards.tsx';
import { PageSpinner } from '#web/components/spinner.tsx';
import { partnerSession, usePartnerSession } from '#web/lib/partner-session.ts';
import { PartnerLayout, PartnerRoot } from './layout.tsx';
import { PartnerAddBikePage } from './pages/partner-add-bike-page.tsx';
import { PartnerBikeCalendarPage } from './pages/partner-bike-calendar-page.tsx';
import { PartnerBikesPage } from './pages/partner-bikes-page.tsx';
import { PartnerBookingsPage } from './pages/partner-bookings-page.tsx';
import { PartnerDashboardPage } from './pages/partner-dashboard-page.tsx';
import { PartnerEarningsPage } from './pages/partner-earnings-page.tsx';
import { PartnerEditBikePage } from './pages/partner-edit-bike-page.tsx';
import { PartnerForgotPasswordPage } from './pages/partner-forgot-password-page.tsx';
import { PartnerLoginPage } from './pages/partner-login-page.tsx';
import { PartnerProfilePage } from './pages/partner-profile-page.tsx';
import { PartnerVerifyForgotOtpPage } from './pages/partner-verify-forgot-otp-page.tsx';

const LOGIN_PATH = '/partner/login';

/** `/partner`: the dashboard for a signed-in partner, the partner login otherwise (spec section 2). */
function PartnerHome() {
  const { status } = usePartnerSession();
  if (status === 'restoring') return <PageSpinner />;
  if (status === 'signedOut') return <PartnerLoginPage />;
  return (
    <PartnerLayout>
      <PartnerDashboardPage />
    </PartnerLayout>
  );
}

/** The partner area's routes (under /partner) and their access rules. */
export function PartnerRoutes() {
  return (
    <Routes>
      <Route element={<PartnerRoot />}>
        <Route index element={<PartnerHome />} />
        <Route element={<GuestOnly store={partnerSession} redirectTo="/partner" />}>
          <Route path="login" element={<PartnerLoginPage />} />
        </Route>
        <Route path="forgotpass" element={<PartnerForgotPasswordPage />} />
        <Route path="verifyForgotOtp" element={<PartnerVerifyForgotOtpPage />} />

        <Route element={<RequireSession store={partnerSession} redirectTo={LOGIN_PATH} />}>
          <Route element={<PartnerLayout />}>
            <Route path="bikes" element={<PartnerBikesPage />} />
            <Route path="bikes/:id/calendar" element={<PartnerBikeCalendarPage />} />
            <Route path="bikes/:id/edit" element={<PartnerEditBikePage />} />
            <Route path="addBikes" element={<PartnerAddBikePage />} />
            <Route path="profile" element={<PartnerProfilePage />} />
            <Route path="bookings" element={<PartnerBookingsPage />} />
            <Route path="earnings" element={<PartnerEarningsPage />} />
          </Route>
        </Route>

        <Route path="*" element={<Navigate to="/error404" replace />} />
      </Route>
    </Routes>
  );
}
