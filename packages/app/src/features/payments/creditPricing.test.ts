import { AGENTS, AGENT_LIST, creditCost } from '@ledgerlight/contract';
import type { AgentDefinition } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import { agentPriceLines, agentPriceText } from './creditPricing';

describe("'How Credits Work' prices (product 9 formula, ADR 0007)", () => {
  it('quotes every agent of the catalogue, in order', () => {
    expect(agentPriceLines()).toEqual([
      { id: 'fraud_detection', name: 'Fraud Detection', price: '2 credits for 1 account' },
      { id: 'budget_builder', name: 'Budget Builder', price: '2 + 1 per account' },
      { id: 'recurring_expenses', name: 'Recurring Expenses', price: '1 + 1 per account' },
      { id: 'savings_finder', name: 'Savings Finder', price: '1 + 1 per account' },
      { id: 'discretionary_spending', name: 'Discretionary Spending', price: '1 + 1 per account' },
    ]);
  });

  it('follows the catalogue, not fixed text', () => {
    const base: AgentDefinition = AGENTS.budget_builder;
    expect(agentPriceText({ ...base, maxAccounts: 1, basePrice: 0, pricePerAccount: 1 })).toBe(
      '1 credit for 1 account',
    );
    expect(agentPriceText({ ...base, maxAccounts: 3, basePrice: 4, pricePerAccount: 2 })).toBe(
      '4 + 2 per account, up to 3 accounts',
    );
    expect(agentPriceText({ ...base, basePrice: 0, pricePerAccount: 3 })).toBe('3 per account');
  });

  it('agrees with creditCost for a single-account agent', () => {
    for (const agent of AGENT_LIST.filter((candidate) => candidate.maxAccounts === 1)) {
      expect(agentPriceText(agent)).toContain(String(creditCost(agent, 1)));
    }
  });
});
