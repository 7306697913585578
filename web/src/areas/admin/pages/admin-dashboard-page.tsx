import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { StatCard } from '#web/components/stat-card.tsx';
import { useAdminDashboard } from '#web/features/admin/api/use-admin-dashboard.ts';
import { useAdminMonthlyRatio } from '#web/features/admin/api/use-admin-monthly-ratio.ts';
import { StoreIcon, UsersIcon } from '#web/features/admin/components/admin-icons.tsx';
import { ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { DashboardCharts } from '#web/features/charts/dashboard-charts.tsx';
import { CalendarIcon, RupeeIcon } from '#web/features/partner/components/partner-icons.tsx';
import { formatMoney } from '#web/lib/format.ts';

/**
 * `/admin`: the tiles Total bookings, Partner Count, User Count and Total Sales, the 'weekly sales'
 * bar chart of this week's bookings per day and the 'booking & cancel ratio' pie of this month's
 * cancelled and completed rides, across every partner (spec section 2).
 */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const ratio = useAdminMonthlyRatio();
  const figures = dashboard.data?.data;
  // While loading a tile shows a skeleton; after a failure a dash, with Retry above.
  const shown = (format: (value: NonNullable<typeof figures>) => string) =>
    figures ? format(figures) : dashboard.isError ? '—' : null;
  const failed = dashboard.isError || ratio.isError;

  return (
    <>
      <PageTitle title={text.menuDashboard} />
      {failed && (
        <ErrorState
          title={text.adminDashboardLoadFailed}
          retrying={dashboard.isFetching || ratio.isFetching}
          onRetry={() => {
            if (dashboard.isError) void dashboard.refetch();
            if (ratio.isError) void ratio.refetch();
          }}
        />
      )}
      <dl aria-busy={dashboard.isPending || undefined} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={text.totalBookings}
          value={shown((f) => String(f.totalBookingCount))}
          icon={<CalendarIcon />}
          tone="cyan"
        />
        <StatCard label={text.partnerCount} value={shown((f) => String(f.totalPartners))} icon={<StoreIcon />} />
        <StatCard label={text.userCount} value={shown((f) => String(f.totalUsers))} icon={<UsersIcon />} tone="stone" />
        <StatCard
          label={text.totalSales}
          value={shown((f) => formatMoney(f.totalRevenu))}
          icon={<RupeeIcon />}
          tone="green"
        />
      </dl>
      <DashboardCharts
        week={dashboard.isSuccess ? dashboard.data.currentWeek : undefined}
        ratio={ratio.isSuccess ? ratio.data : undefined}
        emptyHint={text.adminNoRidesHint}
      />
    </>
  );
}
