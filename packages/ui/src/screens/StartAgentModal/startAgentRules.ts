import { SELECT_ACCOUNT_MESSAGE, creditCost, insufficientCreditsMessage } from '@ledgerlight/contract';
import type { AgentDefinition } from '@ledgerlight/contract';
import { annualIncomeError, zipcodeError } from './StartAgentModal';
import type { StartAgentConfig } from './StartAgentModal';

/** Why a configuration cannot go on to the confirm step (product 5), each message beside its field. */
export interface StartAgentErrors {
  selectedAccounts?: string;
  annualIncome?: string;
  zipcode?: string;
  /** The run costs more than the balance: shown at once, with Buy Credits, and Continue is disabled. */
  credits?: string;
}

/**
 * The rules of the configure step (product 5): at least one account; for the budget builder an income
 * read exactly and a 5-digit ZIP code, both optional; once an account is selected, a cost within the
 * balance when the balance is known (the server still checks). Empty when the configuration may continue. The app's start-flow
 * machine guards CONTINUE with these rules; the modal only shows what they say.
 */
export function startConfigurationErrors(
  agent: AgentDefinition | undefined,
  config: StartAgentConfig,
  balance: number | undefined,
): StartAgentErrors {
  const errors: StartAgentErrors = {};
  const selected = config.selectedAccounts.length;
  if (selected === 0) errors.selectedAccounts = SELECT_ACCOUNT_MESSAGE;
  if (agent?.id === 'budget_builder') {
    errors.annualIncome = annualIncomeError(config.annualIncome);
    errors.zipcode = zipcodeError(config.zipcode);
  }
  // Product 5's shortfall is about a real selection: before any, the modal shows the price rule only.
  const cost = agent ? creditCost(agent, selected) : 0;
  if (selected > 0 && balance !== undefined && cost > balance) {
    errors.credits = insufficientCreditsMessage(cost, balance);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** What the modal shows of `errors`: the credits at once, the fields' messages once Continue was pressed. */
export function visibleStartErrors(errors: StartAgentErrors, attempted: boolean): StartAgentErrors {
  if (attempted) return errors;
  return errors.credits === undefined ? {} : { credits: errors.credits };
}
