import { usePartnerSession } from '#web/lib/partner-session.ts';

/*
 * Query keys of the partner area. Each starts with the signed-in partner's id, so a second partner
 * signing in on the same tab never sees the first one's cached bikes, bookings or profile.
 */
export const partnerKeys = {
  all: (partnerId: string) => ['partner', partnerId] as const,
  dashboard: (partnerId: string) => ['partner', partnerId, 'dashboard'] as const,
  monthlyRatio: (partnerId: string) => ['partner', partnerId, 'monthlySalesRatio'] as const,
  bikes: (partnerId: string) => ['partner', partnerId, 'bikes'] as const,
  bikesPage: (partnerId: string, page: number) => ['partner', partnerId, 'bikes', page] as const,
  bike: (partnerId: string, bikeId: string) => ['partner', partnerId, 'bike', bikeId] as const,
  bookings: (partnerId: string) => ['partner', partnerId, 'bookings'] as const,
  bookingsPage: (partnerId: string, page: number) => ['partner', partnerId, 'bookings', page] as const,
  profile: (partnerId: string) => ['partner', partnerId, 'profile'] as const,
  earnings: (partnerId: string) => ['partner', partnerId, 'earnings'] as const,
  earningsPage: (partnerId: string, page: number) => ['partner', partnerId, 'earnings', page] as const,
  calendars: (partnerId: string, bikeId: string) => ['partner', partnerId, 'calendar', bikeId] as const,
  calendar: (partnerId: string, bikeId: string, month: string) =>
    ['partner', partnerId, 'calendar', bikeId, month] as const,
};

/** The signed-in partner's id ('' while signed out), the first part of every partner query key. */
export function usePartnerId(): string {
  return usePartnerSession().session?.id ?? '';
}
