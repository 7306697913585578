/* global document, window, requestAnimationFrame */
// The start of a page the server rendered (issue #35, D85; server/plugins/server-render.ts puts this
// script in place of the app's own). The page is already on screen: the app's code (`data-entry`, the
// built entry) is fetched once the page's own images have loaded and it has painted, so on a slow
// network the photos come first; it hydrates the page when it arrives. At the latest after 2.5 s.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  void import(entry);
};
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
setTimeout(start, 2500);
