import { Pie } from 'react-chartjs-2';
import type { ChartData, ChartOptions } from 'chart.js';
import { text } from '#shared/messages.ts';
import { CHART_COLORS } from './chart-colors.ts';
import './register-charts.ts';

export interface BookingRatioChartProps {
  cancelled: number;
  completed: number;
  /** What to say when both are 0 (an empty pie would draw nothing). */
  emptyTitle?: string;
  emptyHint?: string;
}

const options: ChartOptions<'pie'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom', labels: { usePointStyle: true, padding: 16 } } },
};

/**
 * The 'booking & cancel ratio' pie: cancelled (red) against completed (green) rides. With no ride at
 * all it says so instead of drawing an empty circle. Takes plain numbers, so the admin and partner
 * dashboards both use it; load it lazily (it pulls in chart.js).
 */
export function BookingRatioChart({
  cancelled,
  completed,
  emptyTitle = text.noRidesThisMonth,
  emptyHint = text.noRidesThisMonthHint,
}: BookingRatioChartProps) {
  if (cancelled + completed === 0) {
    return (
      <div className="flex h-64 flex-col items-center justify-center gap-2 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 48 48"
          className="size-12 text-stone-300"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <circle cx="24" cy="24" r="18" />
          <path d="M24 6v18l13 12" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p className="font-semibold text-ink">{emptyTitle}</p>
        <p className="max-w-xs text-sm text-stone-600">{emptyHint}</p>
      </div>
    );
  }
  const data: ChartData<'pie'> = {
    labels: [text.chartCancelled, text.chartCompleted],
    datasets: [
      {
        data: [cancelled, completed],
        backgroundColor: [CHART_COLORS.cancelled, CHART_COLORS.completed],
        borderColor: '#ffffff',
        borderWidth: 2,
      },
    ],
  };
  return (
    <div className="relative h-64 w-full">
      <Pie data={data} options={options} role="img" aria-label={text.ratioSummary(cancelled, completed)} />
    </div>
  );
}
