import { AGENTS, TASK_ID_SUFFIX, WELCOME_BONUS_NOTE, WELCOME_CREDITS } from '@ledgerlight/contract';
import type { CreditLedgerItem, CreditPackage } from '@ledgerlight/contract';

import type { TaskRecord } from './taskLifecycle';

/** How the fixtures and the store word each kind of credit ledger entry. */

/** The test card of the mock payment provider. */
export const MOCK_CARD = { brand: 'visa', last4: '4242' } as const;

const dollars = (value: number): string => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
const analysisLabel = (taskId: string): string => `Analysis #${taskId.slice(-TASK_ID_SUFFIX)}`;

/** The 3 free credits every new user receives once (product 1). */
export function welcomeEntry(id: string, createdAt: string): CreditLedgerItem {
  return {
    id,
    type: 'purchase',
    description: 'Welcome credits',
    note: `${WELCOME_BONUS_NOTE}: ${WELCOME_CREDITS} free credits to get you started`,
    amount: WELCOME_CREDITS,
    createdAt,
  };
}

/** A credit package bought by card. */
export function purchaseEntry(
  id: string,
  createdAt: string,
  pkg: Pick<CreditPackage, 'id' | 'name' | 'credits' | 'price'>,
  card: { brand: string; last4: string } = MOCK_CARD,
): CreditLedgerItem {
  return {
    id,
    type: 'purchase',
    description: `Purchased ${pkg.name}`,
    note: `Card payment of ${dollars(pkg.price)}`,
    amount: pkg.credits,
    createdAt,
    packageType: pkg.id,
    metadata: { brand: card.brand, last4: card.last4 },
  };
}

/** The charge for starting an agent run: negative. */
export function usageEntry(
  id: string,
  record: Pick<TaskRecord, 'agentId' | 'taskId' | 'createdAt' | 'cost' | 'config'>,
): CreditLedgerItem {
  return {
    id,
    type: 'usage',
    description: `${AGENTS[record.agentId].name} analysis`,
    note: `${plural(record.config.selectedAccounts.length, 'account')}, ${analysisLabel(record.taskId)}`,
    amount: -record.cost,
    createdAt: record.createdAt,
    metadata: { agentId: record.agentId, taskId: record.taskId },
  };
}

/** Credits returned once for a run that failed through the service's fault (docs/architecture.md). */
export function refundEntry(
  id: string,
  createdAt: string,
  record: Pick<TaskRecord, 'agentId' | 'taskId' | 'cost'>,
): CreditLedgerItem {
  return {
    id,
    type: 'refund',
    description: `Refund: ${AGENTS[record.agentId].name} analysis`,
    note: `The analysis did not complete; ${plural(record.cost, 'credit')} returned for ${analysisLabel(record.taskId)}`,
    amount: record.cost,
    createdAt,
    metadata: { agentId: record.agentId, taskId: record.taskId },
  };
}

/** Newest first, the order every ledger read uses; ties broken by id. */
export function compareNewestFirst(a: CreditLedgerItem, b: CreditLedgerItem): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}
