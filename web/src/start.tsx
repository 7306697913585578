import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SSR_STATE_ID } from '#shared/server-render.ts';
import { App } from './app.tsx';
import { applyWholeStylesheet } from './lib/app-stylesheet.ts';
import { activeLanguage, rememberedLanguage, startLanguage } from './lib/i18n/language.ts';
import { hintLanguage } from './lib/hint-cookies.ts';
import { createQueryClient } from './lib/query-client.ts';
import { loadPageCode } from './router.tsx';
import { userSession } from './lib/user-session.ts';

/** The answers a server-rendered page was rendered with (server/plugins/server-render.ts), if it was. */
function serverState(): { language: string; queries: DehydratedState } | null {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as { language: string; queries: DehydratedState };
  } catch {
    return null;
  }
}

/** Renders the app into `rootElement`, or hydrates the page the server rendered there. */
export async function startApp(rootElement: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();

  // A choice made before the server read the cookie (D85) reaches it from this visit on.
  const remembered = rememberedLanguage();
  if (remembered) hintLanguage(remembered);

  // The language is in place before the first render (decision 83): a Hindi visit renders Hindi from its
  // first frame, and the lazy areas' zod schemas read the catalogue after it is in place.
  await startLanguage();
  const app = <App client={queryClient} router={BrowserRouter} />;
  const rendered = serverState();
  // A page the server rendered (D85) is hydrated: the same tree over the same answers, once its code is
  // here. One rendered for someone else (another language, a session the server could not know of) is
  // rendered again instead.
  if (rendered && rendered.language === activeLanguage() && userSession.getState().status === 'signedOut') {
    hydrate(queryClient, rendered.queries);
    await loadPageCode(window.location.pathname).catch(() => undefined);
    // a transition: React hydrates in slices and yields between them, so no long task blocks a tap
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
    return;
  }
  // rendered again in the browser: with the whole stylesheet from its first frame
  await applyWholeStylesheet();
  createRoot(rootElement).render(app);
}
