import type { HTTPMethods, InjectOptions } from 'fastify';
import type { partners, users } from '#server/db/schema/index.ts';
import type { TestApp } from '#server/test/test-app.ts';

/** Who a route is for: the area whose guard covers it, or `public` (`config: { public: true }`). */
export type SampleArea = 'customer' | 'partner' | 'admin' | 'public';

/** The owner-scoped records a request can name by id. */
export type OwnedKind = 'bike' | 'booking' | 'location point' | 'block' | 'payout';

/** The accounts whose records the samples name: "the customer" and "the partner" of the matrix. */
export interface SampleOwners {
  customer: typeof users.$inferSelect;
  partner: typeof partners.$inferSelect;
}

/** One valid request of a route, without credentials (the caller adds its own). */
export interface SampleRequest {
  method: HTTPMethods;
  url: string;
  payload?: InjectOptions['payload'];
  /** headers the route itself needs besides the caller's (a webhook's signature) */
  headers?: Record<string, string>;
  /** the id of the owner's record the request names (see `RouteSample.owned`) */
  ownedId?: string;
}

export interface RouteSample {
  area: SampleArea;
  /** the owner-scoped resource the route reads or changes, in words (the matrix report lists it) */
  touches: string;
  /** the kind of owner's record the request names by id: another owner replaying it must get nothing */
  owned?: OwnedKind;
  /**
   * Builds a request that succeeds (2xx) for the owner of the area; it creates the records it needs,
   * fresh on every call, so a request may change them.
   */
  build: (t: TestApp, owners: SampleOwners) => Promise<SampleRequest>;
}
