/**
 * Every user-facing text the spec quotes, verbatim (spellings included: the product decisions in docs/decisions.md).
 * A copy edit is a change to this file, or to messages/site.ts for the texts that the customer site's
 * first load needs (spread into `msg` and `text` below). Texts that are not in the spec but that users read
 * (server errors, empty states) live here too, so the web and the server say the same thing.
 */
import { msgParts, textParts } from './messages/parts.ts';
import { PRODUCT_NAME } from './messages/site.ts';
import { hindiVisit } from './messages/visit-language.ts';

export { PRODUCT_NAME };

export const msg = {
  ...msgParts.coreMsg,
  ...msgParts.siteMsg,
  ...msgParts.cancellationMsg,
  ...msgParts.availabilityMsg,
  ...msgParts.depositMsg,
  ...msgParts.returnsMsg,
  ...msgParts.balanceMsg,
  ...msgParts.capturesMsg,
  ...msgParts.ledgerMsg,
  ...msgParts.financeMsg,
  ...msgParts.invoicesMsg,
  ...msgParts.moneyTimelineMsg,
  ...msgParts.mailsMsg,
  ...msgParts.textMessagesMsg,
  ...msgParts.licencesMsg,
  ...msgParts.adminActionsMsg,
  ...msgParts.languageMsg,
} as const;

export type MessageKey = keyof typeof msg;

/** Page texts (spec section 2), verbatim. */
export const text = {
  ...textParts.coreText,
  ...textParts.siteText,
  ...textParts.cancellationText,
  ...textParts.availabilityText,
  ...textParts.depositText,
  ...textParts.returnsText,
  ...textParts.balanceText,
  ...textParts.ledgerText,
  ...textParts.financeText,
  ...textParts.mailsText,
  ...textParts.screensText,
  ...textParts.invoicesText,
  ...textParts.moneyTimelineText,
  ...textParts.textMessagesText,
  ...textParts.appInstallText,
  ...textParts.licencesText,
  ...textParts.adminActionsText,
  ...textParts.languageText,
} as const;

// A Hindi visit of the web app (D83): the rest of the Hindi catalogue is put in place here, before any
// module that reads `msg` or `text` (the schemas, the pages) runs. Never on the server, nor in English.
if (hindiVisit()) (await import('./messages/hi/rest.ts')).applyHindiRest({ msgParts, textParts, msg, text });

/** Chat senders and socket event names (spec section 7, Realtime). */
export const SENDER_ADMIN = 'Admin';
export const SENDER_USER = 'User';
