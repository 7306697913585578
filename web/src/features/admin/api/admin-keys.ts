/*
 * Query keys of the admin area. The data is the same for every admin, so the keys carry no account id.
 * Lists are keyed by page, under a common prefix that an action invalidates as a whole.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  monthlyRatio: ['admin', 'monthlySalesRatio'] as const,
  requests: ['admin', 'partnerRequests'] as const,
  requestsPage: (page: number) => ['admin', 'partnerRequests', page] as const,
  partners: ['admin', 'partnerVerifiedList'] as const,
  partnersPage: (page: number) => ['admin', 'partnerVerifiedList', page] as const,
  partner: (id: string) => ['admin', 'partnerDetails', id] as const,
  users: ['admin', 'users'] as const,
  usersPage: (page: number) => ['admin', 'users', page] as const,
  coupons: ['admin', 'coupons'] as const,
  bookings: ['admin', 'bookings'] as const,
  bookingsPage: (page: number, q: string) => ['admin', 'bookings', page, q] as const,
  refunds: ['admin', 'refunds'] as const,
  refundsPage: (page: number, status: string) => ['admin', 'refunds', page, status] as const,
  mails: ['admin', 'mails'] as const,
  mailsPage: (page: number, status: string) => ['admin', 'mails', page, status] as const,
  cancellationPolicy: ['admin', 'cancellationPolicy'] as const,
  payoutSettings: ['admin', 'payoutSettings'] as const,
  payouts: ['admin', 'payouts'] as const,
  payoutsWeek: (week: string) => ['admin', 'payouts', week] as const,
  trialBalance: (from: string, to: string) => ['admin', 'finance', 'trialBalance', from, to] as const,
  moneyAudit: ['admin', 'finance', 'audit'] as const,
  bookingMoney: (id: string) => ['admin', 'finance', 'booking', id] as const,
};
