import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from '../../format/format';
import { formatWholeUsd } from './RecurringResultView';

describe("recurring expenses' average monthly, 0 decimals (product 9; only code covered it)", () => {
  it('rounds to whole dollars, halves away from zero, with grouping', () => {
    expect(formatWholeUsd(96.4)).toBe('$96');
    expect(formatWholeUsd(96.5)).toBe('$97');
    expect(formatWholeUsd(11.99)).toBe('$12');
    expect(formatWholeUsd(0.49)).toBe('$0');
    expect(formatWholeUsd(1234.5)).toBe('$1,235');
    expect(formatWholeUsd(0)).toBe('$0');
  });

  it('shows no number for a value that is not one', () => {
    expect(formatWholeUsd(Number.NaN)).toBe(EMPTY_VALUE);
    expect(formatWholeUsd(Number.POSITIVE_INFINITY)).toBe(EMPTY_VALUE);
  });
});
