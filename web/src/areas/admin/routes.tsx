import { Navigate, Route, Routes } from 'react-router';
import { GuestOnly, RequireSession } from '#web/components/session-guards.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { AdminLayout, AdminRoot } from './layout.tsx';
import { AdminBookingsPage } from './pages/admin-bookings-page.tsx';
import { AdminCancellationPolicyPage } from './pages/admin-cancellation-policy-page.tsx';
import { AdminChatsPage } from './pages/admin-chats-page.tsx';
import { AdminCouponsPage } from './pages/admin-coupons-page.tsx';
import { AdminDashboardPage } from './pages/admin-dashboard-page.tsx';
import { AdminFinancePage } from './pages/admin-finance-page.tsx';
import { AdminLicencesPage } from './pages/admin-licences-page.tsx';
import { AdminLoginPage } from './pages/admin-login-page.tsx';
import { AdminMailsPage } from './pages/admin-mails-page.tsx';
import { AdminPartnerRequestsPage } from './pages/admin-partner-requests-page.tsx';
import { AdminPartnerSingleViewPage } from './pages/admin-partner-single-view-page.tsx';
import { AdminPartnerVerifiedListPage } from './pages/admin-partner-verified-list-page.tsx';
import { AdminPayoutsPage } from './pages/admin-payouts-page.tsx';
import { AdminRefundsPage } from './pages/admin-refunds-page.tsx';
import { AdminSettingsPage } from './pages/admin-settings-page.tsx';
import { AdminUsersPage } from './pages/admin-users-page.tsx';

/** The admin area's routes (under /admin): everything but the login needs the admin's token. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminRoot />}>
        <Route element={<GuestOnly store={adminSession} redirectTo="/admin" />}>
          <Route path="login" element={<AdminLoginPage />} />
        </Route>

        <Route element={<RequireSession store={adminSession} redirectTo="/admin/login" />}>
          <Route element={<AdminLayout />}>
            <Route index element={<AdminDashboardPage />} />
            <Route path="partnerRequests" element={<AdminPartnerRequestsPage />} />
            <Route path="partnerSingleView" element={<AdminPartnerSingleViewPage />} />
            <Route path="users" element={<AdminUsersPage />} />
            <Route path="partnerVerifiedList" element={<AdminPartnerVerifiedListPage />} />
            <Route path="chats" element={<AdminChatsPage />} />
            <Route path="coupons" element={<AdminCouponsPage />} />
            <Route path="bookings" element={<AdminBookingsPage />} />
            <Route path="refunds" element={<AdminRefundsPage />} />
            <Route path="cancellationPolicy" element={<AdminCancellationPolicyPage />} />
            <Route path="payouts" element={<AdminPayoutsPage />} />
            <Route path="settings" element={<AdminSettingsPage />} />
            <Route path="finance" element={<AdminFinancePage />} />
            <Route path="mails" element={<AdminMailsPage />} />
            <Route path="licences" element={<AdminLicencesPage />} />
            <Route path="*" element={<Navigate to="/error404" replace />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
