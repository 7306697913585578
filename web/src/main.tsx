import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/** Resolves in a new task: the browser has its turn (a tap, a frame) before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app's code is evaluated in two tasks, not one (issue #35): React DOM, the largest part of it,
// first, then the app (start.tsx: the router, the query client, the pages' frame) in the next. As one,
// it is the longest task of a page's start on a phone. index.html (and a server-rendered page's
// boot.js) fetch both side by side from the start (vite.config.ts: preloadCustomerArea).
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./start.tsx'))
  .then(({ startApp }) => startApp(rootElement));

// The installable app (decision 82): the service worker registers once the page has loaded, from a
// chunk of its own, so it is no part of the home page's first download (scripts/bundle-budget.test.ts).
// Not in development: the dev server builds no worker.
if (import.meta.env.PROD) {
  const register = () => {
    import('./lib/register-service-worker.tsx').then((module) => module.registerServiceWorker()).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
