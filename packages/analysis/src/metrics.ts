import type { RecurringFrequency } from '@ledgerlight/contract';

import type { FraudFinding } from './fraud';
import type { Ledger } from './ledger';
import { toCents } from './money';
import type { RecurringStream } from './streams';
import type { SyntheticDataset, TruthStream } from './synthetic';

/**
 * Accuracy of the detectors against the synthetic ground truth (Acceptance: recurring
 * precision, recall and frequency accuracy; fraud precision and recall; price-increase recall).
 * Matching is by transaction id, never by name, so the metrics do not depend on normalisation.
 */

/** Fewest charges inside the window for a truth stream to be required (as streams.ts needs them). */
const REQUIRED_CHARGES: Readonly<Record<RecurringFrequency, number>> = {
  daily: 8,
  weekly: 4,
  monthly: 3,
  quarterly: 2,
  yearly: 2,
};

export interface RecurringAccuracy {
  readonly required: number;
  readonly detected: number;
  readonly truePositives: number;
  readonly precision: number;
  readonly recall: number;
  /** Among matched streams, the share whose frequency is right. */
  readonly frequencyAccuracy: number;
  readonly priceIncreases: number;
  readonly priceIncreasesFound: number;
  readonly priceIncreaseRecall: number;
  /** Labels of required streams that were missed, and of detections matching no stream. */
  readonly missed: readonly string[];
  readonly spurious: readonly string[];
}

export interface FraudAccuracy {
  readonly anomalies: number;
  readonly alerts: number;
  readonly found: number;
  readonly precision: number;
  readonly recall: number;
  readonly missed: readonly string[];
  readonly falseAlerts: readonly string[];
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 1 : numerator / denominator;
}

/** Scores detected streams against the truth, restricted to the ledger's window. */
export function recurringAccuracy(
  dataset: SyntheticDataset,
  ledger: Ledger,
  streams: readonly RecurringStream[],
): RecurringAccuracy {
  const inWindow = new Set(ledger.transactions.map((t) => t.id));
  const owner = new Map<string, TruthStream>();
  for (const truth of dataset.truth.recurring) for (const id of truth.transactionIds) owner.set(id, truth);
  const requiredOf = (truth: TruthStream) =>
    truth.transactionIds.filter((id) => inWindow.has(id)).length >= REQUIRED_CHARGES[truth.frequency];
  const required = dataset.truth.recurring.filter(requiredOf);

  const matched = new Map<TruthStream, RecurringStream>();
  const spurious: string[] = [];
  for (const stream of streams) {
    const votes = new Map<TruthStream, number>();
    for (const charge of stream.charges) {
      const truth = owner.get(charge.id);
      if (truth) votes.set(truth, (votes.get(truth) ?? 0) + 1);
    }
    const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best && best[1] * 2 >= stream.charges.length && !matched.has(best[0])) matched.set(best[0], stream);
    else if (!best || best[1] * 2 < stream.charges.length)
      spurious.push(`${stream.merchant} (${stream.frequency}, ${stream.accountId})`);
  }
  const truePositives = required.filter((t) => matched.has(t)).length;
  // Detections of streams too short to be required are neither rewarded nor punished.
  const detectedCounted = truePositives + spurious.length;
  const frequencyRight = required.filter((t) => matched.get(t)?.frequency === t.frequency).length;

  const rises = required.filter((t) => t.priceIncrease && inWindow.has(t.priceIncrease.transactionId));
  const risesFound = rises.filter((t) => {
    const change = matched.get(t)?.priceChange;
    return change !== null && change !== undefined && change.afterCents === toCents(t.priceIncrease?.to ?? 0);
  }).length;
  return {
    required: required.length,
    detected: streams.length,
    truePositives,
    precision: ratio(truePositives, detectedCounted),
    recall: ratio(truePositives, required.length),
    frequencyAccuracy: ratio(frequencyRight, truePositives),
    priceIncreases: rises.length,
    priceIncreasesFound: risesFound,
    priceIncreaseRecall: ratio(risesFound, rises.length),
    missed: required.filter((t) => !matched.has(t)).map((t) => `${t.label} (${t.frequency}, ${t.accountId})`),
    spurious,
  };
}

/** Scores fraud findings against the planted anomalies inside the ledger's window. */
export function fraudAccuracy(
  dataset: SyntheticDataset,
  ledger: Ledger,
  findings: readonly FraudFinding[],
): FraudAccuracy {
  const inWindow = new Set(ledger.transactions.map((t) => t.id));
  const anomalies = dataset.truth.anomalies.filter((a) => a.transactionIds.some((id) => inWindow.has(id)));
  const anomalyOf = new Map<string, number>();
  anomalies.forEach((a, i) => a.transactionIds.forEach((id) => anomalyOf.set(id, i)));
  const caught = new Set<number>();
  const falseAlerts: string[] = [];
  for (const finding of findings) {
    const hit = finding.transactionIds.map((id) => anomalyOf.get(id)).find((i) => i !== undefined);
    if (hit === undefined)
      falseAlerts.push(`${finding.alert.type} ${finding.alert.merchant} ${finding.alert.amount} ${finding.alert.date}`);
    else caught.add(hit);
  }
  return {
    anomalies: anomalies.length,
    alerts: findings.length,
    found: caught.size,
    precision: ratio(findings.length - falseAlerts.length, findings.length),
    recall: ratio(caught.size, anomalies.length),
    missed: anomalies.filter((_, i) => !caught.has(i)).map((a) => `${a.type} ${a.transactionIds.join(',')}`),
    falseAlerts,
  };
}
