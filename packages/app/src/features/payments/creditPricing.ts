import { AGENT_LIST, CREDIT_PACKAGES, creditCost, creditsPhrase } from '@ledgerlight/contract';
import type { AgentDefinition, AgentId, CreditPackage } from '@ledgerlight/contract';

/** One line of 'How Credits Work': an agent and what a run costs. */
export interface AgentPriceLine {
  id: AgentId;
  name: string;
  /** e.g. '2 credits for 1 account' or '2 + 1 per account'. */
  price: string;
}

const credits = creditsPhrase;

/**
 * What one run of an agent costs, derived from the catalogue with product 9's formula
 * (basePrice + pricePerAccount x accounts, capped at maxAccounts unless 0), so the purchase page
 * never contradicts what is charged (ADR 0007, item 4):
 * - one account at most: the whole price, '2 credits for 1 account';
 * - otherwise the formula, '2 + 1 per account', with the cap when there is one.
 */
export function agentPriceText(agent: AgentDefinition): string {
  if (agent.maxAccounts === 1) return `${credits(creditCost(agent, 1))} for 1 account`;
  const perAccount = `${agent.pricePerAccount} per account`;
  const formula = agent.basePrice > 0 ? `${agent.basePrice} + ${perAccount}` : perAccount;
  return agent.maxAccounts === 0 ? formula : `${formula}, up to ${agent.maxAccounts} accounts`;
}

/** 'How Credits Work' for every agent of the catalogue, in display order. */
export function agentPriceLines(agents: readonly AgentDefinition[] = AGENT_LIST): AgentPriceLine[] {
  return agents.map((agent) => ({ id: agent.id, name: agent.name, price: agentPriceText(agent) }));
}

/** The packages on sale (product 9), from the contract. */
export const creditPackages: readonly CreditPackage[] = CREDIT_PACKAGES;
