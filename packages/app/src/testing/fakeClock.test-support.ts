import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A fake clock for page tests that check that nothing more happens (no further poll, no request):
 * the page's timers (setTimeout only; testing-library keeps its real intervals) move only when the
 * test moves them, so "nothing" is checked over a known stretch of time, not a real-time sleep.
 * Undo with vi.useRealTimers() in afterEach. While it runs, wait with advanceUntil, not findBy*.
 */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Moves the fake clock `ms` forward; requests and renders settle between its timers. */
export async function tick(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Moves the fake clock in steps until `check` passes; fails with its error after `limitMs`. */
export async function advanceUntil(check: () => void, stepMs = 10, limitMs = 10_000): Promise<void> {
  for (let waited = 0; ; waited += stepMs) {
    try {
      check();
      return;
    } catch (error) {
      if (waited >= limitMs) throw error;
    }
    await tick(stepMs);
  }
}
