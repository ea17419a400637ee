import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAgent } from '@ledgerlight/contract';
import { MOCK_NOW } from '@ledgerlight/mocks';
import { expect, fn, within } from 'storybook/test';
import { AgentResults, TASKS_FETCH_FAILED_MESSAGE } from './AgentResults';
import type { AgentResultRow } from './AgentResults';

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(new Date(MOCK_NOW).getTime() - hoursAgo * HOUR).toISOString();

/** Already in product 4's status order, as the app hands them over. */
const ROWS: AgentResultRow[] = [
  {
    taskId: 'task-budget-prc00005',
    status: 'PROCESSING',
    createdAt: at(0.2),
    accountCount: 2,
    creditCost: 4,
    statusText: 'Processing 412 transactions from 2 accounts',
  },
  { taskId: 'task-budget-pnd00004', status: 'PENDING', createdAt: at(0.1), accountCount: 1, creditCost: 3 },
  {
    taskId: 'task-budget-cmp00003',
    status: 'COMPLETED',
    createdAt: at(20),
    accountCount: 3,
    creditCost: 5,
    statusText: 'Completed: $6,943/mo spending against $8,882/mo income; 2 categories over budget',
  },
  {
    taskId: 'task-budget-cmp00002',
    status: 'COMPLETED',
    overallStatus: 'Completed with warnings',
    createdAt: at(24 * 6),
    accountCount: 1,
    creditCost: 3,
  },
  {
    taskId: 'task-budget-flr00001',
    status: 'FAILED',
    createdAt: at(24 * 12),
    accountCount: 1,
    creditCost: 3,
    errorMessage: 'The bank did not answer in time. Your credits were refunded.',
  },
];

const meta = {
  title: 'Screens/AgentResults',
  tags: ['autodocs'],
  component: AgentResults,
  args: {
    agent: getAgent('budget_builder'),
    status: 'ready',
    rows: ROWS,
    totalCount: ROWS.length,
    query: '',
    statusFilter: 'all',
    sort: 'status',
    view: 'table',
    activeCount: 2,
    resultHref: (taskId) => `/results/budget_builder/${taskId}`,
    processingHref: (taskId) => `/processing/budget_builder/${taskId}`,
    runHref: '/agents/budget_builder',
    allResultsHref: '/results',
    agentsHref: '/finance-agents',
    onQueryChange: fn(),
    onStatusFilterChange: fn(),
    onSortChange: fn(),
    onViewChange: fn(),
    onReload: fn(),
    onGoBack: fn(),
    now: MOCK_NOW,
  },
} satisfies Meta<typeof AgentResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table, in product 4's status order; running tasks link to their progress, the others to their result. */
export const Table: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Budget Builder Results' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Budget Builder analyses' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    const row = (index: number) => {
      const element = rows[index];
      if (!element) throw new globalThis.Error(`no row ${index}`);
      return within(element);
    };
    await expect(row(0).getByRole('rowheader')).toHaveTextContent('Analysis #prc00005');
    await expect(row(0).getByText('processing')).toBeVisible();
    await expect(row(0).getByRole('link', { name: /Track progress/ })).toHaveAttribute(
      'href',
      '/processing/budget_builder/task-budget-prc00005',
    );
    await expect(row(2).getByRole('link', { name: /View result/ })).toHaveAttribute(
      'href',
      '/results/budget_builder/task-budget-cmp00003',
    );
    await expect(row(3).getByText('Completed with warnings')).toBeVisible();
    // A completed run says what it found (ADR 0016), not 'Budget completed.' or a dash.
    await expect(
      row(2).getByText('Completed: $6,943/mo spending against $8,882/mo income; 2 categories over budget'),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '5 analyses · 2 in progress, updating every few seconds',
    );
    await expect(canvas.getByRole('link', { name: 'Run New Analysis' })).toHaveAttribute(
      'href',
      '/agents/budget_builder',
    );
  },
};

/** The same tasks as cards. */
export const Cards: Story = {
  args: { view: 'cards' },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Analyses' })).getAllByRole('article');
    await expect(cards).toHaveLength(5);
    const failed = within(canvas.getByRole('article', { name: 'Analysis #flr00001' }));
    await expect(failed.getByText('The bank did not answer in time. Your credits were refunded.')).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Retry Analysis #flr00001' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Cards' })).toBeChecked();
  },
};

/** Retry on a FAILED task reloads the list (product 2); nothing else. */
export const RetryFailed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Analysis #flr00001' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Older tasks remain on the server: Load More under the list fetches the next page (ADR 0029). */
export const HasMore: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`${ROWS.length} analyses loaded`);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The next page failed: the rows stay, with 'Failed to fetch tasks' and Try again under them. */
export const LoadMoreFailed: Story = {
  args: { hasMore: true, loadMoreFailed: true, onLoadMore: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(TASKS_FETCH_FAILED_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The controls report each change: search, status, sort, and the view by arrow keys. */
export const Controls: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'f');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('f');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'FAILED');
    await expect(args.onStatusFilterChange).toHaveBeenLastCalledWith('FAILED');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('oldest');
    canvas.getByRole('radio', { name: 'Table' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('cards');
  },
};

/** A search that matches nothing: say so and offer to clear it. */
export const NoMatches: Story = {
  args: { rows: [], query: 'zzz', statusFilter: 'FAILED', activeCount: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No matching analyses' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 0 of 5 analyses');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(args.onStatusFilterChange).toHaveBeenLastCalledWith('all');
  },
};

/** The agent has never run: the first-run state. */
export const Empty: Story = {
  args: { rows: [], totalCount: 0, activeCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No analyses yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Run Budget Builder' })).toHaveAttribute(
      'href',
      '/agents/budget_builder',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [], totalCount: 0, activeCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading Budget Builder results')).toBeVisible();
  },
};

/** The list could not be loaded: product 8's 'Failed to fetch tasks' and Try again. */
export const Error: Story = {
  args: { status: 'error', rows: [], totalCount: 0, activeCount: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(TASKS_FETCH_FAILED_MESSAGE)).toBeVisible();
    await expect(TASKS_FETCH_FAILED_MESSAGE).toBe('Failed to fetch tasks');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** An id that is not in the catalogue. */
export const AgentNotFound: Story = {
  args: { agent: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeVisible();
    await expect(canvas.getByText(/Invalid agent selected/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onGoBack).toHaveBeenCalledOnce();
  },
};
