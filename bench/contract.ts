/**
 * What the dataset generator (`npm run bench:seed`) promises the load benchmark (`npm run bench`):
 * where the data lives, which accounts exist and with which password. Both sides import this file.
 */

/** Every generated account logs in with this password (one argon2 hash, computed once). */
export const BENCH_PASSWORD = 'Bench@2026';

export const BENCH_ADMIN_EMAIL = 'admin@bench.revon';

/** n from 1 to the number of partners / users generated */
export const benchPartnerEmail = (n: number) => `partner${String(n).padStart(4, '0')}@bench.revon`;
export const benchUserEmail = (n: number) => `user${String(n).padStart(6, '0')}@bench.revon`;

/** The PGlite data directory used when DATABASE_URL is not set (gitignored). */
export const BENCH_DATA_DIR = 'bench/.data';

/** Default sizes of `npm run bench:seed` (the booking count is its --bookings flag). */
export const BENCH_SIZES = {
  cities: 20,
  partners: 1_000,
  bikes: 10_000,
  users: 50_000,
  bookings: 100_000,
} as const;
