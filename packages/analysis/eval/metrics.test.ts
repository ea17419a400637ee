import { describe, expect, it } from 'vitest';

import type { TruthFraud, TruthStream } from './corpus/types';
import type { DetectedStream } from './engine';
import {
  fraudKindRecall,
  fraudPrecision,
  fraudRecall,
  frequencyAccuracy,
  pairCounts,
  pairwise,
  percentError,
  recurringPrecision,
  recurringRecall,
  scoreFraud,
  scoreRecurring,
} from './metrics';

const stream = (id: string, ids: string[], extra: Partial<TruthStream> = {}): TruthStream => ({
  id,
  entityId: id,
  label: id,
  accountId: 'chk',
  frequency: 'monthly',
  kind: 'subscription',
  status: 'active',
  latestAmount: 10,
  monthlyAmount: 10,
  variableAmount: false,
  transactionIds: ids,
  ...extra,
});
const detected = (ids: string[], extra: Partial<DetectedStream> = {}): DetectedStream => ({
  transactionIds: ids,
  frequency: 'monthly',
  status: 'active',
  monthlyAmount: 10,
  ...extra,
});

const netflix = stream('netflix', ['n1', 'n2', 'n3', 'n4'], {
  priceRise: { from: 15.49, to: 17.99, transactionId: 'n3' },
});
const gym = stream('gym', ['g1', 'g2', 'g3'], { status: 'cancelled' });
const window = new Set(['n1', 'n2', 'n3', 'n4', 'g1', 'g2', 'g3', 'x1', 'x2', 'x3', 's1', 's2']);

describe('scoreRecurring', () => {
  it('gives 1.0 everywhere for a perfect detection', () => {
    const score = scoreRecurring(
      [netflix, gym],
      [
        detected(['n1', 'n2', 'n3', 'n4'], { priceChange: { from: 15.49, to: 17.99 } }),
        detected(['g1', 'g2', 'g3'], { status: 'cancelled' }),
      ],
      window,
    );
    expect([recurringPrecision(score), recurringRecall(score), frequencyAccuracy(score)]).toEqual([1, 1, 1]);
    expect(score).toMatchObject({ cancelled: 1, cancelledReported: 1, priceRises: 1, priceRisesFound: 1 });
  });

  it('lowers recall for a missed stream and names it', () => {
    const score = scoreRecurring([netflix, gym], [detected(['n1', 'n2', 'n3', 'n4'])], window);
    expect(recurringRecall(score)).toBe(0.5);
    expect(recurringPrecision(score)).toBe(1);
    expect(score.missed).toEqual(['gym (monthly)']);
    expect(score.cancelledReported).toBe(0);
  });

  it('lowers precision for a stream of charges that recur in no truth, and frequency accuracy for a wrong frequency', () => {
    const score = scoreRecurring(
      [netflix, gym],
      [
        detected(['n1', 'n2', 'n3', 'n4'], { frequency: 'weekly' }),
        detected(['g1', 'g2', 'g3']),
        detected(['x1', 'x2', 'x3']),
      ],
      window,
    );
    expect(recurringPrecision(score)).toBeCloseTo(2 / 3);
    expect(frequencyAccuracy(score)).toBe(0.5);
  });

  it('matches by majority of charges, and finds a price rise only at the new price', () => {
    const score = scoreRecurring(
      [netflix],
      [detected(['n1', 'n2', 'n3', 'x1'], { priceChange: { from: 15.49, to: 16.99 } })],
      window,
    );
    expect(recurringRecall(score)).toBe(1);
    expect(score.priceRisesFound).toBe(0);
    const minority = scoreRecurring([netflix], [detected(['n1', 'x1', 'x2', 'x3'])], window);
    expect(recurringRecall(minority)).toBe(0);
    expect(minority.spurious).toBe(1);
  });

  it('requires only streams with enough charges inside the window', () => {
    const short = stream('short', ['s1', 's2']);
    const outside = stream('outside', ['o1', 'o2', 'o3', 'o4']);
    const score = scoreRecurring([short, outside, netflix], [detected(['n1', 'n2', 'n3', 'n4'])], window);
    expect(score.required).toBe(1);
    expect(recurringRecall(score)).toBe(1);
  });
});

describe('scoreFraud', () => {
  const truth: TruthFraud[] = [
    { kind: 'card_testing', label: 'tests', transactionIds: ['t1', 't2', 't3'] },
    { kind: 'duplicate_charge', label: 'dup', transactionIds: ['d0', 'd1'] },
    { kind: 'foreign_purchase', label: 'abroad', transactionIds: ['f1'] },
  ];
  const inWindow = new Set(['t1', 't2', 't3', 'd0', 'd1', 'f1', 'ok']);

  it('finds a fraud through any of its transactions, per kind', () => {
    const score = scoreFraud(
      truth,
      [{ transactionIds: ['t2'] }, { transactionIds: ['d1'] }, { transactionIds: ['f1'] }],
      inWindow,
    );
    expect([fraudRecall(score), fraudPrecision(score)]).toEqual([1, 1]);
    expect(fraudKindRecall(score, 'card_testing')).toBe(1);
  });

  it('lowers recall for a missed kind and precision for a false alert', () => {
    const score = scoreFraud(truth, [{ transactionIds: ['t1'] }, { transactionIds: ['ok'] }], inWindow);
    expect(fraudRecall(score)).toBeCloseTo(1 / 3);
    expect(fraudPrecision(score)).toBe(0.5);
    expect(fraudKindRecall(score, 'foreign_purchase')).toBe(0);
  });

  it('ignores planted fraud outside the window', () => {
    const score = scoreFraud(truth, [{ transactionIds: ['t1'] }], new Set(['t1', 't2', 't3']));
    expect(fraudRecall(score)).toBe(1);
  });
});

describe('pairwise entity resolution', () => {
  const truth = new Map([
    ['a1', 'pge'],
    ['a2', 'pge'],
    ['a3', 'pge'],
    ['b1', 'netflix'],
    ['b2', 'netflix'],
  ]);

  it('is 1.0 for a perfect resolution, whatever the keys are called', () => {
    const predicted = new Map([
      ['a1', 'K1'],
      ['a2', 'K1'],
      ['a3', 'K1'],
      ['b1', 'K2'],
      ['b2', 'K2'],
    ]);
    expect(pairwise(pairCounts(truth, predicted))).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it('loses recall when one biller is split, precision when two are merged', () => {
    const split = new Map([
      ['a1', 'PGE'],
      ['a2', 'PGANDE'],
      ['a3', 'PGE'],
      ['b1', 'N'],
      ['b2', 'N'],
    ]);
    const s = pairwise(pairCounts(truth, split));
    expect(s.precision).toBe(1);
    expect(s.recall).toBe(0.5);
    const merged = new Map([...truth.keys()].map((id) => [id, 'ONE']));
    const m = pairwise(pairCounts(truth, merged));
    expect(m.recall).toBe(1);
    expect(m.precision).toBe(0.4);
  });

  it('treats an unresolved item as a cluster of its own', () => {
    const partial = new Map([
      ['a1', 'K'],
      ['a2', 'K'],
      ['b1', 'N'],
      ['b2', 'N'],
    ]);
    expect(pairCounts(truth, partial)).toEqual({ together: 2, predicted: 2, actual: 4 });
  });
});

describe('percentError', () => {
  it('is signed and relative to the truth', () => {
    expect(percentError(1995, 5432)).toBeCloseTo(-63.27, 2);
    expect(percentError(110, 100)).toBeCloseTo(10);
    expect(percentError(0, 0)).toBe(0);
  });
});
