/**
 * The texts of the language switch (issue #33, D83). The language names themselves are in
 * ./language.ts (each written in its own language). ../messages.ts spreads these into `msg` and `text`.
 */
export const languageMsg = {
  languageInvalid: 'Choose English or Hindi',
  languageSaved: 'Language saved',
} as const;

export const languageText = {
  languageLabel: 'Language',
  languageSwitching: 'Changing the language…',
} as const;
