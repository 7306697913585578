import type { TaxParty } from '#shared/api/invoices.ts';

/**
 * The platform as the supplier of its commission invoices (issue #34): name, address, GSTIN and state,
 * set once at start from PLATFORM_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN (server/env.ts, via buildApp).
 * The defaults are a demo identity (README): an operator sets their own before issuing real invoices.
 */
export interface PlatformIdentity {
  name: string;
  address: string;
  gstin: string;
  email: string | null;
}

export const DEMO_PLATFORM: PlatformIdentity = {
  name: 'Rev-On Rentals Private Limited (demo)',
  address: '12 Residency Road, Bengaluru, Karnataka 560025',
  gstin: '29AAJCR1234M1Z1',
  email: null,
};

let current: PlatformIdentity = DEMO_PLATFORM;

/** Called by buildApp with the configured identity. */
export function configurePlatformIdentity(identity: PlatformIdentity): void {
  current = identity;
}

/** The platform as a party of a document. */
export function platformParty(): TaxParty {
  return { ...current };
}
