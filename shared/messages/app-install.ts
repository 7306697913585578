/**
 * The texts of the installable app (issue #33): the web manifest's names, the prompt that a new version
 * is ready, and the offline page the service worker shows for a page that needs the network. The
 * prompt's module loads after the page (web/src/lib/register-service-worker.tsx) and the offline page
 * is written at build time (vite.config.ts), so they import this file directly, not the whole catalogue;
 * ../messages.ts spreads it into `text` for everyone else.
 */
export const appInstallText = {
  /** the manifest's `short_name`: what the home screen shows under the icon */
  appShortName: 'Rev-On',
  appDescription: 'Rent a motorbike from trusted local partners across India.',
  appUpdateAvailable: 'A new version is available',
  appUpdateReload: 'Reload',
  appUpdateLater: 'Later',
  offlineTitle: 'You are offline',
  offlineBody:
    'This page needs the internet: searches, bookings and payments are never shown from a stored copy. Check your connection and try again.',
  offlineRetry: 'Try again',
  offlineHome: 'Go to the home page',
} as const;
