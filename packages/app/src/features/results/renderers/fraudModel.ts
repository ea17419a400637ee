import { fraudResultReadSchema } from '@ledgerlight/contract';
import type { FraudResultRead } from '@ledgerlight/contract';
import type { FraudResultViewModel, FraudResultViewProps } from '@ledgerlight/ui';
import { alertTypeLabel, readResult, riskBand, sortBySeverity, summaryText } from './resultRules';
import type { ResultReader } from './resultRules';

/** The fields of a fraud result (product 3). */
const FRAUD_KEYS = ['riskScore', 'totalAlertsFound', 'monitoringPeriod', 'alerts', 'recommendations'] as const;

/** The view model of a read fraud result: the risk level from the score, alerts most severe first. */
function toFraudViewModel(read: FraudResultRead): FraudResultViewModel {
  const alerts = sortBySeverity(read.alerts ?? []).map((alert) => ({ ...alert, type: alertTypeLabel(alert.type) }));
  return {
    summary: summaryText(read.summary),
    risk: read.riskScore === undefined ? undefined : riskBand(read.riskScore),
    totalAlertsFound: read.totalAlertsFound ?? alerts.length,
    monitoringPeriod: read.monitoringPeriod,
    alerts,
    recommendations: read.recommendations ?? [],
  };
}

const fraudReader: ResultReader<FraudResultRead, FraudResultViewModel> = {
  keys: FRAUD_KEYS,
  schema: fraudResultReadSchema,
  hasData: (read) => FRAUD_KEYS.some((key) => read[key] !== undefined),
  toModel: toFraudViewModel,
};

/** What the fraud renderer shows for a task's `analysisResult ?? result`. */
export function readFraudResult(data: unknown): FraudResultViewProps {
  return readResult(data, fraudReader);
}
