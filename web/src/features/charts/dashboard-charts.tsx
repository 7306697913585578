import { lazy, Suspense, type ReactNode } from 'react';
import { text } from '#shared/messages.ts';
import { ChartCard, ChartSkeleton } from './chart-card.tsx';

// chart.js arrives with the charts, in their own chunk: the login pages never download it.
const WeeklySalesChart = lazy(async () => ({
  default: (await import('./weekly-sales-chart.tsx')).WeeklySalesChart,
}));
const BookingRatioChart = lazy(async () => ({
  default: (await import('./booking-ratio-chart.tsx')).BookingRatioChart,
}));

/** A chart once its data is there; a skeleton of the same size before. */
function ChartSlot({ ready, children }: { ready: boolean; children: ReactNode }) {
  if (!ready) return <ChartSkeleton />;
  return <Suspense fallback={<ChartSkeleton />}>{children}</Suspense>;
}

interface DashboardChartsProps {
  /** this week's bookings per day name; undefined while loading */
  week: { dayName: string; count: number }[] | undefined;
  /** this month's cancelled and completed rides; undefined while loading */
  ratio: { cancelled: number; completed: number } | undefined;
  /** what the empty pie suggests doing next */
  emptyHint?: string;
}

/**
 * The 'weekly sales' bar chart and the 'booking & cancel ratio' pie, shared by the admin and partner
 * dashboards (spec section 2: cyan bookings, red cancelled, green completed).
 */
export function DashboardCharts({ week, ratio, emptyHint }: DashboardChartsProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <ChartCard title={text.weeklySales}>
          <ChartSlot ready={week !== undefined}>
            <WeeklySalesChart days={week ?? []} />
          </ChartSlot>
        </ChartCard>
      </div>
      <div className="lg:col-span-2">
        <ChartCard title={text.bookingCancelRatio}>
          <ChartSlot ready={ratio !== undefined}>
            <BookingRatioChart
              cancelled={ratio?.cancelled ?? 0}
              completed={ratio?.completed ?? 0}
              {...(emptyHint ? { emptyHint } : {})}
            />
          </ChartSlot>
        </ChartCard>
      </div>
    </div>
  );
}
