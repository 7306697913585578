import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { DashboardShell } from '#web/components/dashboard-shell.tsx';
import type { SideMenuItem } from '#web/components/side-menu.tsx';
import { partnerSession, usePartnerSession } from '#web/lib/partner-session.ts';
import { useRestoreSession } from '#web/lib/restore-session.ts';

const menu: readonly SideMenuItem[] = [
  { label: text.menuDashboard, to: '/partner', end: true },
  { label: text.menuProfile, to: '/partner/profile' },
  { label: text.menuBikes, to: '/partner/bikes' },
  { label: text.menuBookings, to: '/partner/bookings' },
  { label: text.earningsTitle, to: '/partner/earnings' },
];

/** The root of every partner page: restores a stored partner session on load. */
export function PartnerRoot() {
  useRestoreSession('partner');
  return <Outlet />;
}

/**
 * The frame of the signed-in partner pages: top bar and the collapsible side menu (Dashboard,
 * Profile, Bikes, Bookings, Logout). Renders `children` when given, else the nested route.
 */
export function PartnerLayout({ children }: { children?: ReactNode }) {
  const { session } = usePartnerSession();
  const navigate = useNavigate();
  // Partner logout (spec section 4): clears the token and the session; the login page follows.
  const logout = () => {
    partnerSession.signOut();
    void navigate('/partner/login');
  };
  return (
    <DashboardShell
      homePath="/partner"
      menuLabel={text.partnerMenu}
      items={menu}
      userName={session?.username ?? ''}
      onLogout={logout}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6">{children ?? <Outlet />}</div>
    </DashboardShell>
  );
}
