import { Outlet, useNavigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { DashboardShell } from '#web/components/dashboard-shell.tsx';
import type { SideMenuItem } from '#web/components/side-menu.tsx';
import { adminSession, useAdminSession } from '#web/lib/admin-session.ts';
import { useRestoreSession } from '#web/lib/restore-session.ts';

const menu: readonly SideMenuItem[] = [
  { label: text.menuDashboard, to: '/admin', end: true },
  { label: text.menuUsers, to: '/admin/users' },
  { label: text.menuPartnerRequests, to: '/admin/partnerRequests' },
  { label: text.menuPartners, to: '/admin/partnerVerifiedList' },
  { label: text.menuCoupons, to: '/admin/coupons' },
  { label: text.menuChats, to: '/admin/chats' },
  { label: text.menuAdminBookings, to: '/admin/bookings' },
  { label: text.menuRefunds, to: '/admin/refunds' },
  { label: text.menuCancellationPolicy, to: '/admin/cancellationPolicy' },
  { label: text.payoutsTitle, to: '/admin/payouts' },
  { label: text.adminFinanceTitle, to: '/admin/finance' },
  { label: text.menuMails, to: '/admin/mails' },
  { label: text.adminLicencesTitle, to: '/admin/licences' },
  { label: text.settingsTitle, to: '/admin/settings' },
];

/** The root of every admin page: restores a stored admin session on load (spec section 2). */
export function AdminRoot() {
  useRestoreSession('admin');
  return <Outlet />;
}

/** The frame of the signed-in admin pages: top bar and the side menu. */
export function AdminLayout() {
  const { session } = useAdminSession();
  const navigate = useNavigate();
  // Admin Logout (spec section 2): back to signed-out, the stored token deleted.
  const logout = () => {
    adminSession.signOut();
    void navigate('/admin/login');
  };
  return (
    <DashboardShell
      homePath="/admin"
      menuLabel={text.adminMenu}
      items={menu}
      userName={session?.username ?? ''}
      onLogout={logout}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <Outlet />
      </div>
    </DashboardShell>
  );
}
