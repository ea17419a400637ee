// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  PENDING_START_KEY,
  PENDING_START_MAX_AGE_MS,
  clearPendingStart,
  pendingStartFor,
  readPendingStart,
  savePendingStart,
} from './pendingStart';

const CONFIG = { selectedAccounts: ['acc-1', 'acc-2'], annualIncome: '$65,000', zipcode: '94107' };
const NOW = 1_800_000_000_000;

afterEach(() => sessionStorage.clear());

describe('pending start (ADR 0025: back to the same agent after buying credits)', () => {
  it('keeps the agent and the selection until it is cleared', () => {
    savePendingStart({ agentId: 'budget_builder', config: CONFIG }, NOW);
    expect(readPendingStart(NOW + 1000)).toEqual({ agentId: 'budget_builder', config: CONFIG });
    expect(pendingStartFor('savings_finder', NOW + 1000)).toBeUndefined();
    expect(pendingStartFor('budget_builder', NOW + 1000)).toEqual(CONFIG);
    clearPendingStart();
    expect(pendingStartFor('budget_builder', NOW + 1000)).toBeUndefined();
    expect(sessionStorage.getItem(PENDING_START_KEY)).toBeNull();
  });

  it('forgets a start older than an hour', () => {
    savePendingStart({ agentId: 'budget_builder', config: CONFIG }, NOW);
    expect(readPendingStart(NOW + PENDING_START_MAX_AGE_MS + 1)).toBeUndefined();
    expect(sessionStorage.getItem(PENDING_START_KEY)).toBeNull();
  });

  it('ignores and removes what it cannot read', () => {
    sessionStorage.setItem(PENDING_START_KEY, '{"agentId":"budget_builder","config":{"selectedAccounts":[1]}}');
    expect(readPendingStart(NOW)).toBeUndefined();
    sessionStorage.setItem(PENDING_START_KEY, 'not json');
    expect(readPendingStart(NOW)).toBeUndefined();
    expect(sessionStorage.getItem(PENDING_START_KEY)).toBeNull();
  });
});
