import { FRAUD_RISK_LEVELS } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_HEALTH_MEANINGS,
  IMPACT_MEANINGS,
  RISK_LEVEL_MEANINGS,
  SAVINGS_SCORE_MEANINGS,
  meaningTone,
  sentenceCase,
  taskStatusMeaning,
} from './meaning';

describe('one scale of meaning (ADR 0046)', () => {
  it('reads HIGH like a High impact: both ask for action, as CRITICAL does; MEDIUM only asks for a look', () => {
    expect(RISK_LEVEL_MEANINGS.HIGH).toBe(IMPACT_MEANINGS.High);
    expect(RISK_LEVEL_MEANINGS.HIGH).toBe('act');
    expect(RISK_LEVEL_MEANINGS.CRITICAL).toBe('act');
    expect(RISK_LEVEL_MEANINGS.MEDIUM).toBe('watch');
    expect(RISK_LEVEL_MEANINGS.MEDIUM).not.toBe(RISK_LEVEL_MEANINGS.HIGH);
  });

  it('never lowers the level as the risk rises', () => {
    const rank = { good: 0, watch: 1, act: 2 };
    const ranks = FRAUD_RISK_LEVELS.map((level) => rank[RISK_LEVEL_MEANINGS[level]]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("gives a Poor budget and a red savings score the same level, and a green score a good budget's", () => {
    expect(BUDGET_HEALTH_MEANINGS.Poor).toBe(SAVINGS_SCORE_MEANINGS.red);
    expect(BUDGET_HEALTH_MEANINGS.Good).toBe(SAVINGS_SCORE_MEANINGS.green);
  });

  it.each([
    ['COMPLETED', 'success'],
    ['processing', 'warning'],
    ['Pending', 'info'],
    ['FAILED', 'error'],
    ['CANCELLED', 'neutral'],
  ])('colours the task status %s %s (product 4)', (status, tone) => {
    expect(meaningTone[taskStatusMeaning(status)]).toBe(tone);
  });
});

describe('sentenceCase', () => {
  it.each([
    ['CRITICAL', 'Critical'],
    ['Too High', 'Too high'],
    ['completed', 'Completed'],
    ['', ''],
  ])('%j reads %j', (text, expected) => {
    expect(sentenceCase(text)).toBe(expected);
  });
});
