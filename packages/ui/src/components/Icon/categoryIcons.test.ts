import { SPENDING_CATEGORY_NAMES } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_CATEGORY_ICON, categoryIconName } from './categoryIcons';
import { iconNames } from './shapes';

/**
 * The analyses' category labels (the contract's spending categories) and role labels (ADR 0031), as the
 * API sends them in display_category.
 */
const ANALYSIS_LABELS = [...SPENDING_CATEGORY_NAMES, 'Income', 'Transfer', 'Card Payment', 'Payments from People'];

/** The bank's top-level categories (product 3: the first entry of the path). */
const BANK_CATEGORIES = [
  'Food and Drink',
  'Shops',
  'Travel',
  'Transfer',
  'Payment',
  'Recreation',
  'Service',
  'Interest',
  'Bank Fees',
  'Healthcare',
  'Community',
  'Tax',
];

describe('categoryIconName', () => {
  it('draws every category of both vocabularies with an icon of its own kind, not the plain tag', () => {
    for (const label of [...ANALYSIS_LABELS, ...BANK_CATEGORIES]) {
      const icon = categoryIconName(label);
      expect(icon, label).not.toBe(UNKNOWN_CATEGORY_ICON);
      expect(iconNames).toContain(icon);
    }
  });

  it('reads names in any case and with surrounding spaces', () => {
    expect(categoryIconName('dining out')).toBe('utensils');
    expect(categoryIconName('  FOOD AND DRINK ')).toBe('utensils');
    expect(categoryIconName('Coffee Shops')).toBe('coffee');
    expect(categoryIconName('Income')).toBe('briefcase');
  });

  it('draws a plain tag for no category or one it does not know', () => {
    expect(categoryIconName('')).toBe('tag');
    expect(categoryIconName('Spaceflight')).toBe('tag');
  });
});
