import type { Account, Transaction } from '@ledgerlight/contract';

/** Builders for hand-made test data (Plaid sign convention: positive = money out). */

export const TEST_ACCOUNT: Account = {
  account_id: 'acc_test',
  name: 'Everyday Checking',
  type: 'depository',
  subtype: 'checking',
  institution_name: 'Test Bank',
  balances: { current: 1000, available: 900 },
};

let counter = 0;

export function txn(
  date: string,
  name: string,
  amount: number,
  category: readonly string[] = ['Shops'],
  extra: Partial<Transaction> = {},
): Transaction {
  counter += 1;
  return {
    transaction_id: `t_${counter}`,
    account_id: TEST_ACCOUNT.account_id,
    date,
    name,
    category: [...category],
    amount,
    pending: false,
    iso_currency_code: 'USD',
    ...extra,
  };
}

/** A charge on the same day of each month, from `firstMonth` (YYYY-MM) for `count` months. */
export function monthly(
  firstMonth: string,
  day: number,
  count: number,
  name: string,
  amounts: number | readonly number[],
  category: readonly string[] = ['Service', 'Subscription'],
): Transaction[] {
  const [y, m] = firstMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 1 + i, day)).toISOString().slice(0, 10);
    const amount = typeof amounts === 'number' ? amounts : (amounts[i] ?? amounts[amounts.length - 1] ?? 0);
    return txn(date, name, amount, category);
  });
}
