import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { taskIdSuffix } from '../../format/format';
import { Processing } from './Processing';

const TASK_ID = '7f3a9c2e-51b4-4e8a-9d06-2c8e4b1a7f30';

const meta = {
  title: 'Screens/Processing',
  tags: ['autodocs'],
  component: Processing,
  parameters: { layout: 'fullscreen' },
  args: {
    view: 'processing',
    agent: { name: 'Fraud Detection', icon: 'shield' },
    taskId: TASK_ID,
    resultHref: `/results/fraud_detection/${TASK_ID}`,
    otherResultsHref: '/results/fraud_detection',
    agentsHref: '/finance-agents',
  },
} satisfies Meta<typeof Processing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step states in document order, read from each item's data-state. */
function stepStates(canvas: { getAllByRole: (role: 'listitem') => HTMLElement[] }): (string | null)[] {
  return canvas.getAllByRole('listitem').map((item) => item.getAttribute('data-state'));
}

/** Before the first status answer. */
export const Loading: Story = {
  args: { view: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fraud Detection' })).toBeVisible();
    await expect(canvas.getByText(`Analysis #${taskIdSuffix(TASK_ID)}`)).toBeVisible();
    await expect(canvas.getByText('Checking the status of your analysis...')).toBeVisible();
    await expect(stepStates(canvas)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  },
};

/** PENDING: 'Queuing your analysis...' (product 2). */
export const Pending: Story = {
  args: {
    view: 'pending',
    task: { status: 'PENDING', statusText: 'Queued: waiting for an available analysis worker' },
    progress: { phase: 'queued' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Queuing your analysis...')).toBeVisible();
    await expect(canvas.getByText('pending')).toBeVisible();
    await expect(canvas.getByText(`Analysis #${taskIdSuffix(TASK_ID)}`)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Analysis progress' })).toBeVisible();
  },
};

/** PROCESSING, reviewing an account (product 2: the account or the transaction count). */
export const ProcessingAccount: Story = {
  args: {
    view: 'processing',
    task: {
      status: 'PROCESSING',
      statusText: 'Fetching accounts: Everyday Checking and Rewards Card...',
      accountBeingReviewed: 'Everyday Checking',
      transactionsReviewed: 0,
    },
    progress: { phase: 'running', step: 'fetchAccounts' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fetching accounts: Everyday Checking and Rewards Card...')).toBeVisible();
    await expect(canvas.getByText('Reviewing account: Everyday Checking')).toBeVisible();
    await expect(canvas.getByText('processing')).toBeVisible();
    await expect(stepStates(canvas)).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** PROCESSING with a transaction count and no account. */
export const ProcessingTransactions: Story = {
  args: {
    view: 'processing',
    task: { status: 'PROCESSING', statusText: 'Processing 1240 transactions...', transactionsReviewed: 1240 },
    progress: { phase: 'running', step: 'processTransactions' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing 1240 transactions...')).toBeVisible();
    await expect(canvas.getByText('1,240 transactions reviewed')).toBeVisible();
    await expect(stepStates(canvas)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
  },
};

/** Analyzing, with a status request that failed while polling goes on. */
export const ProcessingWithServerError: Story = {
  args: {
    view: 'processing',
    task: {
      status: 'PROCESSING',
      statusText: 'Analyzing transactions for unusual activity...',
      transactionsReviewed: 412,
    },
    progress: { phase: 'running', step: 'analyze' },
    error: 'Server error occurred. Please try again later.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server error occurred. Please try again later.');
    await expect(canvas.getByText('Analyzing transactions for unusual activity...')).toBeVisible();
    await expect(stepStates(canvas)).toEqual(['done', 'done', 'done', 'current', 'upcoming']);
  },
};

/** COMPLETED: redirecting to the result after 1500 ms. */
export const CompletedRedirecting: Story = {
  args: {
    view: 'completed',
    task: { status: 'COMPLETED', statusText: 'Fraud analysis completed.', transactionsReviewed: 1240 },
    progress: { phase: 'completed' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Analysis complete')).toBeVisible();
    await expect(canvas.getByText('Redirecting to your results...')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Results Now' })).toHaveAttribute(
      'href',
      `/results/fraud_detection/${TASK_ID}`,
    );
    await expect(canvas.getByText('completed')).toBeVisible();
    await expect(stepStates(canvas)).toEqual(['done', 'done', 'done', 'done', 'done']);
  },
};

/** FAILED: redirecting to the result (which shows the failure) after 1000 ms. */
export const FailedRedirecting: Story = {
  args: {
    view: 'failed',
    task: {
      status: 'FAILED',
      statusText: 'Fraud detection failed. Please try again.',
      errorInfo: { message: 'The bank connection for Everyday Checking has expired.' },
    },
    progress: { phase: 'failed', step: 'fetchAccounts' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Analysis failed')).toBeVisible();
    await expect(canvas.getByText('The bank connection for Everyday Checking has expired.')).toBeVisible();
    await expect(canvas.getByText('Redirecting to the analysis details...')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Details Now' })).toBeVisible();
    await expect(stepStates(canvas)).toEqual(['done', 'error', 'upcoming', 'upcoming', 'upcoming']);
  },
};

/** A 404 after the 5 tolerated polls (product 4, product 8). */
export const NotFound: Story = {
  args: { view: 'notFound', error: 'Analysis not found. It may have been deleted or the ID is incorrect.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Analysis not found. It may have been deleted or the ID is incorrect.',
    );
    await expect(canvas.getByRole('link', { name: 'View Other Results' })).toHaveAttribute(
      'href',
      '/results/fraud_detection',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
    await expect(canvas.queryByRole('list', { name: 'Analysis progress' })).toBeNull();
  },
};

/** A 403: another user's analysis (product 6, product 8). */
export const Forbidden: Story = {
  args: { view: 'forbidden', error: 'You do not have permission to view this analysis.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have permission to view this analysis.');
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Other Results' })).toBeVisible();
  },
};

/** An unknown agent id in the address. */
export const AgentNotFound: Story = {
  args: { view: 'agentNotFound', agent: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeVisible();
    await expect(canvas.getByText(/Invalid agent selected/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
  },
};

/** A long status text and account name wrap. */
export const LongText: Story = {
  args: {
    view: 'processing',
    agent: { name: 'Discretionary Spending', icon: 'shopping-bag' },
    task: {
      status: 'PROCESSING',
      overallStatus: 'Reviewing accounts',
      statusText:
        'Fetching accounts: Joint Household Checking with Overdraft Protection, Premier Travel Rewards Credit Card and 4 more...',
      accountBeingReviewed: 'Joint Household Checking with Overdraft Protection',
    },
    progress: { phase: 'running', step: 'fetchAccounts' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reviewing accounts')).toBeVisible();
  },
};

export const Dark: Story = {
  args: ProcessingTransactions.args,
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: ProcessingAccount.args,
  globals: { viewport: { value: 'mobile' } },
};
