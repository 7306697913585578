/** At most this many messages per socket in any window of SEND_WINDOW_MS. */
export const SEND_LIMIT = 20;
export const SEND_WINDOW_MS = 10_000;

/**
 * A sliding-window counter for one socket's messages: a person types far slower than this; a script
 * flooding a conversation is refused ('You are sending messages too quickly…') without touching the
 * database.
 */
export function createSendLimiter(limit = SEND_LIMIT, windowMs = SEND_WINDOW_MS, now: () => number = Date.now) {
  const sent: number[] = [];
  return {
    /** Records an attempt; false when the window is already full. */
    allow(): boolean {
      const time = now();
      while (sent.length > 0 && (sent[0] ?? 0) <= time - windowMs) sent.shift();
      if (sent.length >= limit) return false;
      sent.push(time);
      return true;
    },
  };
}
