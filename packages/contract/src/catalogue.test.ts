import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';

import { AGENT_IDS, AGENT_LIST, AGENTS, creditCost, ESTIMATED_TIME, getAgent, isAgentId } from './catalogue';
import { CREDIT_PACKAGES } from './packages';
import { agentDefinitionSchema, agentIdSchema } from './catalogueSchemas';
import type { AgentId } from './catalogue';

/**
 * Product 9's table, with product 1's categories and the names and icons of the brief, as literal data;
 * estimated times are what runs take here, not the spec's minutes (ADR 0016).
 */
const SPEC_TABLE = [
  {
    id: 'fraud_detection',
    name: 'Fraud Detection',
    category: 'Security',
    icon: 'shield',
    basePrice: 1,
    pricePerAccount: 1,
    maxAccounts: 1,
    dataWindowMonths: 6,
    estimatedTime: ESTIMATED_TIME,
    maxTokens: 16384,
    enableWebSearch: true,
  },
  {
    id: 'budget_builder',
    name: 'Budget Builder',
    category: 'Planning',
    icon: 'pie-chart',
    basePrice: 2,
    pricePerAccount: 1,
    maxAccounts: 0,
    dataWindowMonths: 6,
    estimatedTime: ESTIMATED_TIME,
    maxTokens: 16384,
    enableWebSearch: false,
  },
  {
    id: 'recurring_expenses',
    name: 'Recurring Expenses',
    category: 'Subscriptions',
    icon: 'repeat',
    basePrice: 1,
    pricePerAccount: 1,
    maxAccounts: 0,
    dataWindowMonths: 6,
    estimatedTime: ESTIMATED_TIME,
    maxTokens: 16384,
    enableWebSearch: false,
  },
  {
    id: 'savings_finder',
    name: 'Savings Finder',
    category: 'Optimization',
    icon: 'piggy-bank',
    basePrice: 1,
    pricePerAccount: 1,
    maxAccounts: 0,
    dataWindowMonths: 12,
    estimatedTime: ESTIMATED_TIME,
    maxTokens: 32768,
    enableWebSearch: false,
  },
  {
    id: 'discretionary_spending',
    name: 'Discretionary Spending',
    category: 'Analysis',
    icon: 'shopping-bag',
    basePrice: 1,
    pricePerAccount: 1,
    maxAccounts: 0,
    dataWindowMonths: 6,
    estimatedTime: ESTIMATED_TIME,
    maxTokens: 32768,
    enableWebSearch: false,
  },
] as const;

/** Expected credit cost at 0, 1, 2 and 10 accounts. */
const EXPECTED_COSTS: Record<AgentId, readonly [number, number, number, number]> = {
  fraud_detection: [1, 2, 2, 2],
  budget_builder: [2, 3, 4, 12],
  recurring_expenses: [1, 2, 3, 11],
  savings_finder: [1, 2, 3, 11],
  discretionary_spending: [1, 2, 3, 11],
};

describe('agent catalogue', () => {
  it('lists the five agents of product 1 in order', () => {
    expect(AGENT_IDS).toEqual(SPEC_TABLE.map((row) => row.id));
    expect(AGENT_LIST.map((agent) => agent.id)).toEqual([...AGENT_IDS]);
  });

  it.each(SPEC_TABLE)('$id matches product 9', (row) => {
    expect(AGENTS[row.id]).toMatchObject(row);
  });

  it.each(AGENT_IDS)('%s is a valid, complete definition', (id) => {
    const agent = AGENTS[id];
    expect(agentDefinitionSchema.parse(agent)).toEqual(agent);
    expect(agent.id).toBe(id);
    expect(agent.features.length).toBeGreaterThanOrEqual(4);
    expect(agent.features.length).toBeLessThanOrEqual(6);
    expect(agent.longDescription.length).toBeGreaterThan(agent.description.length);
    expect(agent.dataRetention).toContain(`${agent.dataWindowMonths} months`);
    expect(agent.dataRetention).toContain('up to 2 years');
  });

  it.each(AGENT_IDS)('%s progress messages carry the processing-page keywords (product 2)', (id) => {
    const template = AGENTS[id].progressTemplate;
    const all = Object.values(template).join(' ').toLowerCase();
    expect(template.initializing.toLowerCase()).toContain('initializ');
    expect(template.processing.toLowerCase()).toMatch(/process.*transaction/);
    expect(template.analyzing.toLowerCase()).toContain('analyz');
    expect(template.completed.toLowerCase()).toContain('complet');
    expect(all).toMatch(/fetch.*account/);
    // The error message must not be read as the "complete" step.
    expect(template.error.toLowerCase()).not.toContain('complet');
  });

  it('enables web search for fraud detection only (product 3)', () => {
    expect(AGENT_LIST.filter((agent) => agent.enableWebSearch).map((agent) => agent.id)).toEqual(['fraud_detection']);
  });

  it('rejects a definition outside the schema', () => {
    expect(agentDefinitionSchema.safeParse({ ...AGENTS.fraud_detection, dataWindowMonths: 3 }).success).toBe(false);
    expect(agentDefinitionSchema.safeParse({ ...AGENTS.fraud_detection, id: 'tax_helper' }).success).toBe(false);
    expect(agentDefinitionSchema.safeParse({ ...AGENTS.fraud_detection, basePrice: 1.5 }).success).toBe(false);
  });
});

describe('isAgentId and getAgent', () => {
  it('agree with agentIdSchema, which lives apart from the data', () => {
    expectTypeOf<z.infer<typeof agentIdSchema>>().toEqualTypeOf<AgentId>();
    for (const id of AGENT_IDS) expect(agentIdSchema.safeParse(id).success).toBe(true);
    expect(agentIdSchema.safeParse('unknown_agent').success).toBe(isAgentId('unknown_agent'));
  });

  it('recognises known ids only', () => {
    expect(isAgentId('savings_finder')).toBe(true);
    expect(isAgentId('Savings_Finder')).toBe(false);
    expect(isAgentId('toString')).toBe(false);
    expect(isAgentId(42)).toBe(false);
  });

  it('returns the definition or undefined', () => {
    expect(getAgent('budget_builder')).toBe(AGENTS.budget_builder);
    expect(getAgent('unknown_agent')).toBeUndefined();
    expect(getAgent('constructor')).toBeUndefined();
  });
});

describe('creditCost (product 9)', () => {
  const counts = [0, 1, 2, 10] as const;

  it.each(AGENT_IDS)('%s costs the expected credits at 0, 1, 2 and 10 accounts', (id) => {
    expect(counts.map((count) => creditCost(id, count))).toEqual(EXPECTED_COSTS[id]);
  });

  it('accepts a definition as well as an id', () => {
    expect(creditCost(AGENTS.budget_builder, 3)).toBe(5);
    expect(creditCost({ ...AGENTS.budget_builder, maxAccounts: 2 }, 5)).toBe(4);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s accounts with a RangeError', (count) => {
    expect(() => creditCost('fraud_detection', count)).toThrow(RangeError);
  });
});

describe('honest claims (ADR 0016)', () => {
  it('promises no web search: nothing in the product searches the web', () => {
    for (const agent of AGENT_LIST) {
      const text = [agent.description, agent.longDescription, ...agent.features].join(' ');
      expect(text).not.toMatch(/\bweb\b|online reports|fraud reports/i);
    }
  });

  it('shows a realistic estimated time, the same for every agent', () => {
    expect(ESTIMATED_TIME).toBe('Under a minute');
    for (const agent of AGENT_LIST) expect(agent.estimatedTime).toBe(ESTIMATED_TIME);
  });

  it('does not sell a package as enough for a run when the cheapest run costs more', () => {
    const cheapest = Math.min(...AGENT_LIST.map((agent) => creditCost(agent, 1)));
    expect(cheapest).toBe(2);
    for (const pack of CREDIT_PACKAGES.filter((p) => p.credits < cheapest)) {
      expect(pack.description).not.toMatch(/try any agent|enough for|analysis/i);
    }
  });
});
