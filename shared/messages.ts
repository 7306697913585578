/**
 * Every user-facing text the spec quotes, verbatim (spellings included: the product decisions in docs/decisions.md).
 * A copy edit is a change to this file, or to messages/site.ts for the texts that the customer site's
 * first load needs (spread into `msg` and `text` below). Texts that are not in the spec but that users read
 * (server errors, empty states) live here too, so the web and the server say the same thing.
 */
import { adminActionsMsg, adminActionsText } from './messages/admin-actions.ts';
import { appInstallText } from './messages/app-install.ts';
import { availabilityMsg, availabilityText } from './messages/availability.ts';
import { balanceMsg, balanceText } from './messages/balance.ts';
import { capturesMsg } from './messages/captures.ts';
import { coreMsg, coreText } from './messages/core.ts';
import { cancellationMsg, cancellationText } from './messages/cancellations.ts';
import { depositMsg, depositText } from './messages/deposit.ts';
import { financeMsg, financeText } from './messages/finance.ts';
import { invoicesMsg, invoicesText } from './messages/invoices.ts';
import { ledgerMsg, ledgerText } from './messages/ledger.ts';
import { licencesMsg, licencesText } from './messages/licences.ts';
import { mailsMsg, mailsText } from './messages/mails.ts';
import { moneyTimelineMsg, moneyTimelineText } from './messages/money-timeline.ts';
import { returnsMsg, returnsText } from './messages/returns.ts';
import { screensText } from './messages/screens.ts';
import { textMessagesMsg, textMessagesText } from './messages/text-messages.ts';
import { PRODUCT_NAME, siteMsg, siteText } from './messages/site.ts';

export { PRODUCT_NAME };

export const msg = {
  ...coreMsg,
  ...siteMsg,
  ...cancellationMsg,
  ...availabilityMsg,
  ...depositMsg,
  ...returnsMsg,
  ...balanceMsg,
  ...capturesMsg,
  ...ledgerMsg,
  ...financeMsg,
  ...invoicesMsg,
  ...moneyTimelineMsg,
  ...mailsMsg,
  ...textMessagesMsg,
  ...licencesMsg,
  ...adminActionsMsg,
} as const;

export type MessageKey = keyof typeof msg;

/** Page texts (spec section 2), verbatim. */
export const text = {
  ...coreText,
  ...siteText,
  ...cancellationText,
  ...availabilityText,
  ...depositText,
  ...returnsText,
  ...balanceText,
  ...ledgerText,
  ...financeText,
  ...mailsText,
  ...screensText,
  ...invoicesText,
  ...moneyTimelineText,
  ...textMessagesText,
  ...appInstallText,
  ...licencesText,
  ...adminActionsText,
} as const;

/** Chat senders and socket event names (spec section 7, Realtime). */
export const SENDER_ADMIN = 'Admin';
export const SENDER_USER = 'User';
