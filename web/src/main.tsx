import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { startLanguage } from './lib/i18n/language.ts';
import { createQueryClient } from './lib/query-client.ts';
import { AppRoutes } from './router.tsx';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

// The language is in place before the first render (decision 83): a Hindi visit renders Hindi from its
// first frame, and the lazy areas' zod schemas read the catalogue after it is in place.
void startLanguage().then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {/* Durations and limit stay react-hot-toast's defaults: they are the spec's (section 9). */}
        <Toaster position="top-right" />
      </QueryClientProvider>
    </StrictMode>,
  );
});

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
