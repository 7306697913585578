import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { StatCard } from '#web/components/stat-card.tsx';
import { ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { DashboardCharts } from '#web/features/charts/dashboard-charts.tsx';
import { useMonthlySalesRatio } from '#web/features/partner/api/use-monthly-sales-ratio.ts';
import { usePartnerDashboard } from '#web/features/partner/api/use-partner-dashboard.ts';
import { BikeIcon, CalendarIcon, EyeOffIcon, RupeeIcon } from '#web/features/partner/components/partner-icons.tsx';
import { formatMoney } from '#web/lib/format.ts';

/**
 * The partner's dashboard (`/partner` when signed in; spec section 2): Total bookings, Number of
 * Bikes, Hided bike and Total Revenu, the 'weekly sales' bar chart of this week's bookings per day
 * and the 'booking & cancel ratio' of this month's cancelled and completed rides.
 */
export function PartnerDashboardPage() {
  const dashboard = usePartnerDashboard();
  const ratio = useMonthlySalesRatio();
  const figures = dashboard.data?.data;
  // While loading a card shows a skeleton; after a failure a dash, with Retry above.
  const shown = (format: (value: NonNullable<typeof figures>) => string) =>
    figures ? format(figures) : dashboard.isError ? '—' : null;
  const failed = dashboard.isError || ratio.isError;

  return (
    <>
      <PageTitle title={text.menuDashboard} />
      {failed && (
        <ErrorState
          title={text.dashboardLoadFailed}
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
        <StatCard label={text.numberOfBikes} value={shown((f) => String(f.allBikesCount))} icon={<BikeIcon />} />
        <StatCard label={text.hidedBike} value={shown((f) => String(f.bikeHided))} icon={<EyeOffIcon />} tone="stone" />
        <StatCard
          label={text.totalRevenu}
          value={shown((f) => formatMoney(f.totalRevenu))}
          icon={<RupeeIcon />}
          tone="green"
        />
      </dl>
      <DashboardCharts
        week={dashboard.isSuccess ? dashboard.data.currentWeek : undefined}
        ratio={ratio.isSuccess ? ratio.data : undefined}
      />
    </>
  );
}
