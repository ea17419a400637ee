import { useEffect, useState } from 'react';

/** How often the countdown looks at the clock; well under a second, so it never skips a number. */
const COUNTDOWN_TICK_MS = 200;

/**
 * Whole seconds left of `totalMs`, counting down once `running` turns true ('Redirecting
 * ... in 3 seconds...' stood still): 3, 2, 1. Never below 1: at zero the page has moved on.
 */
export function useCountdown(running: boolean, totalMs: number): number {
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const startedAt = Date.now();
    const timer = setInterval(() => setElapsedMs(Date.now() - startedAt), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(1, Math.ceil((totalMs - (running ? elapsedMs : 0)) / 1000));
}
