/**
 * The dashboards' chart colours (spec section 2, 'Admin screens'): cyan bookings, red cancelled,
 * green completed. Shared by the admin and partner dashboards.
 */
export const CHART_COLORS = {
  bookings: '#06b6d4',
  cancelled: '#dc2626',
  completed: '#16a34a',
} as const;
