import type { TaxParty } from '#shared/api/invoices.ts';
import { GST_STATES, stateCodeOfCity } from '#shared/domain/gst-states.ts';
import { gstinStateCode } from '#shared/domain/gstin.ts';
import { text } from '#shared/messages.ts';
import { partners } from '#server/db/schema/index.ts';

export interface PartnerForDocument {
  fname: string;
  lname: string;
  email: string;
  city: string | null;
  gstNo: string | null;
}

/** What a partner's documents print of them (with their serial number): the columns to select. */
export const partnerDocumentColumns = {
  fname: partners.fname,
  lname: partners.lname,
  email: partners.email,
  city: partners.city,
  gstNo: partners.gstNo,
  serialNo: partners.serialNo,
};

/** A partner's GST number, or null when they have none (an empty string is none). */
export function partnerGstin(p: { gstNo: string | null }): string | null {
  const gstin = p.gstNo?.trim() ?? '';
  return gstin === '' ? null : gstin;
}

/**
 * The state a partner supplies from: their GSTIN's, else their city's; null when neither is known.
 * NOTE: partners have no street address on record; their city and its state stand for it.
 */
export function partnerStateCode(p: PartnerForDocument): string | null {
  return gstinStateCode(partnerGstin(p)) ?? stateCodeOfCity(p.city);
}

/** A partner as a party: name, city and state, GSTIN when they have one. */
export function partnerParty(p: PartnerForDocument): TaxParty {
  const state = partnerStateCode(p);
  const address = [p.city?.trim(), state ? GST_STATES[state] : undefined].filter(Boolean).join(', ');
  return { name: `${p.fname} ${p.lname}`.trim(), address, gstin: partnerGstin(p), email: p.email };
}

/** A place of supply as a document shows it. */
export function placeOfSupply(code: string | null): { code: string | null; name: string } {
  return { code, name: code ? (GST_STATES[code] ?? code) : text.placeOfSupplyUnknown };
}
