import { appInstallText } from '#shared/messages/app-install.ts';
import { appInstallText as hiAppInstallText } from '#shared/messages/hi/app-install.ts';
import { languageMsg as hiLanguageMsg, languageText as hiLanguageText } from '#shared/messages/hi/language-switch.ts';
import { siteMsg as hiSiteMsg, siteText as hiSiteText } from '#shared/messages/hi/site.ts';
import { languageMsg, languageText } from '#shared/messages/language-switch.ts';
import { siteMsg, siteText } from '#shared/messages/site.ts';
import { putTwins, startHindiVisit } from '#shared/messages/visit-language.ts';

/**
 * The first step of a Hindi visit (issue #33, D83), before the first render: the texts the home page and
 * the frame read (the site's, the language switch's, the install prompt's). The rest of the catalogue
 * follows when the full one loads (shared/messages/hi/rest.ts), so the home page stays within its budget.
 */
export function applyHindi(): void {
  startHindiVisit();
  putTwins(siteMsg, hiSiteMsg);
  putTwins(siteText, hiSiteText);
  putTwins(languageMsg, hiLanguageMsg);
  putTwins(languageText, hiLanguageText);
  putTwins(appInstallText, hiAppInstallText);
}
