/*
 * What the server's page rendering (server/plugins/server-render.ts) and the web app (main.tsx) agree on
 * (issue #35, D85).
 */

/** Set by the web app while a customer session is stored: the server then sends index.html unrendered. */
export const SIGNED_IN_COOKIE = 'revon_signed_in';

/** The language this browser was told to use (the switch), for the server to render in. */
export const LANGUAGE_COOKIE = 'revon_lang';

/** The id of the <script type="application/json"> that carries the answers a page was rendered with. */
export const SSR_STATE_ID = 'ssr-state';

/** A year: the cookies live as long as the choice they mirror (localStorage keeps no date). */
export const HINT_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * On the whole stylesheet's <link media="print"> in a page the server rendered: the page came with only
 * the rules it uses inline (D87), and the app applies the whole stylesheet (media="all") once it has
 * hydrated, before it draws anything the server did not.
 */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';
