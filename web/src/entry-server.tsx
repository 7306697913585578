import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { Language } from '#shared/messages/language.ts';
import { App } from './app.tsx';
import { SERVER_RENDERED_PATHS, serverRenderedQueries } from './areas/customer/page-queries.ts';
import { setApiTransport, type ApiTransport } from './lib/api-client.ts';
import { startLanguage } from './lib/i18n/language.ts';
import { createQueryClient } from './lib/query-client.ts';
import { loadPageCode } from './router.tsx';

/*
 * The server's side of the first paint (issue #35, D85). The built server imports this bundle once per
 * language (each its own copy, dist/ssr/<language>/: a catalogue is put in place once per module
 * instance, as in a browser), and for a public page renders the same tree the browser hydrates
 * (app.tsx), after making the page's calls through its own routes.
 */

/** Puts this instance's language in place and sends the app's calls through `transport`. Once, first. */
export async function startRenderer(language: Language, transport: ApiTransport): Promise<void> {
  await startLanguage(language);
  setApiTransport(transport);
}

export interface RenderedPage {
  /** what goes inside #root */
  html: string;
  /** the answers the page was rendered with, for the browser's cache (JSON) */
  state: string;
}

/**
 * Renders `url` (path and query) as a visitor without a session sees it; null for a page the server
 * does not render. The page's calls get `dataTimeoutMs`: one still on its way then renders as loading,
 * and the browser makes it.
 */
export async function renderPage(url: string, dataTimeoutMs: number): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const queries = serverRenderedQueries(pathname, search);
  if (!queries) return null;
  const client = createQueryClient();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([loadPageCode(pathname), ...queries.map((query) => client.prefetchQuery(query))]),
    new Promise((resolve) => (timer = setTimeout(resolve, dataTimeoutMs))),
  ]);
  clearTimeout(timer);
  // code still downloading after the timeout cannot be: the bundle is on disk; wait for it
  await loadPageCode(pathname);
  // Only answers travel to the browser (dehydrate keeps successes): a call that failed or is still on
  // its way renders as loading here too, as the browser will before it makes the call itself.
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const html = renderToString(<App client={client} router={Router} />);
  const state = JSON.stringify(dehydrate(client));
  client.clear();
  return { html, state };
}

/**
 * Loads the code of every page the server renders, so the first visitor waits for none of it (and a
 * rebuild under a running server cannot pull it away later).
 */
export async function warmUp(): Promise<void> {
  await Promise.all(SERVER_RENDERED_PATHS.map((pathname) => loadPageCode(pathname)));
}
