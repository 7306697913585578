/**
 * The Hindi catalogue (issue #33, D83): a twin of every part of the English one (../parts.ts), with the
 * same keys and the same arguments. Loaded only when Hindi is the language (its own chunk in the web app).
 */
import type { MsgParts, TextParts } from '../parts.ts';
import type { Translation } from '../translation.ts';
import { adminActionsMsg, adminActionsText } from './admin-actions.ts';
import { appInstallText } from './app-install.ts';
import { availabilityMsg, availabilityText } from './availability.ts';
import { balanceMsg, balanceText } from './balance.ts';
import { capturesMsg } from './captures.ts';
import { coreMsg } from './core-msg.ts';
import { coreText } from './core-text.ts';
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

export const hiMsgParts: { [K in keyof MsgParts]: Translation<MsgParts[K]> } = {
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

export const hiTextParts: { [K in keyof TextParts]: Translation<TextParts[K]> } = {
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
