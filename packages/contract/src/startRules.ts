import type { AgentDefinition } from './catalogueSchemas';
import { creditCost } from './catalogue';
import { SELECT_ACCOUNT_MESSAGE, ZIPCODE_MESSAGE, ZIPCODE_PATTERN, insufficientCreditsMessage } from './constants';
import { moneyError, parseMoney } from './money';

/*
 * The rules of the start flow's configure step (product 5), in one place for the app's start-flow
 * machine, which guards Continue with them, the ui's start modal, which shows the messages it is
 * given, and the server, whose request schema (endpoints.ts) checks the ZIP code with the same
 * pattern and message (ADR 0036).
 */

/** What the user chooses in the configuration step. Income and ZIP code are kept as typed. */
export interface StartAgentConfig {
  selectedAccounts: readonly string[];
  /**
   * USD per year as typed ('$65,000.00'); '' when not given (budget builder only, product 5). Read with
   * `annualIncomeOf`, which refuses what it cannot read exactly.
   */
  annualIncome: string;
  /** Digits only, at most 5 ('' when not given; budget builder only). */
  zipcode: string;
}

export const EMPTY_START_AGENT_CONFIG: StartAgentConfig = { selectedAccounts: [], annualIncome: '', zipcode: '' };

/** The annual income is whole dollars (product 5: the server takes an integer). */
const INCOME_OPTIONS = { wholeDollars: true } as const;

/** The annual income's error, or undefined: optional, but read exactly when given. */
export function annualIncomeError(annualIncome: string): string | undefined {
  return moneyError(annualIncome, INCOME_OPTIONS);
}

/** The annual income in dollars, or undefined when not given or not readable. */
export function annualIncomeOf(annualIncome: string): number | undefined {
  const parsed = parseMoney(annualIncome, INCOME_OPTIONS);
  return parsed.kind === 'amount' ? parsed.value : undefined;
}

/** The ZIP code's error, or undefined: optional, but exactly 5 digits when given (product 5). */
export function zipcodeError(zipcode: string): string | undefined {
  return zipcode === '' || ZIPCODE_PATTERN.test(zipcode) ? undefined : ZIPCODE_MESSAGE;
}

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
 * balance when the balance is known (the server still checks). Empty when the configuration may
 * continue.
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
