/**
 * Where a login goes back to (issue #34): `/login?next=<path>` carries the page a guest was turned away
 * from (BOOK NOW's checkout, with its bike, dates and points). Only a path of this site is accepted
 * (one leading '/', no '//' or '\'), so the link can never send a customer to another site.
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** The login page that comes back to `path` after a login. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ next: path }).toString()}`;
}

/** Navigation state of /login: the bike a guest tapped BOOK NOW on, named above the form. */
export interface LoginState {
  bookBike?: string;
}
