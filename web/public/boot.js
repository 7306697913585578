/* global document, window, requestAnimationFrame */
// The start of a page the server rendered (issue #35, D85; server/plugins/server-render.ts puts this
// script in place of the app's own). The page is already on screen: the app's code (`data-entry`, the
// built entry, and `data-preload`, the chunks this page hydrates with, fetched side by side) is fetched
// once the page's own images have loaded and it has painted, so on a slow network the photos come
// first; it hydrates the page when it arrives. At the latest after 2.5 s.
const script = document.querySelector('script[data-entry]');
const entry = script?.getAttribute('data-entry');
const preloads = (script?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
let started = false;
/**
 * One preload link per task, then the entry: adding a link starts its fetch synchronously, a few ms
 * each on a phone, and a dozen of them in one go is a long task while the page is already in view.
 */
const start = () => {
  if (started || !entry) return;
  started = true;
  const pending = [...preloads];
  const next = () => {
    const href = pending.shift();
    if (href === undefined) {
      void import(entry);
      return;
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    setTimeout(next, 0);
  };
  next();
};
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
setTimeout(start, 2500);
