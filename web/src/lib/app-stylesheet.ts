import { APP_STYLESHEET_ATTRIBUTE } from '#shared/server-render.ts';

/** How long a render that needs the whole stylesheet waits for it before it goes on without. */
const WAIT_MS = 3000;

/**
 * Applies the whole stylesheet to a page the server rendered with only the rules it uses (D87): its
 * <link media="print"> becomes media="all". Resolves once the stylesheet is loaded (at once when it is,
 * as it is after the page's load event), or after WAIT_MS if it never comes: the page's own rules are
 * still there. A page without such a link (index.html) has nothing to do.
 */
export function applyWholeStylesheet(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}]`)];
  return Promise.all(
    links.map((link) => {
      link.removeAttribute(APP_STYLESHEET_ATTRIBUTE);
      link.media = 'all';
      if (link.sheet) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => resolve();
        link.addEventListener('load', done, { once: true });
        link.addEventListener('error', done, { once: true });
        setTimeout(done, WAIT_MS);
      });
    }),
  ).then(() => undefined);
}
