import { MOCK_ACCOUNTS, MOCK_TODAY, MOCK_TRANSACTIONS } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { formatDayHeading } from '../../format/format';
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

/** The mock bank's transactions as the list shows them, newest first. */
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
      onClearFilters={() => {
        setQuery('');
        setAccountId('');
        setPage(1);
        props.onClearFilters();
      }}
    />
  );
}

/** A phone held upright (the preview's 390 x 844 `phone`), the width the list is designed down to. */
const PHONE = { value: 'phone', isRotated: false } as const;

const meta = {
  title: 'Screens/Transactions',
  tags: ['autodocs'],
  component: Transactions,
  parameters: {
    layout: 'padded',
    router: { path: '/transactions', route: '/transactions' },
  },
  args: {
    status: 'ready',
    rows: allRows.slice(0, PAGE_SIZE),
    today: MOCK_TODAY,
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
    onClearFilters: fn(),
    onRetry: fn(),
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof Transactions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every transaction row on the screen, in order. */
const transactionRows = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[aria-label="Transactions by day"] ul > li'),
];

/** The days' headings, in order. */
const dayHeadings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** Each row is one line: as tall as every other, and nothing in it wraps or spills sideways. */
async function expectOneLineRows(canvasElement: HTMLElement) {
  const rows = transactionRows(canvasElement);
  await expect(rows.length).toBeGreaterThan(0);
  // clientHeight leaves out the rule between rows, which the first row of a day has not.
  const heights = new Set(rows.map((row) => row.clientHeight));
  await expect([...heights]).toHaveLength(1);
  for (const row of rows) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
    canvasElement.ownerDocument.documentElement.clientWidth,
  );
}

/** The rows of the first page, in their days ('Today', 'Yesterday', then 'Wed, Nov 18'), newest first. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recent Transactions' })).toBeVisible();
    const firstPage = allRows.slice(0, PAGE_SIZE);
    const days = [...new Set(firstPage.map((row) => row.date))];
    await expect(days.length).toBeGreaterThan(2);
    await expect(dayHeadings(canvasElement)).toEqual(days.map((day) => formatDayHeading(day, MOCK_TODAY)));
    await expect(dayHeadings(canvasElement)[0]).toBe('Today');
    // Each day is a list of its own rows, named by its heading.
    for (const day of days) {
      const list = canvas.getByRole('list', { name: formatDayHeading(day, MOCK_TODAY) });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(firstPage.filter((r) => r.date === day).length);
    }
    await expect(transactionRows(canvasElement)).toHaveLength(PAGE_SIZE);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 1–25 of ${allRows.length}`);
    const account = canvas.getByRole('combobox', { name: 'Account' });
    await expect(within(account).getAllByRole('option')[0]).toHaveTextContent(ALL_ACCOUNTS_LABEL);
    await expect(within(account).getAllByRole('option')).toHaveLength(MOCK_ACCOUNTS.length + 1);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    // The search box and the account select sit on one line.
    const search = canvas.getByRole('searchbox', { name: 'Search' }).getBoundingClientRect();
    await expect(account.getBoundingClientRect().bottom).toBeCloseTo(search.bottom, 0);
    // A row reads merchant, category, account, amount and Pending, in that order.
    const first = firstPage[0];
    if (!first) throw new Error('the fixture has transactions');
    const row = transactionRows(canvasElement)[0];
    await expect(row?.textContent?.startsWith(first.merchantName || first.name)).toBe(true);
    await expect(row).toHaveTextContent(first.category);
    await expect(row).toHaveTextContent(first.account);
    // The clean merchant name leads each row; the bank's descriptor follows where there is room.
    const described = firstPage.find((r) => r.merchantName && r.merchantName !== r.name);
    if (!described) throw new Error('the first page has a transaction with a merchant name');
    const describedRow = transactionRows(canvasElement)[firstPage.indexOf(described)];
    await expect(describedRow).toHaveTextContent(`bank description: ${described.name}`);
    await expectOneLineRows(canvasElement);
  },
};

/** The same page on a 390 px phone: still one line per transaction, the amount at the end. */
export const Phone: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvas, canvasElement }) => {
    await expect(dayHeadings(canvasElement)[0]).toBe('Today');
    await expectOneLineRows(canvasElement);
    const row = transactionRows(canvasElement)[0];
    const amount = row?.querySelector('[class*="amount"]');
    if (!row || !amount) throw new Error('a row has an amount');
    // The amount ends the row, on the merchant's line.
    await expect(row.getBoundingClientRect().right - amount.getBoundingClientRect().right).toBeLessThan(24);
    // Search and account share one line above the list.
    const search = canvas.getByRole('searchbox', { name: 'Search' }).getBoundingClientRect();
    const account = canvas.getByRole('combobox', { name: 'Account' }).getBoundingClientRect();
    await expect(account.top).toBeCloseTo(search.top, 0);
    // The bank's descriptor gives way on a phone (it is still read out).
    const descriptor = canvasElement.querySelector('[class*="descriptor"]');
    await expect(descriptor?.getBoundingClientRect().width ?? 0).toBeLessThanOrEqual(1);
  },
};

const amountRows: TransactionRow[] = [
  {
    id: 'out',
    date: '2026-11-20',
    name: 'WHOLEFDS MKT 10234',
    merchantName: 'Whole Foods',
    category: 'Groceries',
    amount: 84.2,
    pending: false,
    account: 'Everyday Checking ••4417',
  },
  {
    id: 'in',
    date: '2026-11-19',
    name: 'ACME CORP PAYROLL',
    merchantName: 'Acme Corp',
    category: 'Income',
    amount: -2500,
    pending: false,
    account: 'Everyday Checking ••4417',
  },
  {
    id: 'new',
    date: '2026-11-19',
    name: 'Corner Cafe',
    category: '',
    amount: 4.5,
    pending: true,
    account: 'Unknown account',
  },
  {
    id: 'refund',
    date: '2026-11-12',
    name: 'AMZN MKTP US REFUND',
    merchantName: 'Amazon',
    category: 'Shopping',
    amount: -32.99,
    pending: true,
    account: 'Rewards Card ••9032',
  },
];

/**
 * Money out is a debit with a minus; money in a credit with a plus, in colour and heavier; each says
 * so in words. Pending rows carry a Pending tag; an uncategorized row says so.
 */
export const MoneyInAndPending: Story = {
  args: { rows: amountRows, totalCount: amountRows.length, paging: paging(amountRows.length, 1) },
  render: (args) => <Transactions {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(dayHeadings(canvasElement)).toEqual(['Today', 'Yesterday', 'Thu, Nov 12']);
    const [out, income, pending, refund] = transactionRows(canvasElement);
    if (!out || !income || !pending || !refund) throw new Error('four rows');
    await expect(out).toHaveTextContent(transactionAmountText(84.2));
    await expect(transactionAmountText(84.2)).toBe('-$84.20');
    await expect(within(out).getByText('$84.20 money out')).toBeInTheDocument();
    await expect(income).toHaveTextContent('+$2,500.00');
    await expect(within(income).getByText('$2,500.00 money in')).toBeInTheDocument();
    // Money in differs from money out by more than colour: its sign, and a heavier weight.
    const weight = (row: HTMLElement) => Number(getComputedStyle(within(row).getByText(/^[+-]\$/)).fontWeight);
    await expect(weight(income)).toBeGreaterThan(weight(out));
    await expect(weight(out)).toBeGreaterThanOrEqual(400);
    await expect(getComputedStyle(within(out).getByText(/^[+-]\$/)).fontVariantNumeric).toBe('tabular-nums');
    await expect(within(pending).getByText('Pending')).toBeVisible();
    await expect(pending).toHaveTextContent(/^Corner CafeUncategorized/);
    await expect(within(refund).getByText('Pending')).toBeVisible();
    await expect(within(refund).getByText('$32.99 money in')).toBeInTheDocument();
    await expect(within(out).queryByText('Pending')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Transactions pages' })).toBeNull();
    await expectOneLineRows(canvasElement);
  },
};

/** Money in and pending rows on a phone. */
export const MoneyInAndPendingPhone: Story = {
  ...MoneyInAndPending,
  globals: { viewport: PHONE },
};

/** The dark theme: money in, pending and the days' headings keep their contrast. */
export const MoneyInAndPendingDark: Story = {
  ...MoneyInAndPending,
  globals: { theme: 'dark' },
};

/** Search by typing: name, merchant or category, any case; the days and the range follow. */
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
    for (const row of transactionRows(canvasElement)) await expect(row.textContent?.toLowerCase()).toContain('coffee');
    const days = [...new Set(expected.slice(0, PAGE_SIZE).map((row) => row.date))];
    await expect(dayHeadings(canvasElement)).toEqual(days.map((day) => formatDayHeading(day, MOCK_TODAY)));
  },
};

/** Searching and filtering on a 390 px phone: the bar stays one line and the rows follow. */
export const SearchOnPhone: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    const before = search.getBoundingClientRect();
    await userEvent.type(search, 'uber');
    const expected = allRows.filter((row) =>
      [row.name, row.merchantName ?? '', row.category].some((text) => text.toLowerCase().includes('uber')),
    );
    await expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`of ${expected.length}`));
    for (const row of transactionRows(canvasElement)) await expect(row.textContent?.toLowerCase()).toContain('uber');
    // The field keeps its place and its width: typing does not move the bar.
    await expect(search.getBoundingClientRect().width).toBeCloseTo(before.width, 0);
    await expect(search).toHaveValue('uber');
    await expect(search.getBoundingClientRect().width).toBeGreaterThan(160);
    await expectOneLineRows(canvasElement);
  },
};

/** Nothing matches: the list says so, and one button clears the search and the filter. */
export const NoMatches: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzzz no such merchant');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No transactions match your search or account filter.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No matching transactions');
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(transactionRows(canvasElement)).toHaveLength(0);
  },
};

/** 'Clear search and filter' from nothing matching: the whole list is back. */
export const ClearNoMatches: Story = {
  // It ends where Default is drawn; its baseline would repeat Default's.
  parameters: { visual: false },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzzz no such merchant');
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear search and filter' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 1–25 of ${allRows.length}`);
  },
};

/** Nothing matches, on a phone. */
export const NoMatchesPhone: Story = {
  globals: { viewport: PHONE },
  args: { query: 'zzzz', rows: [], paging: paging(0, 1) },
  render: (args) => <Transactions {...args} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No transactions match your search or account filter.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzzz');
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
    for (const row of transactionRows(canvasElement)) await expect(row).toHaveTextContent(target.label);
  },
};

/** Paging by keyboard: Next, then Previous, with the range announced. */
export const PagingByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 26–50 of ${allRows.length}`);
    await expect(transactionRows(canvasElement)[0]).toHaveTextContent(
      allRows[PAGE_SIZE]?.merchantName || allRows[PAGE_SIZE]?.name || '',
    );
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toBeEnabled();
    previous.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 1–25 of ${allRows.length}`);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

/** Straight to any page from the page list, not only Previous and Next; old days carry their year. */
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
    const first = allRows[(pageCount - 1) * PAGE_SIZE];
    await expect(transactionRows(canvasElement)[0]).toHaveTextContent(first?.merchantName || first?.name || '');
    await expect(pages).toHaveDisplayValue(`Page ${pageCount} of ${pageCount}`);
    await expect(dayHeadings(canvasElement)[0]).toBe(formatDayHeading(first?.date ?? '', MOCK_TODAY));
    await expect(dayHeadings(canvasElement)[0]).toMatch(/, 2025$/);
  },
};

/** Nothing linked yet: an invitation to link an account. */
export const NoTransactions: Story = {
  args: { rows: [], totalCount: 0, paging: paging(0, 1), accounts: [] },
  render: (args) => <Transactions {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No transactions yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Link an account' })).toHaveAttribute('href', '/link-account');
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

/** Nothing linked yet, on a phone. */
export const NoTransactionsPhone: Story = { ...NoTransactions, globals: { viewport: PHONE } };

/** The transactions are on their way: the bar is in place and the rows' shapes hold theirs. */
export const Loading: Story = {
  args: { status: 'loading', rows: [], totalCount: 0, paging: paging(0, 1), accounts: [] },
  render: (args) => <Transactions {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transactions');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Transactions by day' })).toBeNull();
  },
};

/** Loading on a phone. */
export const LoadingPhone: Story = { ...Loading, globals: { viewport: PHONE } };

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

/** A failed load on a phone. */
export const FetchErrorPhone: Story = { ...FetchError, globals: { viewport: PHONE } };

/** Many rows across days, in the dark theme. */
export const DefaultDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(dayHeadings(canvasElement)[0]).toBe('Today');
    await expectOneLineRows(canvasElement);
  },
};

/** What the row action of WithRowAction was pressed for. */
const rowAction = fn<(id: string) => void>();

/**
 * The row-action slot: whatever `renderRowAction` returns ends each row (here a plain button), and it
 * acts on that row. The rows stay one line with it, on a phone too.
 */
export const WithRowAction: Story = {
  globals: { viewport: PHONE },
  args: {
    rows: amountRows,
    totalCount: amountRows.length,
    paging: paging(amountRows.length, 1),
    renderRowAction: (row) => (
      <Button
        variant="ghost"
        size="small"
        icon={<Icon name="more-horizontal" />}
        aria-label={`More for ${row.merchantName || row.name}`}
        onClick={() => rowAction(row.id)}
      />
    ),
  },
  render: (args) => <Transactions {...args} />,
  beforeEach: () => {
    rowAction.mockClear();
  },
  play: async ({ canvas, canvasElement }) => {
    const rows = transactionRows(canvasElement);
    await expect(rows).toHaveLength(amountRows.length);
    for (const [index, row] of rows.entries()) {
      const data = amountRows[index];
      await expect(
        within(row).getByRole('button', { name: `More for ${data?.merchantName || data?.name}` }),
      ).toBeVisible();
    }
    await expect(canvas.getAllByRole('button', { name: /^More for / })).toHaveLength(amountRows.length);
    await userEvent.click(canvas.getByRole('button', { name: 'More for Acme Corp' }));
    await expect(rowAction).toHaveBeenCalledOnce();
    await expect(rowAction).toHaveBeenCalledWith('in');
    await expectOneLineRows(canvasElement);
  },
};
