import { DEFAULT_LANGUAGE, isLanguage, LOCALES, pickLanguage, type Language } from '#shared/messages/language.ts';
import { twinOf } from '#shared/messages/visit-language.ts';
import { hintLanguage } from '../hint-cookies.ts';

/**
 * The web app's language (issue #33, D83). Chosen once per page load, before the first render: the
 * browser's remembered choice, else the visitor's preferred languages (what the browser sends as
 * Accept-Language). English is the catalogue the code is built with; Hindi is put in its place from a
 * chunk of its own (./apply-hindi.ts), so an English visitor never downloads it. Changing the language
 * remembers it and loads the page again: every text, zod message and date then comes from one catalogue.
 */
const STORAGE_KEY = 'revon.language';

let active: Language = DEFAULT_LANGUAGE;

export function activeLanguage(): Language {
  return active;
}

/** 'en-IN' or 'hi-IN', for every `Intl` formatter of the app. */
export function activeLocale(): string {
  return LOCALES[active];
}

/** The language this browser was told to use (the switch, or the account at login); null: none yet. */
export function rememberedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage refused (private mode): the preferred languages decide each time
  }
}

export function rememberLanguage(language: Language): void {
  hintLanguage(language);
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // not remembered in this browser; the account still has it when signed in
  }
}

/** A visit's language: the remembered one, else the first of the browser's languages that we have. */
export function firstLanguage(): Language {
  const preferred = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return rememberedLanguage() ?? pickLanguage(preferred);
}

/**
 * Puts the visit's language in place; resolves when the app may render. A Hindi catalogue that fails to
 * load (offline, a deploy in between) leaves the page in English rather than blank.
 */
export async function startLanguage(language: Language = firstLanguage()): Promise<void> {
  if (language === 'hi') {
    try {
      const { applyHindi } = await import('./apply-hindi.ts');
      applyHindi();
      active = 'hi';
    } catch {
      active = DEFAULT_LANGUAGE;
    }
  }
  if (typeof document !== 'undefined') document.documentElement.lang = active;
}

/**
 * A text the server wrote (an answer's message, a field error) in the visit's language: the server speaks
 * the English catalogue, and each of its texts has a twin in the other one. A text built from values
 * (`This ride is already cancelled`) has no twin and stays as written.
 */
export function inVisitLanguage(english: string): string {
  return twinOf(english);
}

/** Remembers `language` and loads `path` again in it (the current page when not given). */
export function reloadIn(language: Language, path?: string): void {
  rememberLanguage(language);
  if (path === undefined) window.location.reload();
  else window.location.assign(path);
}
