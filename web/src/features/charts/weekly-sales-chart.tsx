import { Bar } from 'react-chartjs-2';
import type { ChartData, ChartOptions } from 'chart.js';
import { text } from '#shared/messages.ts';
import { CHART_COLORS } from './chart-colors.ts';
import './register-charts.ts';

export interface WeekDay {
  /** 'Mon' … 'Sun'. */
  dayName: string;
  count: number;
}

const options: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: {
    x: { grid: { display: false } },
    // Whole bookings only; a week without bookings still shows a 0–4 axis rather than a flat line.
    y: { beginAtZero: true, suggestedMax: 4, ticks: { precision: 0 } },
  },
};

/**
 * The 'weekly sales' bar chart: bookings per day of the current week, in the bookings colour. The
 * canvas carries a text alternative listing every day's count. Takes plain data, so the admin and
 * partner dashboards both use it; load it lazily (it pulls in chart.js).
 */
export function WeeklySalesChart({ days }: { days: readonly WeekDay[] }) {
  const data: ChartData<'bar'> = {
    labels: days.map((day) => day.dayName),
    datasets: [
      {
        label: text.chartBookings,
        data: days.map((day) => day.count),
        backgroundColor: CHART_COLORS.bookings,
        borderRadius: 6,
        maxBarThickness: 40,
      },
    ],
  };
  const summary = text.weeklySalesSummary(days.map((day) => `${day.dayName} ${day.count}`).join(', '));
  return (
    <div className="relative h-64 w-full">
      <Bar data={data} options={options} role="img" aria-label={summary} />
    </div>
  );
}
