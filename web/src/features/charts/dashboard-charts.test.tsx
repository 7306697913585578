import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BookingRatioChart } from './booking-ratio-chart.tsx';
import { CHART_COLORS } from './chart-colors.ts';
import { WeeklySalesChart } from './weekly-sales-chart.tsx';

// A canvas double: the data and colours handed to chart.js are what these charts decide.
const drawn = vi.hoisted(() => [] as { type: string; data: unknown; label: unknown }[]);
vi.mock('react-chartjs-2', () => {
  const chart = (type: string) =>
    function Chart(props: { data: unknown; 'aria-label'?: string }) {
      drawn.push({ type, data: props.data, label: props['aria-label'] });
      return <canvas role="img" aria-label={props['aria-label']} />;
    };
  return { Bar: chart('bar'), Pie: chart('pie') };
});

afterEach(() => {
  cleanup();
  drawn.length = 0;
});

describe('WeeklySalesChart', () => {
  it('draws one cyan bar per day and describes the counts in text', () => {
    render(
      <WeeklySalesChart
        days={[
          { dayName: 'Mon', count: 2 },
          { dayName: 'Tue', count: 0 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Bookings per day this week: Mon 2, Tue 0' })).toBeTruthy();
    expect(drawn[0]).toMatchObject({
      type: 'bar',
      data: { labels: ['Mon', 'Tue'], datasets: [{ data: [2, 0], backgroundColor: CHART_COLORS.bookings }] },
    });
  });
});

describe('BookingRatioChart', () => {
  it('draws cancelled in red and completed in green', () => {
    render(<BookingRatioChart cancelled={1} completed={4} />);
    expect(screen.getByRole('img', { name: 'This month: 1 cancelled, 4 completed' })).toBeTruthy();
    expect(drawn[0]).toMatchObject({
      type: 'pie',
      data: {
        labels: ['Cancelled', 'Completed'],
        datasets: [{ data: [1, 4], backgroundColor: [CHART_COLORS.cancelled, CHART_COLORS.completed] }],
      },
    });
  });

  it('says there were no rides instead of drawing an empty pie', () => {
    render(<BookingRatioChart cancelled={0} completed={0} emptyTitle="No rides yet" />);
    expect(screen.getByText('No rides yet')).toBeTruthy();
    expect(drawn).toHaveLength(0);
  });
});
