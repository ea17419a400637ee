import { describe, expect, it } from 'vitest';

import { creditPackageSchema } from './entities';
import {
  CREDIT_PACKAGE_IDS,
  CREDIT_PACKAGES,
  getCreditPackage,
  isWelcomeBonus,
  WELCOME_BONUS_NOTE,
  WELCOME_CREDITS,
} from './packages';

describe('credit packages (product 9)', () => {
  it('match the spec exactly', () => {
    expect(
      CREDIT_PACKAGES.map(({ id, credits, price, popular, savings }) => ({ id, credits, price, popular, savings })),
    ).toEqual([
      { id: 'credits_1', credits: 1, price: 3, popular: false, savings: undefined },
      { id: 'credits_5', credits: 5, price: 14, popular: true, savings: 'Save 7%' },
      { id: 'credits_10', credits: 10, price: 24, popular: false, savings: 'Save 20%' },
    ]);
    expect(CREDIT_PACKAGES.map((pkg) => pkg.id)).toEqual([...CREDIT_PACKAGE_IDS]);
  });

  it('are valid packages with exactly one marked popular', () => {
    for (const pkg of CREDIT_PACKAGES) expect(creditPackageSchema.parse(pkg)).toEqual(pkg);
    expect(CREDIT_PACKAGES.filter((pkg) => pkg.popular)).toHaveLength(1);
  });

  it('advertise savings that hold against the single-credit price', () => {
    const unitPrice = CREDIT_PACKAGES[0]?.price ?? Number.NaN;
    for (const pkg of CREDIT_PACKAGES.filter((candidate) => candidate.savings !== undefined)) {
      const percent = Math.round((1 - pkg.price / (pkg.credits * unitPrice)) * 100);
      expect(pkg.savings).toBe(`Save ${percent}%`);
    }
  });

  it('are found by id', () => {
    expect(getCreditPackage('credits_5')?.credits).toBe(5);
    expect(getCreditPackage('price_123')).toBeUndefined();
  });
});

describe('welcome credits (product 1, 3, 9)', () => {
  it('are 3, noted as the welcome bonus', () => {
    expect(WELCOME_CREDITS).toBe(3);
    expect(WELCOME_BONUS_NOTE).toBe('Welcome bonus');
  });

  it('detect the bonus by the note containing the marker', () => {
    expect(isWelcomeBonus({ note: 'Welcome bonus' })).toBe(true);
    expect(isWelcomeBonus({ note: 'Welcome bonus: 3 free credits' })).toBe(true);
    expect(isWelcomeBonus({ note: 'Purchase' })).toBe(false);
    expect(isWelcomeBonus({})).toBe(false);
  });
});
