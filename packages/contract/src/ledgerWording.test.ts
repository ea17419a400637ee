import { describe, expect, it } from 'vitest';

import {
  ledgerAnalysisLabel,
  purchaseEntryWording,
  refundEntryWording,
  usageEntryWording,
  WELCOME_ENTRY_WORDING,
} from './ledgerWording';
import { isWelcomeBonus } from './packages';

const TASK_ID = '0b7c3f1e-5d2a-4a57-9a63-1f0e6c9b1d42';

describe('ledger entry wording (product 3)', () => {
  it('marks the welcome entry as the welcome bonus', () => {
    expect(WELCOME_ENTRY_WORDING).toEqual({ description: 'Welcome credits', note: 'Welcome bonus' });
    expect(isWelcomeBonus(WELCOME_ENTRY_WORDING)).toBe(true);
  });

  it('names a run by the last 8 characters of its id (product 9)', () => {
    expect(ledgerAnalysisLabel(TASK_ID)).toBe('Analysis #6c9b1d42');
  });

  it('words a purchase with its package and the dollars paid', () => {
    expect(purchaseEntryWording({ packageName: '5 Credits', amountCents: 1400 })).toEqual({
      description: 'Purchased 5 Credits',
      note: 'Card payment of $14.00',
    });
    expect(purchaseEntryWording({ packageName: 'Single Credit', amountCents: 305 }).note).toBe('Card payment of $3.05');
  });

  it('words a run’s charge and its refund with the agent and the counts in English', () => {
    expect(usageEntryWording({ agentId: 'budget_builder', taskId: TASK_ID, accountCount: 1 })).toEqual({
      description: 'Budget Builder analysis',
      note: '1 account, Analysis #6c9b1d42',
    });
    expect(usageEntryWording({ agentId: 'fraud_detection', taskId: TASK_ID, accountCount: 3 }).note).toBe(
      '3 accounts, Analysis #6c9b1d42',
    );
    expect(refundEntryWording({ agentId: 'budget_builder', taskId: TASK_ID, cost: 1 })).toEqual({
      description: 'Refund: Budget Builder analysis',
      note: 'The analysis did not complete; 1 credit returned for Analysis #6c9b1d42',
    });
    expect(refundEntryWording({ agentId: 'budget_builder', taskId: TASK_ID, cost: 4 }).note).toBe(
      'The analysis did not complete; 4 credits returned for Analysis #6c9b1d42',
    );
    for (const wording of [
      usageEntryWording({ agentId: 'budget_builder', taskId: TASK_ID, accountCount: 2 }),
      refundEntryWording({ agentId: 'budget_builder', taskId: TASK_ID, cost: 2 }),
    ]) {
      expect(isWelcomeBonus(wording)).toBe(false);
    }
  });
});
