import { fraudResultReadSchema } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import {
  alertTypeLabel,
  flexibilityBand,
  limitExamples,
  readResult,
  riskBand,
  sortBySeverity,
  summaryText,
  unwrapResult,
} from './resultRules';

describe('riskBand (product 4: 80 CRITICAL, 60 HIGH, 40 MEDIUM, else LOW)', () => {
  it.each([
    [0, 'LOW'],
    [39, 'LOW'],
    [39.9, 'LOW'],
    [40, 'MEDIUM'],
    [59, 'MEDIUM'],
    [59.9, 'MEDIUM'],
    [60, 'HIGH'],
    [79, 'HIGH'],
    [79.9, 'HIGH'],
    [80, 'CRITICAL'],
    [100, 'CRITICAL'],
  ])('a risk score of %s is %s', (score, level) => {
    expect(riskBand(score)).toEqual({ score, level });
  });
});

describe('flexibilityBand (product 9: 70 High, 40 Moderate, else Limited)', () => {
  it.each([
    [0, 'Limited'],
    [39, 'Limited'],
    [39.5, 'Limited'],
    [40, 'Moderate'],
    [69, 'Moderate'],
    [69.5, 'Moderate'],
    [70, 'High'],
    [100, 'High'],
  ])('a flexibility score of %s is %s', (score, label) => {
    expect(flexibilityBand(score)).toEqual({ score, label });
  });
});

describe('limitExamples (product 9: at most 3)', () => {
  it.each([
    [0, 0, 0],
    [2, 2, 0],
    [3, 3, 0],
    [4, 3, 1],
    [7, 3, 4],
  ])('of %s examples shows %s and counts %s more', (count, shown, more) => {
    const examples = Array.from({ length: count }, (_, index) => `Example ${index + 1}`);
    const limited = limitExamples(examples);
    expect(limited.examples).toEqual(examples.slice(0, shown));
    expect(limited.moreExamples).toBe(more);
  });
});

describe('alertTypeLabel', () => {
  it.each([
    ['unusual_amount', 'Unusual amount'],
    ['card_testing', 'Card testing'],
    ['location-mismatch', 'Location mismatch'],
    ['duplicateCharge', 'Duplicate charge'],
    ['VELOCITY', 'Velocity'],
    ['', 'Alert'],
  ])('%j reads %j', (type, label) => {
    expect(alertTypeLabel(type)).toBe(label);
  });
});

describe('sortBySeverity', () => {
  it('puts CRITICAL first and LOW last, keeping the order within a severity', () => {
    const alerts = [
      { id: 'a', severity: 'LOW' },
      { id: 'b', severity: 'HIGH' },
      { id: 'c', severity: 'CRITICAL' },
      { id: 'd', severity: 'MEDIUM' },
      { id: 'e', severity: 'HIGH' },
    ] as const;
    expect(sortBySeverity(alerts).map((alert) => alert.id)).toEqual(['c', 'b', 'e', 'd', 'a']);
  });
});

describe('summaryText', () => {
  it('keeps a non-blank string summary, trimmed, and drops anything else', () => {
    expect(summaryText('  Two alerts.  ')).toBe('Two alerts.');
    expect(summaryText('   ')).toBeUndefined();
    expect(summaryText({ total_recurring_monthly: 12 })).toBeUndefined();
    expect(summaryText(undefined)).toBeUndefined();
  });
});

describe('unwrapResult', () => {
  const keys = ['riskScore', 'alerts'];

  it('uses an object that holds the agent fields as it is', () => {
    const data = { riskScore: 12, result: { riskScore: 99 } };
    expect(unwrapResult(data, keys)).toBe(data);
  });

  it('opens analysisResult and result wrappers, up to 3 levels', () => {
    const inner = { riskScore: 12 };
    expect(unwrapResult({ analysisResult: inner }, keys)).toBe(inner);
    expect(unwrapResult({ result: inner }, keys)).toBe(inner);
    expect(unwrapResult({ result: { analysisResult: { result: inner } } }, keys)).toBe(inner);
  });

  it('parses a JSON string', () => {
    expect(unwrapResult('{"riskScore": 5}', keys)).toEqual({ riskScore: 5 });
    expect(unwrapResult('{"riskScore": 5', keys)).toBe('{"riskScore": 5');
  });

  it('returns anything else as it is', () => {
    expect(unwrapResult(null, keys)).toBeNull();
    expect(unwrapResult([1, 2], keys)).toEqual([1, 2]);
    expect(unwrapResult({ summary: 'Nothing' }, keys)).toEqual({ summary: 'Nothing' });
  });
});

describe('readResult', () => {
  const reader = {
    keys: ['riskScore'],
    schema: fraudResultReadSchema,
    hasData: (read: { riskScore?: number }) => read.riskScore !== undefined,
    toModel: (read: { riskScore?: number }) => ({ score: read.riskScore }),
  };

  it('reports the error a result carries, at the top or inside a wrapper', () => {
    expect(readResult({ error: 'Bank asked to sign in again.' }, reader)).toEqual({
      status: 'analysisError',
      message: 'Bank asked to sign in again.',
    });
    expect(readResult({ analysisResult: { error: { message: 'Timed out.' } } }, reader)).toEqual({
      status: 'analysisError',
      message: 'Timed out.',
    });
  });

  it('has no results for nothing, an empty string, or a result without its fields', () => {
    expect(readResult(undefined, reader)).toEqual({ status: 'noResults' });
    expect(readResult(null, reader)).toEqual({ status: 'noResults' });
    expect(readResult('  ', reader)).toEqual({ status: 'noResults' });
    expect(readResult({ summary: 'Done.' }, reader)).toEqual({ status: 'noResults' });
  });

  it('cannot read a value that is not an object, or fields of the wrong type', () => {
    expect(readResult(42, reader)).toEqual({
      status: 'unreadable',
      detail: 'Expected the result to be an object, received a number.',
    });
    expect(readResult('Analysis complete', reader)).toMatchObject({ status: 'unreadable' });
    const wrongType = readResult({ riskScore: 'high' }, reader);
    expect(wrongType.status).toBe('unreadable');
    expect(wrongType).toMatchObject({ detail: expect.stringContaining('riskScore') });
  });

  it('reads a usable result into its model', () => {
    expect(readResult({ riskScore: 61 }, reader)).toEqual({ status: 'ready', result: { score: 61 } });
  });

  it('turns a failure while building the model into an unreadable state instead of throwing', () => {
    const throwing = {
      ...reader,
      toModel: () => {
        throw new Error('boom');
      },
    };
    expect(readResult({ riskScore: 61 }, throwing)).toEqual({ status: 'unreadable', detail: 'boom' });
  });
});
