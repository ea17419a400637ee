import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown (the payment redirect counts down)', () => {
  it('counts 3, 2, 1 once running', () => {
    const { result, rerender } = renderHook(({ running }) => useCountdown(running, 3_000), {
      initialProps: { running: false },
    });
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(3);
    rerender({ running: true });
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(1);
  });
});
