import { MOCK_ERROR_RESULTS, MOCK_FRAUD_LOW_RISK_RESULT, MOCK_FRAUD_RESULT } from '@ledgerlight/mocks';
import { describe, expect, it } from 'vitest';
import { readFraudResult } from './fraudModel';

function ready(data: unknown) {
  const view = readFraudResult(data);
  if (view.status !== 'ready') throw new Error(`Expected a ready view, got ${view.status}`);
  return view.result;
}

describe('readFraudResult', () => {
  it('reads the full fixture: HIGH risk, alerts most severe first with their types in words', () => {
    const result = ready(MOCK_FRAUD_RESULT);
    expect(result.risk).toEqual({ score: 72, level: 'HIGH' });
    expect(result.totalAlertsFound).toBe(4);
    expect(result.monitoringPeriod).toEqual(MOCK_FRAUD_RESULT.monitoringPeriod);
    expect(result.alerts.map((alert) => alert.severity)).toEqual(['CRITICAL', 'HIGH', 'HIGH', 'MEDIUM']);
    expect(result.alerts.map((alert) => alert.type)).toEqual([
      'Unusual amount',
      'Card testing',
      'Location mismatch',
      'Duplicate charge',
    ]);
    expect(result.alerts[0]?.confidence).toBe(0.93);
    expect(result.recommendations).toEqual(MOCK_FRAUD_RESULT.recommendations);
  });

  it('reads the low-risk fixture as LOW', () => {
    expect(ready(MOCK_FRAUD_LOW_RISK_RESULT).risk).toEqual({ score: 18, level: 'LOW' });
  });

  it.each([
    [39, 'LOW'],
    [40, 'MEDIUM'],
    [59, 'MEDIUM'],
    [60, 'HIGH'],
    [79, 'HIGH'],
    [80, 'CRITICAL'],
  ])('gives a risk score of %s the level %s', (riskScore, level) => {
    expect(ready({ ...MOCK_FRAUD_RESULT, riskScore }).risk?.level).toBe(level);
  });

  it('reads the result wrapped once more under analysisResult or result', () => {
    expect(ready({ analysisResult: MOCK_FRAUD_RESULT }).risk?.level).toBe('HIGH');
    expect(ready({ result: MOCK_FRAUD_LOW_RISK_RESULT }).risk?.level).toBe('LOW');
  });

  it('reads a partial result: counts the alerts when totalAlertsFound is missing, keeps a string summary', () => {
    const result = ready({
      summary: 'One alert on the card.',
      alerts: MOCK_FRAUD_LOW_RISK_RESULT.alerts,
      error: null,
      metadata: { model: 'local' },
    });
    expect(result.totalAlertsFound).toBe(1);
    expect(result.risk).toBeUndefined();
    expect(result.summary).toBe('One alert on the card.');
    expect(result.recommendations).toEqual([]);
  });

  it('shows the error the result carries', () => {
    expect(readFraudResult(MOCK_ERROR_RESULTS.fraud_detection)).toEqual({
      status: 'analysisError',
      message: MOCK_ERROR_RESULTS.fraud_detection.error,
    });
  });

  it('has no results for an empty result', () => {
    expect(readFraudResult({})).toEqual({ status: 'noResults' });
    expect(readFraudResult(null)).toEqual({ status: 'noResults' });
  });

  it('cannot read a result the contract refuses, and says where', () => {
    const view = readFraudResult({ ...MOCK_FRAUD_RESULT, riskScore: 140 });
    expect(view).toMatchObject({ status: 'unreadable', detail: expect.stringContaining('riskScore') });
  });
});
