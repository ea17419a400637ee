import {
  purchaseEntryWording,
  refundEntryWording,
  usageEntryWording,
  WELCOME_CREDITS,
  WELCOME_ENTRY_WORDING,
} from '@ledgerlight/contract';
import type { CreditLedgerItem, CreditPackage } from '@ledgerlight/contract';

import type { TaskRecord } from './taskLifecycle';

/** The credit ledger entries of the fixtures and the store, in the server's words (product 3 "Credit ledger item"). */

/** The test card of the mock payment provider. */
export const MOCK_CARD = { brand: 'visa', last4: '4242' } as const;

/** The 3 free credits every new user receives once (product 1). */
export function welcomeEntry(id: string, createdAt: string): CreditLedgerItem {
  return {
    id,
    type: 'purchase',
    ...WELCOME_ENTRY_WORDING,
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
    ...purchaseEntryWording({ packageName: pkg.name, amountCents: Math.round(pkg.price * 100) }),
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
    ...usageEntryWording({
      agentId: record.agentId,
      taskId: record.taskId,
      accountCount: record.config.selectedAccounts.length,
    }),
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
    ...refundEntryWording(record),
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
