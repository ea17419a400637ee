import { describe, expect, it } from 'vitest';
import {
  SUGGESTION_TYPE_LABELS,
  compactUsd,
  confidencePercent,
  isEmojiIcon,
  keyLabel,
  labelOf,
  monthLabels,
  varianceDirection,
} from './resultFormat';

describe('confidencePercent', () => {
  it.each([
    [0, 0],
    [0.24, 24],
    [0.934, 93],
    [0.935, 94],
    [1, 100],
  ])('shows a confidence of %s as %s%%', (confidence, percent) => {
    expect(confidencePercent(confidence)).toBe(percent);
  });

  it('clamps values outside 0-1 and reads nonsense as 0', () => {
    expect(confidencePercent(1.2)).toBe(100);
    expect(confidencePercent(-0.1)).toBe(0);
    expect(confidencePercent(Number.NaN)).toBe(0);
  });
});

describe('varianceDirection', () => {
  it('is over above the suggested budget, under below it, on it within half a cent', () => {
    expect(varianceDirection(123.75)).toBe('over');
    expect(varianceDirection(1)).toBe('over');
    // Cents are not worth a flag (ADR 0016: '$0.04 over budget').
    expect(varianceDirection(0.04)).toBe('on');
    expect(varianceDirection(0.39)).toBe('on');
    expect(varianceDirection(0)).toBe('on');
    expect(varianceDirection(-0.99)).toBe('on');
    expect(varianceDirection(-1)).toBe('under');
  });
});

describe('monthLabels', () => {
  it('writes a YYYY-MM month out, with a short form for chart axes', () => {
    expect(monthLabels('2026-10')).toEqual({ label: 'October 2026', shortLabel: 'Oct' });
    expect(monthLabels('2026-01')).toEqual({ label: 'January 2026', shortLabel: 'Jan' });
    expect(monthLabels('2025-12')).toEqual({ label: 'December 2025', shortLabel: 'Dec' });
  });

  it('keeps anything else as given', () => {
    expect(monthLabels('2026-13')).toEqual({ label: '2026-13', shortLabel: '2026-13' });
    expect(monthLabels('Oct 2026')).toEqual({ label: 'Oct 2026', shortLabel: 'Oct 2026' });
  });
});

describe('compactUsd', () => {
  it('keeps axis amounts short', () => {
    expect(compactUsd(0)).toBe('$0');
    expect(compactUsd(350)).toBe('$350');
    expect(compactUsd(1200)).toBe('$1.2K');
    expect(compactUsd(-2000)).toBe('-$2K');
  });
});

describe('labels for machine keys', () => {
  it('names every savings suggestion kind the engine emits', () => {
    for (const key of ['cancel', 'reduce', 'switch', 'negotiate', 'avoid', 'review'])
      expect(labelOf(SUGGESTION_TYPE_LABELS, key)).not.toBe(key);
    expect(labelOf(SUGGESTION_TYPE_LABELS, 'reduce')).toBe('Cut back');
  });

  it('puts an unknown key into words, and leaves words alone', () => {
    expect(keyLabel('unusual_amount')).toBe('Unusual amount');
    expect(keyLabel('newMerchant')).toBe('New merchant');
    expect(labelOf(SUGGESTION_TYPE_LABELS, 'price-match')).toBe('Price match');
    expect(keyLabel('Cancel Hulu')).toBe('Cancel Hulu');
  });

  it('tells an emoji from an icon key', () => {
    expect(isEmojiIcon('🏠')).toBe(true);
    expect(isEmojiIcon('🍽️')).toBe(true);
    expect(isEmojiIcon('home')).toBe(false);
    expect(isEmojiIcon('shopping-cart')).toBe(false);
    expect(isEmojiIcon(undefined)).toBe(false);
  });
});
