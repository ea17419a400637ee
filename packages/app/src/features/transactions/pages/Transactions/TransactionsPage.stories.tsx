import { endpoints } from '@ledgerlight/contract';
import { MOCK_ACCOUNTS, MOCK_NOW, MOCK_TRANSACTIONS, MOCK_USER, handlers, scenario } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatDayHeading } from '@ledgerlight/ui';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { TransactionsPage } from './TransactionsPage';

const LOADED = { timeout: 5_000 };
const total = MOCK_TRANSACTIONS.length;

const meta = {
  title: 'Pages/Transactions',
  component: TransactionsPage,
  args: { now: new Date(MOCK_NOW) },
  parameters: {
    layout: 'padded',
    router: { path: '/transactions', route: '/transactions' },
    msw: { handlers },
  },
  beforeEach: () => {
    window.localStorage.clear();
  },
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
        <Story />
      </StaticProviders>
    ),
  ],
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const newestFirst = [...MOCK_TRANSACTIONS].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));

/** The days' headings the first page shows, 'Today' first (the stories' clock is the mock bank's). */
const firstPageDays = [...new Set(newestFirst.slice(0, 25).map((transaction) => transaction.date))].map((day) =>
  formatDayHeading(day, MOCK_NOW.slice(0, 10)),
);

/** GET /api/plaid/transactions and /api/plaid/accounts answered: the first 25, newest first, by day. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(`Showing 1–25 of ${total}`, {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recent Transactions' })).toBeVisible();
    const days = within(canvas.getByRole('list', { name: 'Transactions by day' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(days).toEqual(firstPageDays);
    await expect(days[0]).toBe('Today');
    const account = canvas.getByRole('combobox', { name: 'Account' });
    await expect(within(account).getAllByRole('option')).toHaveLength(MOCK_ACCOUNTS.length + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 26–50 of ${total}`);
    await expect(endpoints.plaidTransactions.path).toBe('/api/plaid/transactions');
  },
};

/**
 * A shared link: search, account and page come from the URL, and changing them writes
 * the URL, so a reload shows the same rows.
 */
export const FromTheUrl: Story = {
  parameters: {
    router: { path: `/transactions?page=2&account=${MOCK_ACCOUNTS[0]?.account_id ?? ''}`, route: '/transactions' },
  },
  play: async ({ canvas, userEvent }) => {
    const checking = MOCK_ACCOUNTS[0];
    if (!checking) throw new Error('no mock account');
    const mine = MOCK_TRANSACTIONS.filter((transaction) => transaction.account_id === checking.account_id).length;
    await expect(await canvas.findByText(`Showing 26–${Math.min(50, mine)} of ${mine}`, {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Account' })).toHaveValue(checking.account_id);
    await expect(canvas.getByRole('combobox', { name: 'Page' })).toHaveValue('2');
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'zzz-nothing');
    await expect(canvas.getByRole('status')).toHaveTextContent('No matching transactions');
  },
};

/** No linked bank, so no transactions: the link-an-account state. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [scenario('plaidTransactions', 'empty'), scenario('plaidAccounts', 'empty'), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Link an account' }, LOADED)).toHaveAttribute(
      'href',
      '/link-account',
    );
  },
};

/** A 500: product 8's message; Try again loads once the server recovers (when the play function says so). */
export const ServerError: Story = {
  parameters: { msw: { handlers: [scenario('plaidTransactions', 'serverError'), ...handlers] } },
  play: async ({ canvas, msw, userEvent }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Failed to fetch data. Please try again later.',
    );
    msw.use(...handlers);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByText(`Showing 1–25 of ${total}`)).toBeVisible(), LOADED);
  },
};

/** The accounts fail (500): the same message, since the table cannot name them. */
export const AccountsServerError: Story = {
  parameters: { msw: { handlers: [scenario('plaidAccounts', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Failed to fetch data. Please try again later.',
    );
  },
};

/** On a 390 px phone: search narrows the days' rows, and the URL keeps it. */
export const SearchOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(`Showing 1–25 of ${total}`, {}, LOADED);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'payroll');
    const matching = MOCK_TRANSACTIONS.filter((transaction) =>
      [transaction.name, transaction.merchant_name ?? '', ...transaction.category].some((text) =>
        text.toLowerCase().includes('payroll'),
      ),
    );
    await expect(matching.length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`of ${matching.length}`));
    const list = canvas.getByRole('list', { name: 'Transactions by day' });
    for (const heading of within(list).getAllByRole('heading', { level: 2 })) {
      const day = within(heading.parentElement ?? heading).getAllByRole('listitem');
      for (const row of day) await expect(row.textContent?.toLowerCase()).toContain('payroll');
    }
  },
};

/** The server has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('plaidTransactions', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transactions');
  },
};
