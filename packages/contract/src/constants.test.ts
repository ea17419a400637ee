import { describe, expect, it } from 'vitest';

import {
  CACHE_KEYS,
  CACHE_TTL_MS,
  FREQUENCY_TO_MONTHLY,
  flexibilityLabel,
  fraudRiskLevel,
  creditsPhrase,
  insufficientCreditsAlert,
  insufficientCreditsMessage,
  pluralNoun,
  PROCESSING_REDIRECT_MS,
  REQUEST_TIMEOUT_MS,
  requestTimeoutMs,
  savingsScoreColour,
  STATUS_SORT_ORDER,
} from './constants';
import { TASK_STATUSES } from './entities';

describe('timing constants (product 9)', () => {
  it('pick the request timeout by device and connection', () => {
    expect(REQUEST_TIMEOUT_MS).toEqual({ desktop: 30000, slow: 45000, mobileSlow: 60000 });
    expect(requestTimeoutMs({ mobile: false, slowConnection: false })).toBe(30000);
    expect(requestTimeoutMs({ mobile: false, slowConnection: true })).toBe(45000);
    expect(requestTimeoutMs({ mobile: true, slowConnection: false })).toBe(45000);
    expect(requestTimeoutMs({ mobile: true, slowConnection: true })).toBe(60000);
  });

  it('key the cache lifetimes by the cache keys', () => {
    expect(CACHE_KEYS).toEqual({ creditBalance: 'credit_balance', plaidAccounts: 'plaid_accounts' });
    expect(CACHE_TTL_MS).toEqual({ plaid_accounts: 600000, credit_balance: 300000 });
    expect(PROCESSING_REDIRECT_MS).toEqual({ COMPLETED: 1500, FAILED: 1000 });
  });
});

describe('display constants (product 4, 9)', () => {
  it('sort every task status', () => {
    expect([...STATUS_SORT_ORDER].sort()).toEqual([...TASK_STATUSES].sort());
  });

  it('convert frequencies to monthly amounts', () => {
    expect(FREQUENCY_TO_MONTHLY.daily * 10).toBe(300);
    expect(FREQUENCY_TO_MONTHLY.weekly * 10).toBeCloseTo(43.3);
    expect(FREQUENCY_TO_MONTHLY.monthly).toBe(1);
    expect(FREQUENCY_TO_MONTHLY.quarterly * 30).toBeCloseTo(10);
    expect(FREQUENCY_TO_MONTHLY.yearly * 120).toBeCloseTo(10);
  });

  it.each([
    [100, 'CRITICAL'],
    [80, 'CRITICAL'],
    [79.9, 'HIGH'],
    [60, 'HIGH'],
    [59, 'MEDIUM'],
    [40, 'MEDIUM'],
    [39, 'LOW'],
    [0, 'LOW'],
  ] as const)('fraud risk score %s is %s', (score, level) => {
    expect(fraudRiskLevel(score)).toBe(level);
  });

  it.each([
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'orange'],
    [40, 'orange'],
    [39, 'red'],
  ] as const)('savings score %s is %s', (score, colour) => {
    expect(savingsScoreColour(score)).toBe(colour);
  });

  it.each([
    [70, 'High'],
    [69, 'Moderate'],
    [40, 'Moderate'],
    [39, 'Limited'],
  ] as const)('flexibility score %s is %s', (score, label) => {
    expect(flexibilityLabel(score)).toBe(label);
  });
});

describe('shared messages (product 5, 8)', () => {
  it('format the insufficient-credits texts', () => {
    expect(insufficientCreditsMessage(5, 2)).toBe('Insufficient credits. You need 5 credits but only have 2');
    expect(insufficientCreditsAlert(5, 2, 3)).toBe(
      "Insufficient credits! You need 5 credits but only have 2. You're short 3 credits.",
    );
    expect(insufficientCreditsAlert(2, 1, 1)).toBe(
      "Insufficient credits! You need 2 credits but only have 1. You're short 1 credit.",
    );
    expect(insufficientCreditsMessage(1, 0)).toBe('Insufficient credits. You need 1 credit but only have 0');
  });

  it('uses plural rules for every credit count', () => {
    expect(creditsPhrase(1)).toBe('1 credit');
    expect(creditsPhrase(0)).toBe('0 credits');
    expect(creditsPhrase(2)).toBe('2 credits');
    expect(pluralNoun(1, 'account', 'accounts')).toBe('account');
    expect(pluralNoun(21, 'account', 'accounts')).toBe('accounts');
  });
});
