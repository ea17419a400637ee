import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatCredits, formatDateTime, formatUsd, taskIdSuffix } from '../../format/format';
import { Link } from '../Link/Link';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { containerBreakpoints } from '../../theme/tokens';
import { Table } from './Table';
import type { TableColumn, TableProps, TableSort } from './Table';

interface TaskRow {
  taskId: string;
  createdAt: string;
  status: string;
  creditCost: number;
  accounts: number;
}

const completedTask: TaskRow = {
  taskId: '9b1d0f4e-2c4a-4f0e-8a31-5d6e7f8a9b01',
  createdAt: '2025-06-14T15:07:00Z',
  status: 'COMPLETED',
  creditCost: 3,
  accounts: 2,
};
const processingTask: TaskRow = {
  taskId: '7c2e1a5f-3d5b-4a1f-9b42-6e7f8a9b0c12',
  createdAt: '2025-06-13T09:30:00Z',
  status: 'PROCESSING',
  creditCost: 4,
  accounts: 3,
};
const tasks: TaskRow[] = [
  completedTask,
  processingTask,
  {
    taskId: '5d3f2b6a-4e6c-4b2a-8c53-7f8a9b0c1d23',
    createdAt: '2025-06-10T18:45:00Z',
    status: 'FAILED',
    creditCost: 2,
    accounts: 1,
  },
  {
    taskId: '3e4a3c7b-5f7d-4c3b-9d64-8a9b0c1d2e34',
    createdAt: '2025-06-09T11:00:00Z',
    status: 'PENDING',
    creditCost: 2,
    accounts: 1,
  },
];

/** A row header's name: 'Analysis #' plus the task id's last 8 characters. */
const analysisName = (task: TaskRow) => `#${taskIdSuffix(task.taskId)}`;

const columns: TableColumn<TaskRow>[] = [
  { id: 'analysis', header: 'Analysis', rowHeader: true, cell: analysisName },
  {
    id: 'date',
    header: 'Date',
    sortable: true,
    cell: (row) => formatDateTime(row.createdAt, { timeZone: 'UTC' }),
  },
  { id: 'status', header: 'Status', sortable: true, cell: (row) => <StatusBadge status={row.status} dot /> },
  { id: 'accounts', header: 'Accounts', align: 'end', cell: (row) => row.accounts },
  { id: 'credits', header: 'Credits', align: 'end', sortable: true, cell: (row) => formatCredits(row.creditCost) },
];

const meta = {
  title: 'Components/Table',
  tags: ['autodocs'],
  component: Table<TaskRow>,
  args: {
    caption: 'Budget Builder analyses',
    columns,
    rows: tasks,
    getRowKey: (row) => row.taskId,
  },
} satisfies Meta<typeof Table<TaskRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Budget Builder analyses' });
    await expect(within(table).getAllByRole('row')).toHaveLength(tasks.length + 1);
    await expect(within(table).getByRole('rowheader', { name: analysisName(completedTask) })).toBeInTheDocument();
    // The scroll container is a named, focusable region (keyboard users can scroll it).
    const region = canvas.getByRole('region', { name: 'Budget Builder analyses' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Wide enough for columns: the per-cell column names of the stacked layout stay hidden.
    const statusCell = within(table).getAllByRole('cell')[1];
    if (!statusCell) throw new Error('no cells');
    await expect(getComputedStyle(statusCell, '::before').content).toBe('none');
  },
};

/** The table in a space narrower than `containerBreakpoints.stackedTable` (a phone). */
const narrowWidth = `${containerBreakpoints.stackedTable - 200}px`;

/**
 * Given a phone's width, each row becomes a card: the analysis as its title, then "Date", "Status",
 * "Accounts" and "Credits" lines, so no column sits off-screen. Screen readers still meet a table.
 */
export const StackedWhenNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: narrowWidth, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Budget Builder analyses' });
    const region = canvas.getByRole('region', { name: 'Budget Builder analyses' });
    // Nothing to scroll sideways: every value is within the table's width.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(within(table).getAllByRole('row')).toHaveLength(tasks.length + 1);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(columns.length);
    // Each value line is named by its column, and the lines follow each other down the card.
    const firstRow = within(table).getAllByRole('row')[1];
    if (firstRow === undefined) throw new Error('no body row');
    const title = within(firstRow).getByRole('rowheader');
    const credits = within(firstRow).getAllByRole('cell').at(-1);
    if (credits === undefined) throw new Error('no cells');
    await expect(getComputedStyle(credits, '::before').content).toBe('"Credits"');
    await expect(credits.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom - 1);
  },
};

/** A visible heading names the table elsewhere: the caption stays for assistive technology. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Budget Builder analyses' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No analyses yet. Run an agent to see results here.' },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'No analyses yet. Run an agent to see results here.' });
    await expect(cell).toHaveAttribute('colspan', String(columns.length));
  },
};

/** Sorting with real state: the header button calls onSort, the caller sorts and sets aria-sort. */
function SortableTable(props: TableProps<TaskRow>) {
  const [sort, setSort] = useState<TableSort>({ columnId: 'date', direction: 'descending' });
  const onSort = (columnId: string) => {
    props.onSort?.(columnId);
    setSort((current) => ({
      columnId,
      direction: current.columnId === columnId && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const key = (row: TaskRow): string | number =>
    sort.columnId === 'credits' ? row.creditCost : sort.columnId === 'status' ? row.status : row.createdAt;
  const rows = [...props.rows].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
  return <Table {...props} rows={rows} sort={sort} onSort={onSort} />;
}

export const Sortable: Story = {
  args: { onSort: fn() },
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvas, args }) => {
    const dateHeader = canvas.getByRole('columnheader', { name: 'Date' });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    const creditsHeader = canvas.getByRole('columnheader', { name: 'Credits' });
    await expect(creditsHeader).not.toHaveAttribute('aria-sort');
    // Non-sortable columns have no button.
    await expect(within(canvas.getByRole('columnheader', { name: 'Accounts' })).queryByRole('button')).toBeNull();

    await userEvent.click(within(creditsHeader).getByRole('button', { name: 'Credits' }));
    await expect(args.onSort).toHaveBeenCalledWith('credits');
    await expect(creditsHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(dateHeader).not.toHaveAttribute('aria-sort');

    await userEvent.keyboard('{Enter}');
    await expect(creditsHeader).toHaveAttribute('aria-sort', 'descending');
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByRole('rowheader', { name: analysisName(processingTask) })).toBeInTheDocument();
  },
};

/** Each row links to its result: the row header is the link, and a click anywhere on the row follows it. */
export const RowLinks: Story = {
  args: { getRowTo: (row) => `/results/budget_builder/${row.taskId}` },
  // Not captured: its play follows a row's link and ends on another page; Default shows the rows.
  parameters: { router: { path: '/results/budget_builder', route: '/results/budget_builder' }, visual: false },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: analysisName(completedTask) });
    await expect(link).toHaveAttribute('href', `/results/budget_builder/${completedTask.taskId}`);
    await userEvent.click(canvas.getAllByRole('cell', { name: '2' })[0] as HTMLElement);
    await expect(within(canvasElement).getByTestId('navigated-away')).toBeInTheDocument();
  },
};

export const RowClick: Story = {
  args: { onRowClick: fn() },
  // Not captured: a row click changes nothing on screen; Default shows the same table.
  parameters: { visual: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('cell', { name: '3' })[0] as HTMLElement);
    await expect(args.onRowClick).toHaveBeenCalledWith(completedTask);
  },
};

interface Transaction {
  id: string;
  date: string;
  name: string;
  category: string;
  account: string;
  amount: number;
  pending: boolean;
}

const transactions: Transaction[] = [
  {
    id: 't1',
    date: '2025-06-14',
    name: 'Blue Bottle Coffee',
    category: 'Food and Drink',
    account: 'Everyday Checking ••6789',
    amount: -6.5,
    pending: true,
  },
  {
    id: 't2',
    date: '2025-06-13',
    name: 'Payroll deposit from an employer with a very long registered company name, Inc.',
    category: 'Income',
    account: 'Everyday Checking ••6789',
    amount: 2450,
    pending: false,
  },
  {
    id: 't3',
    date: '2025-06-12',
    name: 'Netflix',
    category: 'Subscriptions',
    account: 'Rewards Credit Card ••1234',
    amount: -15.49,
    pending: false,
  },
];

const transactionColumns: TableColumn<Transaction>[] = [
  { id: 'date', header: 'Date', cell: (row) => row.date },
  { id: 'name', header: 'Description', rowHeader: true, cell: (row) => row.name },
  { id: 'category', header: 'Category', cell: (row) => row.category },
  { id: 'account', header: 'Account', cell: (row) => row.account },
  { id: 'pending', header: 'Status', cell: (row) => (row.pending ? <StatusBadge status="PENDING" /> : 'Posted') },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatUsd(row.amount) },
  {
    id: 'help',
    header: 'Help',
    cell: (row) => <Link to={`/help?category=other&description=${encodeURIComponent(row.name)}`}>Help</Link>,
  },
];

/** Wider than a phone: the region scrolls sideways and can be scrolled with the keyboard. */
export const WideAndLongText: Story = {
  render: () => (
    <Table caption="Recent Transactions" columns={transactionColumns} rows={transactions} getRowKey={(row) => row.id} />
  ),
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { getRowTo: (row) => `/results/budget_builder/${row.taskId}` },
};
