import toast, { type Renderable } from 'react-hot-toast';

/**
 * The one toast helper. Durations, limit and queueing are react-hot-toast's defaults, which are the
 * spec's constants (section 9). An error toast is keyed by its text, so the same failure reported by
 * several calls at once shows once.
 */
export function showError(message: string): void {
  toast.error(message, { id: `error:${message}` });
}

/** Shows a success toast. */
export function showSuccess(message: string): void {
  toast.success(message);
}

/** A toast that stays while something is under way (a retried call); `id` replaces or dismisses it. */
export function showPending(message: string, id: string): void {
  toast.loading(message, { id });
}

/** Takes away the toast `id` (a pending one whose wait is over). */
export function dismissToast(id: string): void {
  toast.dismiss(id);
}

/**
 * A toast that stays until the person acts on it (the app's update prompt): `render` draws its content
 * and gets the function that takes it away. Shown again with the same `id`, it replaces itself.
 */
export function showPrompt(render: (dismiss: () => void) => Renderable, id: string): void {
  toast((shown) => render(() => toast.dismiss(shown.id)), { id, duration: Infinity });
}
