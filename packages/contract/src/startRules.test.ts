import { describe, expect, it } from 'vitest';
import { AGENTS } from './catalogue';
import { SELECT_ACCOUNT_MESSAGE, ZIPCODE_MESSAGE } from './constants';
import { agentInitiateBodySchema } from './endpoints';
import { MONEY_WHOLE_DOLLARS_MESSAGE } from './money';
import { EMPTY_START_AGENT_CONFIG, startConfigurationErrors, visibleStartErrors, zipcodeError } from './startRules';

describe('the start rules of product 5', () => {
  it('takes an empty ZIP code or exactly 5 digits, with the spec message otherwise', () => {
    expect(zipcodeError('')).toBeUndefined();
    expect(zipcodeError('94107')).toBeUndefined();
    expect(zipcodeError('9410')).toBe('ZIP code must be 5 digits');
    expect(zipcodeError('941077')).toBe(ZIPCODE_MESSAGE);
  });

  it('refuses on the server the ZIP codes the modal refuses, with the same message', () => {
    const body = { agent_type: 'budget_builder', selectedAccounts: ['acc-1'] } as const;
    for (const zipcode of ['9410', '94a07', '941077']) {
      const result = agentInitiateBodySchema.safeParse({ ...body, zipcode });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([zipcodeError(zipcode)]);
    }
    expect(agentInitiateBodySchema.safeParse({ ...body, zipcode: '94107' }).success).toBe(true);
  });

  it('names each field of the configure step that cannot go on, and the shortfall once an account is chosen', () => {
    const budget = AGENTS.budget_builder;
    expect(startConfigurationErrors(budget, EMPTY_START_AGENT_CONFIG, 10)).toEqual({
      selectedAccounts: SELECT_ACCOUNT_MESSAGE,
    });
    const config = { selectedAccounts: ['acc-1'], annualIncome: '72,500.75', zipcode: '941' };
    expect(startConfigurationErrors(budget, config, 1)).toEqual({
      annualIncome: MONEY_WHOLE_DOLLARS_MESSAGE,
      zipcode: ZIPCODE_MESSAGE,
      credits: 'Insufficient credits. You need 3 credits but only have 1',
    });
    expect(visibleStartErrors(startConfigurationErrors(budget, config, 1), false)).toEqual({
      credits: 'Insufficient credits. You need 3 credits but only have 1',
    });
  });
});
