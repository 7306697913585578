import { Workbox } from 'workbox-window';
import { appInstallText as t } from '#shared/messages/app-install.ts';
import { showPrompt } from './toast.ts';

const PROMPT_ID = 'app-update';

/** The prompt that a new version is ready: Reload hands over to it, Later keeps this one for now. */
export function UpdatePrompt({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="font-medium text-ink">{t.appUpdateAvailable}</span>
      <span className="flex gap-2">
        <button
          type="button"
          className="min-h-9 rounded-md bg-brand px-3 font-semibold text-ink hover:bg-brand-light"
          onClick={onReload}
        >
          {t.appUpdateReload}
        </button>
        <button
          type="button"
          className="min-h-9 rounded-md px-3 font-semibold text-ink hover:bg-stone-100"
          onClick={onLater}
        >
          {t.appUpdateLater}
        </button>
      </span>
    </div>
  );
}

/**
 * Registers the service worker (vite.config.ts: pwa()) and asks before a new version takes over: a
 * new worker waits (it would otherwise swap the scripts under a page in use, say mid-checkout) until
 * the person presses Reload; then it activates and the page reloads once under it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    showPrompt(
      (dismiss) => (
        <UpdatePrompt
          onReload={() => {
            dismiss();
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          }}
          onLater={dismiss}
        />
      ),
      PROMPT_ID,
    );
  });
  await workbox.register();
}
