import { describe, expect, it } from 'vitest';

import {
  CORRECTION_KINDS,
  amountBandOf,
  correctionIdentity,
  correctionRuleSchema,
  describeCorrection,
  inAmountBand,
} from './corrections';
import type { CorrectionRule } from './corrections';

const briarwood = { key: 'BRIARWOODRESIDENCES', name: 'Briarwood Residences' };
const netflix = { key: 'svc:netflix', name: 'Netflix' };
const verizon = { key: 'bill:verizon', name: 'Verizon Wireless' };
const vzw = { key: 'VZW', name: 'VZW' };

/** One rule of each kind, with its wording. */
const EXAMPLES: readonly (readonly [CorrectionRule, string])[] = [
  [{ kind: 'not_recurring', merchant: netflix }, 'Netflix is not a recurring charge'],
  [{ kind: 'merge_streams', merchant: vzw, into: verizon }, 'Treat Verizon Wireless and VZW as one'],
  [{ kind: 'split_by_amount', merchant: netflix }, 'Charges from Netflix at different amounts are separate plans'],
  [{ kind: 'rename', merchant: netflix, name: 'Family movies' }, 'Show Netflix as “Family movies”'],
  [{ kind: 'mark_cancelled', merchant: netflix }, 'Netflix is cancelled'],
  [
    { kind: 'this_was_me', merchant: netflix, band: { minAmount: 40, maxAmount: 60 } },
    'Charges of $40.00 to $60.00 at Netflix were yours',
  ],
  [{ kind: 'set_category', merchant: briarwood, category: 'Housing' }, 'Charges from Briarwood Residences are Housing'],
  [{ kind: 'set_essential', merchant: briarwood, essential: true }, 'Charges from Briarwood Residences are essential'],
  [
    { kind: 'treat_as_transfer', merchant: briarwood },
    'Money to and from Briarwood Residences is a transfer between your accounts',
  ],
];

describe('correction rules', () => {
  it('covers every kind, each worded by describeCorrection', () => {
    expect(EXAMPLES.map(([rule]) => rule.kind)).toEqual([...CORRECTION_KINDS]);
    for (const [rule, words] of EXAMPLES) {
      expect(correctionRuleSchema.parse(rule)).toEqual(rule);
      expect(describeCorrection(rule)).toBe(words);
    }
  });

  it('refuses unknown kinds, extra fields, long or blank names and raw merchants', () => {
    const refused = [
      { kind: 'ignore', merchant: netflix },
      { kind: 'not_recurring', merchant: netflix, userId: 'someone-else' },
      { kind: 'not_recurring', merchant: { ...netflix, descriptor: 'NETFLIX.COM 866-579' } },
      { kind: 'not_recurring', merchant: 'NETFLIX.COM' },
      { kind: 'rename', merchant: netflix, name: 'x'.repeat(61) },
      { kind: 'rename', merchant: netflix, name: '   ' },
      { kind: 'merge_streams', merchant: netflix, into: netflix },
      { kind: 'set_category', merchant: netflix, category: 'Streaming' },
      { kind: 'set_essential', merchant: netflix, essential: 'yes' },
      { kind: 'this_was_me', merchant: netflix, band: { minAmount: 60, maxAmount: 40 } },
      { kind: 'this_was_me', merchant: netflix, band: { minAmount: 40.001, maxAmount: 60 } },
      { kind: 'this_was_me', merchant: netflix },
    ];
    for (const body of refused) expect([body, correctionRuleSchema.safeParse(body).success]).toEqual([body, false]);
  });

  it('trims a new name to 1-60 characters', () => {
    const parsed = correctionRuleSchema.parse({ kind: 'rename', merchant: netflix, name: `  ${'x'.repeat(60)}  ` });
    expect(parsed).toMatchObject({ name: 'x'.repeat(60) });
  });

  it("bands an alert's amount 20 % either side, in whole cents, the way both sides read it", () => {
    expect(amountBandOf(50)).toEqual({ minAmount: 40, maxAmount: 60 });
    expect(amountBandOf(-486.2)).toEqual({ minAmount: 388.96, maxAmount: 583.44 });
    expect(amountBandOf(0.99)).toEqual({ minAmount: 0.79, maxAmount: 1.19 });
    const band = amountBandOf(17.99);
    expect(correctionRuleSchema.safeParse({ kind: 'this_was_me', merchant: netflix, band }).success).toBe(true);
    expect([inAmountBand(17.99, band), inAmountBand(-17.99, band), inAmountBand(band.maxAmount, band)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([inAmountBand(band.minAmount - 0.01, band), inAmountBand(band.maxAmount + 0.01, band)]).toEqual([
      false,
      false,
    ]);
  });

  it('gives two rules one identity when a new one should replace the old', () => {
    const identity = (rule: CorrectionRule) => correctionIdentity(rule);
    expect(identity({ kind: 'set_category', merchant: briarwood, category: 'Housing' })).toBe(
      identity({ kind: 'set_category', merchant: { ...briarwood, name: 'Briarwood' }, category: 'Utilities' }),
    );
    expect(identity({ kind: 'set_category', merchant: briarwood, category: 'Housing' })).not.toBe(
      identity({ kind: 'set_essential', merchant: briarwood, essential: true }),
    );
    expect(identity({ kind: 'merge_streams', merchant: vzw, into: verizon })).not.toBe(
      identity({ kind: 'merge_streams', merchant: vzw, into: netflix }),
    );
    expect(identity({ kind: 'this_was_me', merchant: netflix, band: amountBandOf(50) })).not.toBe(
      identity({ kind: 'this_was_me', merchant: netflix, band: amountBandOf(500) }),
    );
    expect(identity({ kind: 'not_recurring', merchant: netflix })).not.toContain('\u0000');
  });
});
