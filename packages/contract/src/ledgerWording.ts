import { AGENTS } from './catalogue';
import type { AgentId } from './catalogue';
import { creditsPhrase, pluralNoun, TASK_ID_SUFFIX } from './constants';
import { WELCOME_BONUS_NOTE } from './packages';

/**
 * How each kind of credit ledger entry reads (product 3, "Credit ledger item"): the `description` the
 * history shows as the row and the `note` beside it. The server writes these into the ledger and the
 * mocks answer with the same words, so /credits reads the same on the demo and on a real account.
 */

/** The words of one ledger entry. */
export interface LedgerEntryWording {
  readonly description: string;
  readonly note: string;
}

/** 'Analysis #' and the task id's last 8 characters (product 9), as the ledger names a run. */
export function ledgerAnalysisLabel(taskId: string): string {
  return `Analysis #${taskId.slice(-TASK_ID_SUFFIX)}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The welcome bonus (product 1, product 9); its note is what marks it (product 3). */
export const WELCOME_ENTRY_WORDING: LedgerEntryWording = {
  description: 'Welcome credits',
  note: WELCOME_BONUS_NOTE,
};

/** A credit package paid by card: 'Purchased 5 Credits', 'Card payment of $14.00'. */
export function purchaseEntryWording(purchase: { packageName: string; amountCents: number }): LedgerEntryWording {
  return {
    description: `Purchased ${purchase.packageName}`,
    note: `Card payment of ${usd.format(purchase.amountCents / 100)}`,
  };
}

/** The charge for starting a run: 'Budget Builder analysis', '2 accounts, Analysis #1a2b3c4d'. */
export function usageEntryWording(run: { agentId: AgentId; taskId: string; accountCount: number }): LedgerEntryWording {
  return {
    description: `${AGENTS[run.agentId].name} analysis`,
    note: `${run.accountCount} ${pluralNoun(run.accountCount, 'account', 'accounts')}, ${ledgerAnalysisLabel(run.taskId)}`,
  };
}

/** The credits of a run that failed through the service's fault, returned once (ADR 0007). */
export function refundEntryWording(run: { agentId: AgentId; taskId: string; cost: number }): LedgerEntryWording {
  return {
    description: `Refund: ${AGENTS[run.agentId].name} analysis`,
    note: `The analysis did not complete; ${creditsPhrase(run.cost)} returned for ${ledgerAnalysisLabel(run.taskId)}`,
  };
}
