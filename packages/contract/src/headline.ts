import { isOverBudget } from './budgetRules';
import type { AgentId } from './catalogue';
import { FRAUD_RISK_LEVELS, fraudRiskLevel, pluralNoun } from './constants';
import { agentResultSchemas } from './results';
import type { ProducedAgentResult } from './results';

/**
 * One line that says what a completed run found, for result lists ('3 alerts, highest high',
 * '$412/mo in 14 recurring charges'). The worker stores it as the completed task's statusText, so
 * every list shows it without loading the result. Computed from the result's own figures only.
 */

const wholeUsd = (amount: number): string =>
  `$${Math.round(amount).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
const plural = (count: number, one: string, other = `${one}s`): string => `${count} ${pluralNoun(count, one, other)}`;

type Headlines = { readonly [A in AgentId]: (result: ProducedAgentResult<A>) => string };

const HEADLINES: Headlines = {
  fraud_detection: (result) => {
    // A sentence says 'critical', 'high': the enum's upper case is for badges.
    if (result.alerts.length === 0) return `No alerts; risk ${fraudRiskLevel(result.riskScore).toLowerCase()}`;
    const highest = [...FRAUD_RISK_LEVELS]
      .reverse()
      .find((level) => result.alerts.some((alert) => alert.severity === level));
    return `${plural(result.alerts.length, 'alert')}, highest ${(highest ?? fraudRiskLevel(result.riskScore)).toLowerCase()}`;
  },
  budget_builder: (result) => {
    const over = result.categories.filter(isOverBudget).length;
    const spending = `${wholeUsd(result.totalExpenses)}/mo spending`;
    const income = result.totalIncome > 0 ? ` against ${wholeUsd(result.totalIncome)}/mo income` : '';
    return `${spending}${income}; ${over === 0 ? 'every category within budget' : `${plural(over, 'category', 'categories')} over budget`}`;
  },
  recurring_expenses: (result) =>
    result.expenseCount === 0
      ? 'No recurring charges found'
      : `${wholeUsd(result.totalMonthlyRecurring)}/mo in ${plural(result.expenseCount, 'recurring charge')}`,
  savings_finder: (result) =>
    result.opportunities.length === 0
      ? 'No savings opportunities found'
      : `${wholeUsd(result.totalPotentialSavings)}/mo in ${plural(result.opportunities.length, 'savings opportunity', 'savings opportunities')}`,
  discretionary_spending: (result) =>
    `${wholeUsd(result.totalDiscretionary)}/mo discretionary, ${Math.round(result.discretionaryPercentage)}% of spending`,
};

/** What a completed run of `agentId` found, in one line. */
export function resultHeadline<A extends AgentId>(agentId: A, result: ProducedAgentResult<A>): string {
  const headline: (result: ProducedAgentResult<A>) => string = HEADLINES[agentId];
  return headline(result);
}

/**
 * A completed task's statusText: 'Completed: ' and what the run found, keeping product 2's 'complet'
 * keyword for the progress steps. Undefined when `result` is not the agent's produced shape (an
 * error result, say): the caller then keeps the catalogue's completed line.
 */
export function completedStatusText(agentId: AgentId, result: unknown): string | undefined {
  const produced = agentResultSchemas[agentId].produced.safeParse(result);
  if (!produced.success) return undefined;
  return `Completed: ${resultHeadline(agentId, produced.data as ProducedAgentResult<typeof agentId>)}`;
}
