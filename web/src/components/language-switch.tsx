import { useState } from 'react';
import { languageText } from '#shared/messages/language-switch.ts';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '#shared/messages/language.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { activeLanguage, reloadIn } from '#web/lib/i18n/language.ts';
import { partnerSession } from '#web/lib/partner-session.ts';
import { userSession } from '#web/lib/user-session.ts';

/**
 * The language switch (issue #33, D83): in the customer site's header and on the partner's profile. Each
 * language is named in itself (English, हिन्दी). A signed-in customer's or partner's choice is saved to
 * their account (mails and WhatsApp follow it) before the page loads again in it; signed out, this
 * browser remembers it.
 */
export function LanguageSwitch({ area, tone = 'dark' }: { area: 'customer' | 'partner'; tone?: 'dark' | 'light' }) {
  const [changing, setChanging] = useState(false);
  const choose = async (language: Language) => {
    if (language === activeLanguage()) return;
    setChanging(true);
    const signedIn = (area === 'customer' ? userSession : partnerSession).getToken() !== null;
    if (signedIn) {
      await apiRequest(area, '/language', {
        method: 'PUT',
        body: { language },
        schema: import('#shared/api/language.ts').then((module) => module.languageResponse),
        quiet: true,
        redirectOnError: false,
      }).catch(() => undefined); // the browser remembers it all the same; the account follows at next login
    }
    reloadIn(language);
  };
  const colours =
    tone === 'dark'
      ? 'bg-ink text-stone-100 ring-white/20 hover:ring-white/40'
      : 'bg-white text-ink ring-stone-300 hover:ring-stone-400';
  return (
    <label className="inline-flex items-center">
      <span className="sr-only">{languageText.languageLabel}</span>
      <select
        value={activeLanguage()}
        disabled={changing}
        aria-busy={changing}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className={`min-h-11 rounded-md px-2 text-sm font-medium ring-1 ${colours}`}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
