import { MOCK_ACCOUNTS, MOCK_TRANSACTIONS } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ALL_ACCOUNTS_LABEL,
  TRANSACTIONS_FETCH_FAILED_MESSAGE,
  Transactions,
  transactionAccountLabel,
  transactionAmountText,
} from './Transactions';
import type { TransactionRow, TransactionsProps } from './Transactions';

const PAGE_SIZE = 25;

const accountsById = new Map(MOCK_ACCOUNTS.map((account) => [account.account_id, account]));

/** The mock bank's transactions as the table shows them, newest first. */
const allRows: TransactionRow[] = [...MOCK_TRANSACTIONS]
  .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1))
  .map((transaction) => ({
    id: transaction.transaction_id,
    date: transaction.date,
    name: transaction.name,
    merchantName: transaction.merchant_name ?? null,
    category: transaction.category[0] ?? '',
    amount: transaction.amount,
    pending: transaction.pending,
    account: transactionAccountLabel(accountsById.get(transaction.account_id)),
  }));
const accountIdOf = new Map(
  MOCK_TRANSACTIONS.map((transaction) => [transaction.transaction_id, transaction.account_id]),
);
const accountOptions = MOCK_ACCOUNTS.map((account) => ({
  value: account.account_id,
  label: transactionAccountLabel(account),
}));

function paging(total: number, page: number) {
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const start = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  return { page, pageCount, start, end: Math.min(total, page * PAGE_SIZE), total };
}

/** The screen with the app's behaviour in miniature: search, filter and paging work. */
function Interactive(props: TransactionsProps) {
  const [query, setQuery] = useState(props.query);
  const [accountId, setAccountId] = useState(props.accountId);
  const [page, setPage] = useState(1);
  const needle = query.trim().toLowerCase();
  const matching = allRows.filter(
    (row) =>
      (accountId === '' || accountIdOf.get(row.id) === accountId) &&
      [row.name, row.merchantName ?? '', row.category].some((text) => text.toLowerCase().includes(needle)),
  );
  const current = paging(matching.length, page);
  return (
    <Transactions
      {...props}
      query={query}
      accountId={accountId}
      rows={matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      paging={current}
      onQueryChange={(value) => {
        setQuery(value);
        setPage(1);
        props.onQueryChange(value);
      }}
      onAccountChange={(value) => {
        setAccountId(value);
        setPage(1);
        props.onAccountChange(value);
      }}
      onPrevious={() => {
        setPage((value) => value - 1);
        props.onPrevious();
      }}
      onNext={() => {
        setPage((value) => value + 1);
        props.onNext();
      }}
      onPageChange={(value) => {
        setPage(value);
        props.onPageChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Transactions',
  component: Transactions,
  parameters: { layout: 'padded', router: { path: '/transactions', route: '/transactions' } },
  args: {
    status: 'ready',
    rows: allRows.slice(0, PAGE_SIZE),
    totalCount: allRows.length,
    paging: paging(allRows.length, 1),
    query: '',
    accountId: '',
    accounts: accountOptions,
    linkAccountTo: '/link-account',
    onQueryChange: fn(),
    onAccountChange: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof Transactions>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);

/** The first page: date, name, first category, amount, status and account, newest first. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recent Transactions' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Recent Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Date', 'Name', 'Category', 'Amount', 'Status', 'Account']);
    await expect(bodyRows(canvasElement)).toHaveLength(PAGE_SIZE);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 1–25 of ${allRows.length}`);
    const account = canvas.getByRole('combobox', { name: 'Account' });
    await expect(within(account).getAllByRole('option')[0]).toHaveTextContent(ALL_ACCOUNTS_LABEL);
    await expect(within(account).getAllByRole('option')).toHaveLength(MOCK_ACCOUNTS.length + 1);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    // The search box and the account select sit on one line (the search's hint notwithstanding).
    const search = canvas.getByRole('searchbox', { name: /Search/ }).getBoundingClientRect();
    await expect(account.getBoundingClientRect().bottom).toBeCloseTo(search.bottom, 0);
    // The clean merchant name leads each row; the bank's descriptor follows it.
    const described = allRows.find((row) => row.merchantName && row.merchantName !== row.name);
    if (!described?.merchantName) throw new Error('the fixture has no transaction with a merchant name');
    const cell = within(table).getAllByRole('rowheader')[allRows.indexOf(described)];
    await expect(cell?.textContent?.startsWith(described.merchantName)).toBe(true);
    await expect(cell).toHaveTextContent(`Bank description: ${described.name}`);
  },
};

/** Money out is a debit with a minus, money in a credit with a plus, and each says so in words. */
export const Amounts: Story = {
  args: {
    rows: [
      {
        id: 'out',
        date: '2026-03-04',
        name: 'Whole Foods',
        category: 'Shops',
        amount: 84.2,
        pending: false,
        account: 'Checking ••4417',
      },
      {
        id: 'in',
        date: '2026-03-03',
        name: 'Payroll',
        category: 'Transfer',
        amount: -2500,
        pending: false,
        account: 'Checking ••4417',
      },
      {
        id: 'new',
        date: '2026-03-02',
        name: 'Corner Cafe',
        category: '',
        amount: 4.5,
        pending: true,
        account: '••9999',
      },
    ],
    totalCount: 3,
    paging: paging(3, 1),
  },
  render: (args) => <Transactions {...args} />,
  play: async ({ canvas }) => {
    const out = canvas.getByRole('row', { name: /Whole Foods/ });
    await expect(out).toHaveTextContent(transactionAmountText(84.2));
    await expect(within(out).getByText('$84.20 money out')).toBeInTheDocument();
    await expect(transactionAmountText(84.2)).toBe('-$84.20');
    const income = canvas.getByRole('row', { name: /Payroll/ });
    await expect(income).toHaveTextContent('+$2,500.00');
    await expect(within(income).getByText('$2,500.00 money in')).toBeInTheDocument();
    const pending = canvas.getByRole('row', { name: /Corner Cafe/ });
    await expect(within(pending).getByText('Pending')).toBeVisible();
    await expect(within(pending).getByText('Uncategorized')).toBeInTheDocument();
    await expect(within(out).getByText('Posted')).toBeVisible();
    await expect(within(out).getByText('Mar 4, 2026')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Transactions pages' })).toBeNull();
  },
};

/** Search by typing: name, merchant or category, any case; the range follows. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(search);
    await userEvent.keyboard('COFFEE');
    const expected = allRows.filter((row) =>
      [row.name, row.merchantName ?? '', row.category].some((text) => text.toLowerCase().includes('coffee')),
    );
    await expect(expected.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        `Showing 1–${Math.min(PAGE_SIZE, expected.length)} of ${expected.length}`,
      ),
    );
    for (const row of bodyRows(canvasElement)) await expect(row.textContent?.toLowerCase()).toContain('coffee');
  },
};

/** Nothing matches: the table says so, and the filters stay to change. */
export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzzz no such merchant');
    await expect(await canvas.findByText('No transactions match your search or account filter.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No matching transactions');
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/** The account filter, by keyboard: only that account's rows. */
export const FilterByAccount: Story = {
  play: async ({ canvas, canvasElement }) => {
    const account = canvas.getByRole('combobox', { name: 'Account' });
    const target = accountOptions[1];
    if (!target) throw new Error('The mock bank has more than one account');
    await userEvent.selectOptions(account, target.label);
    await expect(account).toHaveValue(target.value);
    const count = allRows.filter((row) => accountIdOf.get(row.id) === target.value).length;
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`of ${count}`));
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent(target.label);
  },
};

/** Paging by keyboard: Next, then Previous, with the range announced. */
export const PagingByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 26–50 of ${allRows.length}`);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(allRows[PAGE_SIZE]?.name ?? '');
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toBeEnabled();
    previous.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 1–25 of ${allRows.length}`);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

/** Straight to any page from the page list, not only Previous and Next. */
export const JumpToPage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const pages = canvas.getByRole('combobox', { name: 'Page' });
    const pageCount = Math.ceil(allRows.length / PAGE_SIZE);
    await expect(within(pages).getAllByRole('option')).toHaveLength(pageCount);
    await userEvent.selectOptions(pages, String(pageCount));
    await expect(args.onPageChange).toHaveBeenCalledWith(pageCount);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Showing ${(pageCount - 1) * PAGE_SIZE + 1}–${allRows.length} of ${allRows.length}`,
    );
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(allRows[(pageCount - 1) * PAGE_SIZE]?.name ?? '');
    await expect(pages).toHaveDisplayValue(`Page ${pageCount} of ${pageCount}`);
  },
};

/** Nothing linked yet: an invitation to link an account. */
export const NoTransactions: Story = {
  args: { rows: [], totalCount: 0, paging: paging(0, 1), accounts: [] },
  render: (args) => <Transactions {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No transactions yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The transactions are on their way. */
export const Loading: Story = {
  args: { status: 'loading', rows: [], totalCount: 0, paging: paging(0, 1) },
  render: (args) => <Transactions {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transactions');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A failed load: product 8's message and Try again. */
export const FetchError: Story = {
  args: { status: 'error', rows: [], totalCount: 0, paging: paging(0, 1) },
  render: (args) => <Transactions {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TRANSACTIONS_FETCH_FAILED_MESSAGE);
    await expect(TRANSACTIONS_FETCH_FAILED_MESSAGE).toBe('Failed to fetch data. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
