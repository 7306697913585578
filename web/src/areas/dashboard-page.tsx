import type { ComponentProps, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { text } from '#shared/messages.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { StatCard, type StatTone } from '#web/components/stat-card.tsx';
import { ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { DashboardCharts } from '#web/features/charts/dashboard-charts.tsx';

type ChartProps = ComponentProps<typeof DashboardCharts>;

/** One tile: its label, how it reads its figure, its icon and colour. */
export interface DashboardTile<Figures> {
  label: string;
  value: (figures: Figures) => string;
  icon: ReactNode;
  tone?: StatTone;
}

export interface DashboardPageProps<Figures> {
  /** fetchBookingBikesRevenu: the figures and this week's bookings per day */
  dashboard: UseQueryResult<{ data: Figures; currentWeek: NonNullable<ChartProps['week']> }>;
  /** monthlySalesRatio: this month's cancelled and completed rides */
  ratio: UseQueryResult<NonNullable<ChartProps['ratio']>>;
  tiles: readonly DashboardTile<Figures>[];
  /** the title of the error shown when either call fails */
  loadFailedTitle: string;
  emptyHint?: string;
  /** a line under the title (the admin's undelivered mails) */
  notice?: ReactNode;
}

/**
 * A dashboard of the admin or partner area (spec section 2): four tiles, the 'weekly sales' bar chart
 * of this week's bookings per day and the 'booking & cancel ratio' pie of this month's cancelled and
 * completed rides.
 */
export function DashboardPage<Figures>({
  dashboard,
  ratio,
  tiles,
  loadFailedTitle,
  emptyHint,
  notice,
}: DashboardPageProps<Figures>) {
  const figures = dashboard.data?.data;
  // While loading a tile shows a skeleton; after a failure a dash, with Retry above.
  const shown = (format: (value: Figures) => string) =>
    figures !== undefined ? format(figures) : dashboard.isError ? '—' : null;
  const failed = dashboard.isError || ratio.isError;

  return (
    <>
      <PageTitle title={text.menuDashboard} />
      {notice}
      {failed && (
        <ErrorState
          title={loadFailedTitle}
          retrying={dashboard.isFetching || ratio.isFetching}
          onRetry={() => {
            if (dashboard.isError) void dashboard.refetch();
            if (ratio.isError) void ratio.refetch();
          }}
        />
      )}
      <dl aria-busy={dashboard.isPending || undefined} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map((tile) => (
          <StatCard key={tile.label} label={tile.label} value={shown(tile.value)} icon={tile.icon} tone={tile.tone} />
        ))}
      </dl>
      <DashboardCharts
        week={dashboard.isSuccess ? dashboard.data.currentWeek : undefined}
        ratio={ratio.isSuccess ? ratio.data : undefined}
        emptyHint={emptyHint}
      />
    </>
  );
}
