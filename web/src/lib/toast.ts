import type * as HotToastModule from 'react-hot-toast';
import type { Renderable } from 'react-hot-toast';

type HotToast = (typeof HotToastModule)['default'];

let loading: Promise<typeof HotToastModule> | undefined;

/**
 * react-hot-toast, a chunk of its own, fetched when the first toast of a visit is asked for (issue #35:
 * no page's first download nor its start carries it; on a phone its evaluation and the toaster's first
 * render were a long task right after hydration). The toaster (app.tsx) mounts then, and shows it.
 */
export function loadToasts(): Promise<typeof HotToastModule> {
  loading ??= import('react-hot-toast');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

let wanted = false;
const wantedListeners = new Set<() => void>();

/** Whether a toast was asked for in this visit: the toaster is mounted from then on. */
export const toastsWanted = (): boolean => wanted;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe. */
export function onToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function withToast(show: (toast: HotToast) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  loadToasts()
    .then((module) => show(module.default))
    .catch(() => undefined);
}

/**
 * The one toast helper. Durations, limit and queueing are react-hot-toast's defaults, which are the
 * spec's constants (section 9). An error toast is keyed by its text, so the same failure reported by
 * several calls at once shows once.
 */
export function showError(message: string): void {
  withToast((toast) => toast.error(message, { id: `error:${message}` }));
}

/** Shows a success toast. */
export function showSuccess(message: string): void {
  withToast((toast) => toast.success(message));
}

/** A toast that stays while something is under way (a retried call); `id` replaces or dismisses it. */
export function showPending(message: string, id: string): void {
  withToast((toast) => toast.loading(message, { id }));
}

/** Takes away the toast `id` (a pending one whose wait is over). */
export function dismissToast(id: string): void {
  // nothing was ever shown if no toast was asked for
  if (wanted) withToast((toast) => toast.dismiss(id));
}

/**
 * A toast that stays until the person acts on it (the app's update prompt): `render` draws its content
 * and gets the function that takes it away. Shown again with the same `id`, it replaces itself.
 */
export function showPrompt(render: (dismiss: () => void) => Renderable, id: string): void {
  withToast((toast) => toast((shown) => render(() => toast.dismiss(shown.id)), { id, duration: Infinity }));
}
