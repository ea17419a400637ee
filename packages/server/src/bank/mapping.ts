import type { Account, LinkedItem, Transaction } from '@ledgerlight/contract';

import type { bankAccounts, bankTransactions } from '../db/schema';
import type { BankAccountRow, BankTransactionRow, LinkedItemRow } from '../db/schema';

/**
 * Bank rows to the contract's shapes (what /api/plaid answers and what the worker's analyses read)
 * and the provider's shapes to rows. A linked item never carries its access token out. The bank's
 * enrichment (personal_finance_category, counterparties, payment_channel) travels both ways, and a
 * transaction the bank did not enrich has none of those fields.
 */

export type BankAccountValues = typeof bankAccounts.$inferInsert;
export type BankTransactionValues = typeof bankTransactions.$inferInsert;

/** Where a stored row belongs. */
export interface ItemOwner {
  readonly itemId: string;
  readonly userId: string;
}

export function toLinkedItem(row: LinkedItemRow): LinkedItem {
  return {
    item: { item_id: row.id },
    institution: { name: row.institutionName, institution_id: row.institutionId },
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAccount(row: BankAccountRow, institutionName: string): Account {
  return {
    account_id: row.id,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    institution_name: institutionName,
    balances: {
      current: row.balanceCurrent,
      available: row.balanceAvailable,
      iso_currency_code: row.isoCurrencyCode,
      limit: row.balanceLimit,
    },
    mask: row.mask,
    official_name: row.officialName,
  };
}

export function toTransaction(row: BankTransactionRow): Transaction {
  return {
    transaction_id: row.id,
    account_id: row.accountId,
    date: row.date,
    name: row.name,
    merchant_name: row.merchantName,
    category: row.category,
    amount: row.amount,
    pending: row.pending,
    iso_currency_code: row.isoCurrencyCode,
    ...(row.location === null ? {} : { location: row.location }),
    ...(row.personalFinanceCategory === null ? {} : { personal_finance_category: row.personalFinanceCategory }),
    ...(row.counterparties === null ? {} : { counterparties: row.counterparties }),
    ...(row.paymentChannel === null ? {} : { payment_channel: row.paymentChannel }),
  };
}

export function accountValues(account: Account, owner: ItemOwner): BankAccountValues {
  return {
    id: account.account_id,
    itemId: owner.itemId,
    userId: owner.userId,
    name: account.name,
    officialName: account.official_name ?? null,
    type: account.type,
    subtype: account.subtype,
    mask: account.mask ?? null,
    balanceCurrent: account.balances.current,
    balanceAvailable: account.balances.available,
    balanceLimit: account.balances.limit ?? null,
    isoCurrencyCode: account.balances.iso_currency_code ?? null,
  };
}

export function transactionValues(transaction: Transaction, owner: ItemOwner): BankTransactionValues {
  return {
    id: transaction.transaction_id,
    accountId: transaction.account_id,
    itemId: owner.itemId,
    userId: owner.userId,
    date: transaction.date,
    name: transaction.name,
    merchantName: transaction.merchant_name ?? null,
    category: [...transaction.category],
    amount: transaction.amount,
    pending: transaction.pending,
    isoCurrencyCode: transaction.iso_currency_code ?? null,
    location: transaction.location ?? null,
    personalFinanceCategory: transaction.personal_finance_category ?? null,
    counterparties:
      transaction.counterparties && transaction.counterparties.length > 0 ? transaction.counterparties : null,
    paymentChannel: transaction.payment_channel ?? null,
  };
}
