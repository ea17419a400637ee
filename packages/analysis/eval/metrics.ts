import type { RecurringFrequency } from '@ledgerlight/contract';

import type { FraudKind, TruthFraud, TruthStream } from './corpus/types';
import { FRAUD_KINDS } from './corpus/types';
import type { DetectedFraud, DetectedStream } from './engine';

/**
 * Accuracy metrics of the evaluation (ADR 0020): pure functions of the ground truth and of
 * what the engine adapter reports. Detections are matched to truth by transaction ids, never by name.
 */

/** Fewest charges inside the window for a truth stream to be required of a detector. */
const REQUIRED_CHARGES: Readonly<Record<RecurringFrequency, number>> = {
  daily: 8,
  weekly: 4,
  monthly: 3,
  quarterly: 2,
  yearly: 2,
};

export function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 1 : numerator / denominator;
}

export interface RecurringScore {
  readonly required: number;
  readonly truePositives: number;
  /** Detections matching no truth stream by majority of their charges. */
  readonly spurious: number;
  readonly frequencyRight: number;
  readonly cancelled: number;
  readonly cancelledReported: number;
  readonly priceRises: number;
  readonly priceRisesFound: number;
  readonly missed: readonly string[];
}

export const recurringPrecision = (s: RecurringScore) => ratio(s.truePositives, s.truePositives + s.spurious);
export const recurringRecall = (s: RecurringScore) => ratio(s.truePositives, s.required);
export const frequencyAccuracy = (s: RecurringScore) => ratio(s.frequencyRight, s.truePositives);

/**
 * Scores detected streams against the truth streams required in the window. A detection matches the
 * truth stream owning the majority (at least half) of its charges; the first such detection wins, a
 * second one of the same stream (a split) is neither rewarded nor punished, nor is a detection of a
 * stream too short to be required.
 */
export function scoreRecurring(
  truth: readonly TruthStream[],
  detected: readonly DetectedStream[],
  inWindow: ReadonlySet<string>,
): RecurringScore {
  const owner = new Map<string, TruthStream>();
  for (const stream of truth) for (const id of stream.transactionIds) owner.set(id, stream);
  const required = truth.filter(
    (s) => s.transactionIds.filter((id) => inWindow.has(id)).length >= REQUIRED_CHARGES[s.frequency],
  );
  const matched = new Map<TruthStream, DetectedStream>();
  let spurious = 0;
  for (const stream of detected) {
    const votes = new Map<TruthStream, number>();
    for (const id of stream.transactionIds) {
      const truthStream = owner.get(id);
      if (truthStream) votes.set(truthStream, (votes.get(truthStream) ?? 0) + 1);
    }
    const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
    if (!best || best[1] * 2 < stream.transactionIds.length) spurious += 1;
    else if (!matched.has(best[0])) matched.set(best[0], stream);
  }
  const found = required.filter((s) => matched.has(s));
  const cancelled = required.filter((s) => s.status === 'cancelled');
  const rises = required.filter((s) => s.priceRise && inWindow.has(s.priceRise.transactionId));
  return {
    required: required.length,
    truePositives: found.length,
    spurious,
    frequencyRight: found.filter((s) => matched.get(s)?.frequency === s.frequency).length,
    cancelled: cancelled.length,
    cancelledReported: cancelled.filter((s) => matched.get(s)?.status === 'cancelled').length,
    priceRises: rises.length,
    priceRisesFound: rises.filter((s) => {
      const change = matched.get(s)?.priceChange;
      return change !== undefined && Math.abs(change.to - (s.priceRise?.to ?? Number.NaN)) < 0.01;
    }).length,
    missed: required.filter((s) => !matched.has(s)).map((s) => `${s.label} (${s.frequency})`),
  };
}

/** Adds scores of several households (micro-averaging). */
export function sumRecurring(scores: readonly RecurringScore[]): RecurringScore {
  const sum = (key: Exclude<keyof RecurringScore, 'missed'>) => scores.reduce((a, s) => a + s[key], 0);
  return {
    required: sum('required'),
    truePositives: sum('truePositives'),
    spurious: sum('spurious'),
    frequencyRight: sum('frequencyRight'),
    cancelled: sum('cancelled'),
    cancelledReported: sum('cancelledReported'),
    priceRises: sum('priceRises'),
    priceRisesFound: sum('priceRisesFound'),
    missed: scores.flatMap((s) => s.missed),
  };
}

export interface FraudScore {
  readonly planted: Readonly<Record<FraudKind, number>>;
  readonly found: Readonly<Record<FraudKind, number>>;
  readonly alerts: number;
  /** Alerts whose transactions belong to no planted fraud. */
  readonly falseAlerts: number;
}

const zeroKinds = (): Record<FraudKind, number> =>
  Object.fromEntries(FRAUD_KINDS.map((k) => [k, 0])) as Record<FraudKind, number>;

/** Scores alerts against the planted fraud inside the window; an alert finds a fraud if it names one of its transactions. */
export function scoreFraud(
  truth: readonly TruthFraud[],
  detected: readonly DetectedFraud[],
  inWindow: ReadonlySet<string>,
): FraudScore {
  const planted = truth.filter((f) => f.transactionIds.some((id) => inWindow.has(id)));
  const ownerOf = new Map<string, number>();
  planted.forEach((f, i) => f.transactionIds.forEach((id) => ownerOf.set(id, i)));
  const caught = new Set<number>();
  let falseAlerts = 0;
  for (const alert of detected) {
    const hits = alert.transactionIds.map((id) => ownerOf.get(id)).filter((i): i is number => i !== undefined);
    if (hits.length === 0) falseAlerts += 1;
    for (const hit of hits) caught.add(hit);
  }
  const plantedByKind = zeroKinds();
  const foundByKind = zeroKinds();
  planted.forEach((f, i) => {
    plantedByKind[f.kind] += 1;
    if (caught.has(i)) foundByKind[f.kind] += 1;
  });
  return { planted: plantedByKind, found: foundByKind, alerts: detected.length, falseAlerts };
}

export function sumFraud(scores: readonly FraudScore[]): FraudScore {
  const planted = zeroKinds();
  const found = zeroKinds();
  for (const s of scores)
    for (const kind of FRAUD_KINDS) {
      planted[kind] += s.planted[kind];
      found[kind] += s.found[kind];
    }
  return {
    planted,
    found,
    alerts: scores.reduce((a, s) => a + s.alerts, 0),
    falseAlerts: scores.reduce((a, s) => a + s.falseAlerts, 0),
  };
}

const total = (counts: Readonly<Record<FraudKind, number>>) => FRAUD_KINDS.reduce((a, k) => a + counts[k], 0);
export const fraudRecall = (s: FraudScore) => ratio(total(s.found), total(s.planted));
export const fraudPrecision = (s: FraudScore) => ratio(s.alerts - s.falseAlerts, s.alerts);
export const fraudKindRecall = (s: FraudScore, kind: FraudKind) => ratio(s.found[kind], s.planted[kind]);

export interface PairCounts {
  /** Pairs in one truth entity and one predicted key. */
  readonly together: number;
  /** Pairs sharing a predicted key. */
  readonly predicted: number;
  /** Pairs sharing a truth entity. */
  readonly actual: number;
}

const pairs = (n: number) => (n * (n - 1)) / 2;

/**
 * Pairwise entity-resolution counts over the items of `truth` (id -> entity): a pair of items is
 * predicted together when the resolver gives them the same key. An item the resolver omits is a
 * cluster of its own. Linear in the number of items.
 */
export function pairCounts(truth: ReadonlyMap<string, string>, predicted: ReadonlyMap<string, string>): PairCounts {
  const byTruth = new Map<string, number>();
  const byPredicted = new Map<string, number>();
  const byBoth = new Map<string, number>();
  for (const [id, entity] of truth) {
    const key = predicted.get(id) ?? `\u0000unresolved:${id}`;
    byTruth.set(entity, (byTruth.get(entity) ?? 0) + 1);
    byPredicted.set(key, (byPredicted.get(key) ?? 0) + 1);
    const both = `${entity}\u0000${key}`;
    byBoth.set(both, (byBoth.get(both) ?? 0) + 1);
  }
  const sumPairs = (m: Map<string, number>) => [...m.values()].reduce((a, n) => a + pairs(n), 0);
  return { together: sumPairs(byBoth), predicted: sumPairs(byPredicted), actual: sumPairs(byTruth) };
}

export function sumPairs(counts: readonly PairCounts[]): PairCounts {
  return {
    together: counts.reduce((a, c) => a + c.together, 0),
    predicted: counts.reduce((a, c) => a + c.predicted, 0),
    actual: counts.reduce((a, c) => a + c.actual, 0),
  };
}

export function pairwise(counts: PairCounts): { precision: number; recall: number; f1: number } {
  const precision = ratio(counts.together, counts.predicted);
  const recall = ratio(counts.together, counts.actual);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Signed relative error in percent; 0 when both are 0. */
export function percentError(measured: number, truth: number): number {
  if (truth === 0) return measured === 0 ? 0 : 100;
  return ((measured - truth) / truth) * 100;
}
