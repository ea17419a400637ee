import { AGENTS } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';

import { detectFraud } from './fraud';
import { prepareLedger } from './ledger';
import { fraudAccuracy, recurringAccuracy } from './metrics';
import { detectRecurringStreams } from './streams';
import { generateDataset } from './synthetic';

/**
 * Acceptance on generated data (accuracy, not timing): recurring precision and recall >= 0.95
 * and frequency accuracy >= 0.95; fraud recall >= 0.9 at precision >= 0.8; price-increase recall
 * >= 0.9. Three seeds, 20 personas each, so one lucky dataset cannot pass for all.
 */
const SEEDS = [11, 12, 13];
const datasets = SEEDS.map((seed) => generateDataset({ seed, accounts: 20, months: 24 }));

describe.each(SEEDS.map((seed, i) => [seed, datasets[i]] as const))('seed %i', (_seed, dataset) => {
  if (!dataset) throw new Error('missing dataset');

  it.each([
    ['the recurring agent window (6 months)', AGENTS.recurring_expenses.dataWindowMonths],
    ['the savings window (12 months)', AGENTS.savings_finder.dataWindowMonths],
    ['24 months (yearly streams included)', 24],
  ])('recurring streams over %s', (_label, months) => {
    const ledger = prepareLedger(dataset.transactions, dataset.now, months);
    const accuracy = recurringAccuracy(dataset, ledger, detectRecurringStreams(ledger));
    expect(accuracy.required).toBeGreaterThan(100);
    expect(accuracy.precision, `spurious: ${accuracy.spurious.join('; ')}`).toBeGreaterThanOrEqual(0.95);
    expect(accuracy.recall, `missed: ${accuracy.missed.join('; ')}`).toBeGreaterThanOrEqual(0.95);
    expect(accuracy.frequencyAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(accuracy.priceIncreases).toBeGreaterThan(10);
    expect(accuracy.priceIncreaseRecall).toBeGreaterThanOrEqual(0.9);
  });

  it('fraud alerts over the fraud window (6 months)', () => {
    const ledger = prepareLedger(dataset.transactions, dataset.now, AGENTS.fraud_detection.dataWindowMonths);
    const accuracy = fraudAccuracy(dataset, ledger, detectFraud(ledger));
    expect(accuracy.anomalies).toBeGreaterThan(30);
    expect(accuracy.recall, `missed: ${accuracy.missed.join('; ')}`).toBeGreaterThanOrEqual(0.9);
    expect(accuracy.precision, `false: ${accuracy.falseAlerts.join('; ')}`).toBeGreaterThanOrEqual(0.8);
  });
});

/**
 * ADR 0016: one merchant under several bank descriptors (abbreviations, '&' and AND, payment
 * suffixes, store numbers, processor prefixes; some styles the normaliser was not written against)
 * is one stream with the whole stream's cadence. Measured before the normaliser learnt them: recall
 * 0.865-0.924 and frequency accuracy 0.970-1.000 on seeds 11, 12, 13, 21, 22; after: recall
 * 0.986-1.000, frequency accuracy 1.000, precision 1.000 throughout.
 */
describe.each([11, 12, 13, 21, 22])('seed %i with descriptor variants', (seed) => {
  const dataset = generateDataset({ seed, accounts: 20, months: 24, descriptorVariants: true });
  it.each([AGENTS.recurring_expenses.dataWindowMonths, AGENTS.savings_finder.dataWindowMonths])(
    'finds each stream once, at its cadence, over %i months',
    (months) => {
      const ledger = prepareLedger(dataset.transactions, dataset.now, months);
      const accuracy = recurringAccuracy(dataset, ledger, detectRecurringStreams(ledger));
      expect(accuracy.required).toBeGreaterThan(100);
      expect(accuracy.precision, `spurious: ${accuracy.spurious.join('; ')}`).toBeGreaterThanOrEqual(0.97);
      expect(accuracy.recall, `missed: ${accuracy.missed.join('; ')}`).toBeGreaterThanOrEqual(0.97);
      expect(accuracy.frequencyAccuracy).toBeGreaterThanOrEqual(0.98);
    },
  );
});

describe('generateDataset', () => {
  it('is deterministic for a seed and different across seeds', () => {
    const a = generateDataset({ seed: 5, accounts: 2 });
    const b = generateDataset({ seed: 5, accounts: 2 });
    const c = generateDataset({ seed: 6, accounts: 2 });
    expect(a).toEqual(b);
    expect(c.transactions).not.toEqual(a.transactions);
  });
  it('produces about a thousand transactions per account-year, sorted, with truth for both detectors', () => {
    const d = generateDataset({ seed: 1, accounts: 5 });
    expect(d.transactions.length).toBeGreaterThan(3500);
    expect(d.transactions.length).toBeLessThan(6500);
    expect([...d.transactions].sort((x, y) => x.date.localeCompare(y.date))).toEqual(d.transactions);
    expect(d.truth.recurring.some((t) => t.priceIncrease)).toBe(true);
    expect(new Set(d.truth.anomalies.map((a) => a.type)).size).toBeGreaterThanOrEqual(3);
  });
  it('bills some streams under several descriptors when asked', () => {
    const plain = new Set(generateDataset({ seed: 3, accounts: 5 }).transactions.map((t) => t.name));
    const varied = new Set(
      generateDataset({ seed: 3, accounts: 5, descriptorVariants: true }).transactions.map((t) => t.name),
    );
    expect([...varied].filter((name) => !plain.has(name)).length).toBeGreaterThan(3);
  });
});
