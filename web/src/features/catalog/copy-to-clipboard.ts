/**
 * Copies `value` to the clipboard. Uses the async Clipboard API where the page may (secure context),
 * else selects an off-screen input and runs the legacy copy command (plain-http deployments, older
 * browsers). Resolves true when one of them reported success.
 */
export async function copyToClipboard(value: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(value);
      return true;
    } catch {
      // permission refused or not a secure context: try the legacy way below
    }
  }
  return legacyCopy(value);
}

function legacyCopy(value: string): boolean {
  const input = document.createElement('input');
  input.value = value;
  input.readOnly = true;
  input.setAttribute('aria-hidden', 'true');
  // Off screen rather than display:none, which cannot be selected.
  input.style.position = 'fixed';
  input.style.top = '-1000px';
  input.style.opacity = '0';
  document.body.appendChild(input);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    input.focus();
    input.select();
    input.setSelectionRange(0, value.length);
    // NOTE: deprecated, but still the only synchronous fallback browsers implement.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    input.remove();
    previousFocus?.focus();
  }
}
