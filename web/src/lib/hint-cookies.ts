import { HINT_COOKIE_MAX_AGE_S, LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from '#shared/server-render.ts';
import type { Language } from '#shared/messages/language.ts';

/*
 * Two cookies that tell the server how to render a page before any script has run (issue #35, D85): the
 * browser's language and whether a customer session is stored. They are hints, never credentials: the
 * token itself stays in localStorage and is sent only as a bearer header.
 */

function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${value}; Path=/; Max-Age=${HINT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export function hintLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language);
}

export function hintSignedIn(signedIn: boolean): void {
  writeCookie(SIGNED_IN_COOKIE, signedIn ? '1' : null);
}
