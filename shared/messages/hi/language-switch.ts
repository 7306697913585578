/** Hindi of ../language-switch.ts: the same keys. */
import type { languageMsg as en, languageText as enText } from '../language-switch.ts';
import type { Translation } from '../translation.ts';

export const languageMsg: Translation<typeof en> = {
  languageInvalid: 'English या हिन्दी चुनें',
  languageSaved: 'भाषा सेव हो गई',
};

export const languageText: Translation<typeof enText> = {
  languageLabel: 'भाषा',
  languageSwitching: 'भाषा बदली जा रही है…',
};
