import { CREDIT_HISTORY_PAGE_SIZE } from '@ledgerlight/contract';
import type { CreditLedgerItem } from '@ledgerlight/contract';
import { MOCK_CREDIT_BALANCE, MOCK_LEDGER, MOCK_NOW } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatSignedCredits } from '../../format/format';
import {
  CREDITS_LOAD_ERROR,
  CREDIT_HISTORY_END,
  CreditHistory,
  WELCOME_BONUS_MARK,
  WELCOME_BONUS_TYPE_LABEL,
  creditHelpCategory,
  creditHelpPrefill,
} from './CreditHistory';

/** The story's stand-in for the app's `to.help` link builder. */
const helpTo = (entry: CreditLedgerItem) => `/help?${new URLSearchParams(creditHelpPrefill(entry)).toString()}`;

const firstPage = MOCK_LEDGER.slice(0, CREDIT_HISTORY_PAGE_SIZE);
const byType = (type: CreditLedgerItem['type']) =>
  MOCK_LEDGER.find((entry) => entry.type === type && !entry.note?.includes('Welcome'));
const purchase = byType('purchase');
const usage = byType('usage');
const refund = byType('refund');
const welcome = MOCK_LEDGER.find((entry) => entry.note?.includes('Welcome bonus'));
const mixed = [purchase, usage, refund, welcome].filter((entry): entry is CreditLedgerItem => entry !== undefined);

const meta = {
  title: 'Screens/CreditHistory',
  tags: ['autodocs'],
  component: CreditHistory,
  parameters: { layout: 'padded' },
  args: {
    balance: MOCK_CREDIT_BALANCE,
    entries: firstPage,
    status: 'ready',
    hasMore: true,
    getHelpTo: helpTo,
    onLoadMore: fn(),
    onRetry: fn(),
    now: MOCK_NOW,
  },
} satisfies Meta<typeof CreditHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 25, with more to come: the balance, the rows and Load More (product 2, 9). */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    await expect(canvas.getByText(String(MOCK_CREDIT_BALANCE))).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Credit history' });
    await expect(within(table).getAllByRole('row')).toHaveLength(firstPage.length + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(CREDIT_HISTORY_END)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits/purchase');
  },
};

/** One row of each kind: type badge, signed amount, card of a purchase, welcome-bonus mark, Help link. */
export const EntryKinds: Story = {
  args: { entries: mixed, hasMore: false },
  play: async ({ canvas }) => {
    for (const entry of mixed) {
      const row = canvas
        .getByRole('rowheader', { name: new RegExp(entry.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .closest('tr');
      if (!row) throw new Error(`no row for ${entry.id}`);
      const cells = within(row);
      await expect(cells.getByText(formatSignedCredits(entry.amount))).toBeVisible();
      const help = cells.getByRole('link', { name: `Help with ${entry.description}` });
      const query = new URL(help.getAttribute('href') ?? '', 'http://x').searchParams;
      await expect(help.getAttribute('href')).toMatch(/^\/help\?/);
      await expect(query.get('category')).toBe(creditHelpCategory(entry));
      await expect(query.get('description')).toContain(entry.description);
    }
    if (purchase) {
      const row = canvas.getByRole('rowheader', { name: new RegExp(purchase.description) }).closest('tr');
      await expect(within(row ?? document.body).getByText(/ending in \d{4}/)).toBeVisible();
      await expect(within(row ?? document.body).getByText('Purchase')).toBeVisible();
    }
    if (usage) await expect(creditHelpCategory(usage)).toBe('bad analysis');
    if (refund) await expect(creditHelpCategory(refund)).toBe('refund request');
    await expect(canvas.getAllByText(WELCOME_BONUS_MARK)).toHaveLength(1);
    // The free welcome credits are a bonus, not a purchase.
    if (welcome) {
      const row = within(
        canvas.getByRole('rowheader', { name: new RegExp(welcome.description) }).closest('tr') ?? document.body,
      );
      await expect(row.getByText(WELCOME_BONUS_TYPE_LABEL)).toBeVisible();
      await expect(row.queryByText('Purchase')).toBeNull();
    }
    await expect(canvas.getByText(formatSignedCredits(-1 * Math.abs(usage?.amount ?? 1)))).toBeVisible();
  },
};

/** The next page is on its way: Load More is busy and does not fire again. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Load More/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Every page is in: no Load More, the end of the history says so. */
export const EndOfHistory: Story = {
  args: { entries: MOCK_LEDGER, hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    await expect(canvas.getByText(CREDIT_HISTORY_END)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Credit history' });
    await expect(within(table).getAllByRole('row')).toHaveLength(MOCK_LEDGER.length + 1);
  },
};

/** No entries yet: the empty state links to /credits/purchase (product 2). */
export const Empty: Story = {
  args: { entries: [], hasMore: false, balance: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No credit transactions yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Purchase credits' })).toHaveAttribute('href', '/credits/purchase');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** One credit left: the balance card reads '1' over 'credit', never '1 credits'. */
export const OneCreditLeft: Story = {
  args: { balance: 1 },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Current balance');
    const tile = label.parentElement?.parentElement;
    if (!tile) throw new Error('no balance card');
    await expect(tile).toHaveTextContent(/^Current balance1credit$/);
  },
};

/** The first page has not answered: the history's table in placeholders, hidden from assistive technology. */
export const Loading: Story = {
  args: { entries: [], status: 'loading', balance: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading credit history');
    // The placeholder table is inert: neither read out nor focusable.
    await expect(canvasElement.querySelector('table')?.closest('[inert]')).toBeTruthy();
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('tbody [data-skeleton]').length).toBeGreaterThanOrEqual(5);
  },
};

/** The first page failed: 'Failed to load credits' with Try again (product 8). */
export const LoadFailed: Story = {
  args: { entries: [], status: 'error', hasMore: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(CREDITS_LOAD_ERROR);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Another page failed: the loaded rows stay, the error and Try again show under them. */
export const LoadMoreFailed: Story = {
  args: { loadMoreFailed: true },
  play: async ({ canvas, args }) => {
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(firstPage.length + 1);
    await expect(canvas.getByRole('alert')).toHaveTextContent(CREDITS_LOAD_ERROR);
    await expect(canvas.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The balance fetch failed: it is hidden, the history still shows (product 7). */
export const BalanceUnknown: Story = {
  args: { balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Current balance')).not.toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Credit history' })).toBeVisible();
  },
};
