import toast from 'react-hot-toast';

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
