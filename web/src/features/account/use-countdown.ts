import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** What is left; 0 once the countdown has run out. */
  remaining: number;
  /** Starts again from `start`. */
  restart: () => void;
}

/**
 * A countdown from `start` to 0, one step every `tickMs` (spec section 4: the OTP screens' resend
 * countdown starts at 5 and ticks every 500 ms or every 1 s). It starts when the component mounts.
 */
export function useCountdown(start: number, tickMs: number): Countdown {
  const [remaining, setRemaining] = useState(start);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => Math.max(0, value - 1)), tickMs);
    return () => clearTimeout(timer);
  }, [remaining, tickMs]);

  const restart = useCallback(() => setRemaining(start), [start]);
  return { remaining, restart };
}
