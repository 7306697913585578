// The one place the schema is assembled, for drizzle() and drizzle-kit.
export * from './accounts.ts';
export * from './fleet.ts';
export * from './coupons.ts';
export * from './cancellation-policies.ts';
export * from './payout-settings.ts';
export * from './bookings.ts';
export * from './booking-totals.ts';
export * from './account-totals.ts';
export * from './messaging.ts';
export * from './idempotency.ts';
export * from './refunds.ts';
export * from './settlements.ts';
export * from './availability.ts';
export * from './ledger.ts';
export * from './journal.ts';
export * from './captures.ts';
