/**
 * The catalogue's files, by the name of what each exports (issue #33, D83): `msg` and `text` in
 * ../messages.ts are these parts spread in this order, and ./hi/index.ts has a Hindi twin of each.
 * The web app puts a language in place by assigning each twin over its part (web/src/lib/i18n/).
 */
import { adminActionsMsg, adminActionsText } from './admin-actions.ts';
import { appInstallText } from './app-install.ts';
import { availabilityMsg, availabilityText } from './availability.ts';
import { balanceMsg, balanceText } from './balance.ts';
import { capturesMsg } from './captures.ts';
import { coreMsg, coreText } from './core.ts';
import { cancellationMsg, cancellationText } from './cancellations.ts';
import { depositMsg, depositText } from './deposit.ts';
import { financeMsg, financeText } from './finance.ts';
import { invoicesMsg, invoicesText } from './invoices.ts';
import { languageMsg, languageText } from './language-switch.ts';
import { ledgerMsg, ledgerText } from './ledger.ts';
import { licencesMsg, licencesText } from './licences.ts';
import { mailsMsg, mailsText } from './mails.ts';
import { moneyTimelineMsg, moneyTimelineText } from './money-timeline.ts';
import { returnsMsg, returnsText } from './returns.ts';
import { screensText } from './screens.ts';
import { textMessagesMsg, textMessagesText } from './text-messages.ts';
import { siteMsg, siteText } from './site.ts';

export const msgParts = {
  coreMsg,
  siteMsg,
  cancellationMsg,
  availabilityMsg,
  depositMsg,
  returnsMsg,
  balanceMsg,
  capturesMsg,
  ledgerMsg,
  financeMsg,
  invoicesMsg,
  moneyTimelineMsg,
  mailsMsg,
  textMessagesMsg,
  licencesMsg,
  adminActionsMsg,
  languageMsg,
};

export const textParts = {
  coreText,
  siteText,
  cancellationText,
  availabilityText,
  depositText,
  returnsText,
  balanceText,
  ledgerText,
  financeText,
  mailsText,
  screensText,
  invoicesText,
  moneyTimelineText,
  textMessagesText,
  appInstallText,
  licencesText,
  adminActionsText,
  languageText,
};

export type MsgParts = typeof msgParts;
export type TextParts = typeof textParts;
