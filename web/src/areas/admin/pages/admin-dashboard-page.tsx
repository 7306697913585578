import { text } from '#shared/messages.ts';
import { useAdminDashboard } from '#web/features/admin/api/use-admin-dashboard.ts';
import { useAdminMonthlyRatio } from '#web/features/admin/api/use-admin-monthly-ratio.ts';
import { StoreIcon, UsersIcon } from '#web/features/admin/components/admin-icons.tsx';
import { NeedsActionList } from '#web/features/admin/components/needs-action-list.tsx';
import { CalendarIcon, RupeeIcon } from '#web/features/partner/components/partner-icons.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { DashboardPage } from '../../dashboard-page.tsx';

/**
 * `/admin`: the tiles Total bookings, Partner Count, User Count and Total Sales, the 'weekly sales'
 * bar chart of this week's bookings per day and the 'booking & cancel ratio' pie of this month's
 * cancelled and completed rides, across every partner (spec section 2); above them, the mails not
 * yet delivered, when there are some (issue #30).
 */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const ratio = useAdminMonthlyRatio();
  return (
    <DashboardPage
      dashboard={dashboard}
      ratio={ratio}
      loadFailedTitle={text.adminDashboardLoadFailed}
      emptyHint={text.adminNoRidesHint}
      notice={<NeedsActionList />}
      tiles={[
        { label: text.totalBookings, value: (f) => String(f.totalBookingCount), icon: <CalendarIcon />, tone: 'cyan' },
        { label: text.partnerCount, value: (f) => String(f.totalPartners), icon: <StoreIcon /> },
        { label: text.userCount, value: (f) => String(f.totalUsers), icon: <UsersIcon />, tone: 'stone' },
        { label: text.totalSales, value: (f) => formatMoney(f.totalRevenu), icon: <RupeeIcon />, tone: 'green' },
      ]}
    />
  );
}
