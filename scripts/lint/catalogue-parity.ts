/**
 * `npm run lint` runs this after ESLint (issue #33, D83): fails when a key of the text catalogue exists in
 * one language and not the other (or a function takes other arguments), naming each difference.
 */
import { msgParts, textParts } from '../../shared/messages/parts.ts';
import { mailTemplatesText } from '../../shared/messages/mail-templates.ts';
import { textCancelledByNames, textTemplates } from '../../shared/messages/text-messages.ts';
import { mailTemplatesText as hiMailTemplatesText } from '../../shared/messages/hi/mail-templates.ts';
import { hiMsgParts, hiTextParts } from '../../shared/messages/hi/index.ts';
import { catalogueDifferences, keysInTwoParts } from '../../shared/messages/hi/parity.ts';
import {
  textCancelledByNames as hiTextCancelledByNames,
  textTemplates as hiTextTemplates,
} from '../../shared/messages/hi/text-templates.ts';

const problems = [
  ...catalogueDifferences(msgParts, hiMsgParts, 'hi'),
  ...catalogueDifferences(textParts, hiTextParts, 'hi'),
  ...catalogueDifferences(textTemplates, hiTextTemplates, 'hi.textTemplates'),
  ...catalogueDifferences(textCancelledByNames, hiTextCancelledByNames, 'hi.textCancelledByNames'),
  ...catalogueDifferences(mailTemplatesText, hiMailTemplatesText, 'hi.mailTemplatesText'),
  ...keysInTwoParts(msgParts),
  ...keysInTwoParts(textParts),
];
if (problems.length > 0) {
  console.error(`The catalogues differ (shared/messages vs shared/messages/hi):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('catalogues: en and hi have the same keys');
