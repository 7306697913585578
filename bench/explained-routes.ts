import { and, asc, eq, sql } from 'drizzle-orm';
import { getBikesQuery, type GetBikesInput } from '#shared/api/search.ts';
import type { Db } from '#server/db/client.ts';
import { bikes, partners } from '#server/db/schema/index.ts';
import { adminDashboardTotals } from '#server/features/admin/admin-dashboard-totals.ts';
import { listPartnerBikes } from '#server/features/bikes/list-partner-bikes.ts';
import { listPartnerBookings } from '#server/features/rentals/views/list-partner-bookings.ts';
import { listFleet } from '#server/features/catalog/list-bike-cards.ts';
import { listedBike } from '#server/features/catalog/listed-bikes.ts';
import { monthlyStatusRatio } from '#server/features/dashboard/monthly-status-ratio.ts';
import { partnerDashboardTotals } from '#server/features/dashboard/partner-dashboard-totals.ts';
import { weeklyBookingCounts } from '#server/features/dashboard/weekly-booking-counts.ts';
import { getBikeDetails } from '#server/features/search/bike-details.ts';
import { listCities } from '#server/features/search/list-cities.ts';
import { searchBikes } from '#server/features/search/search-bikes.ts';
import { rideWindow } from './lib/windows.ts';

/** What the routes are asked about: a busy city, one of its partners and that partner's bike. */
export interface Samples {
  city: string;
  partnerId: string;
  bikeId: string;
  /** a word of that bike's brand, for the text search */
  word: string;
}

/** Picks the samples (not timed): the city with most listed bikes, its first partner by email. */
export async function pickSamples(db: Db): Promise<Samples> {
  const [city] = await db
    .select({ city: sql<string>`min(${partners.city})` })
    .from(bikes)
    .innerJoin(partners, eq(partners.id, bikes.partnerId))
    .where(listedBike)
    .groupBy(sql`lower(${partners.city})`)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  if (!city) throw new Error('no listed bike in this database');
  const [bike] = await db
    .select({ id: bikes.id, partnerId: bikes.partnerId, brand: bikes.brand })
    .from(bikes)
    .innerJoin(partners, eq(partners.id, bikes.partnerId))
    .where(and(listedBike, sql`lower(${partners.city}) = lower(${city.city})`))
    .orderBy(asc(partners.email), asc(bikes.id))
    .limit(1);
  if (!bike) throw new Error('no listed bike in the busiest city');
  const word = (bike.brand.split(' ')[0] ?? bike.brand).toLowerCase();
  return { city: city.city, partnerId: bike.partnerId, bikeId: bike.id, word };
}

const search = (input: GetBikesInput) => getBikesQuery.parse(input);
const window = () => rideWindow(2, 2, '09:00 AM', '06:00 PM');

export interface ExplainedRoute {
  name: string;
  /** what the route's handler calls, in its order */
  run(db: Db, samples: Samples): Promise<unknown>;
}

export const explainedRoutes: ExplainedRoute[] = [
  { name: 'getBikes', run: (db) => searchBikes(db, search({})) },
  { name: 'getBikes-city', run: (db, s) => searchBikes(db, search({ city: s.city })) },
  { name: 'getBikes-window', run: (db, s) => searchBikes(db, search({ city: s.city, ...window() })) },
  {
    name: 'getBikes-window-search-sort',
    run: (db, s) =>
      searchBikes(db, search({ city: s.city, ...window(), search: s.word, sort: 'lowToHigh', page: '2' })),
  },
  { name: 'getBikes-search', run: (db, s) => searchBikes(db, search({ search: s.word, sort: 'highToLow' })) },
  { name: 'getBikes-last-page', run: (db) => searchBikes(db, search({ page: '100000' })) },
  { name: 'retriveCities', run: (db) => listCities(db) },
  { name: 'ourFleet', run: (db) => listFleet(db) },
  { name: 'getBikeDetails', run: (db, s) => getBikeDetails(db, s.bikeId) },
  { name: 'viewBikes', run: (db, s) => listPartnerBikes(db, s.partnerId, 1) },
  { name: 'findBookings', run: (db, s) => listPartnerBookings(db, s.partnerId, 1, String) },
  { name: 'findBookings-last-page', run: (db, s) => listPartnerBookings(db, s.partnerId, 1_000_000, String) },
  {
    name: 'partner-fetchBookingBikesRevenu',
    run: async (db, s) => [
      await partnerDashboardTotals(db, s.partnerId),
      await weeklyBookingCounts(db, { partnerId: s.partnerId }),
    ],
  },
  { name: 'partner-monthlySalesRatio', run: (db, s) => monthlyStatusRatio(db, { partnerId: s.partnerId }) },
  {
    name: 'admin-fetchBookingBikesRevenu',
    run: async (db) => [await adminDashboardTotals(db), await weeklyBookingCounts(db, {})],
  },
  { name: 'admin-monthlySalesRatio', run: (db) => monthlyStatusRatio(db, {}) },
];
