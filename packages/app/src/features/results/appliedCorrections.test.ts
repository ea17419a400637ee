import { describe, expect, it } from 'vitest';
import { appliedCorrectionsCount } from './appliedCorrections';

describe('appliedCorrectionsCount', () => {
  it('counts the rules that touched the result', () => {
    expect(
      appliedCorrectionsCount({
        corrections: {
          applied: [
            { id: 'a', touched: 3 },
            { id: 'b', touched: 1 },
          ],
        },
      }),
    ).toBe(2);
  });

  it('is 0 without the field, with an unreadable one, or for no result', () => {
    expect(appliedCorrectionsCount({ summary: 'x' })).toBe(0);
    expect(appliedCorrectionsCount({ corrections: { applied: [{ id: 'a', touched: 0 }] } })).toBe(0);
    expect(appliedCorrectionsCount(undefined)).toBe(0);
    expect(appliedCorrectionsCount('text')).toBe(0);
  });
});
