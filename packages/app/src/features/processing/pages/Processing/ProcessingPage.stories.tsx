import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgentResultResponse, AgentTask } from '@ledgerlight/contract';
import {
  MOCK_SPECIAL_TASK_IDS,
  MOCK_TASK_IDS,
  endpointHandler,
  handlers,
  mockTaskFor,
  scenario,
} from '@ledgerlight/mocks';
import { HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { ProcessingPage } from './ProcessingPage';

const AGENT = 'fraud_detection';
const PENDING_ID = MOCK_TASK_IDS[AGENT].PENDING;

function routeTo(taskId: string, agentId: string = AGENT) {
  return { path: `/processing/${agentId}/${taskId}`, route: '/processing/:agentId/:taskId' };
}

/** The task endpoint answers `task` on every poll. */
function always(task: AgentTask) {
  return endpointHandler('agentResult', () => HttpResponse.json<AgentResultResponse>(task));
}

/** Stories poll every 100 ms so that the 404 tolerance plays out in about a second. */
const fastPolls = () => 100;

const meta = {
  title: 'Pages/Processing',
  component: ProcessingPage,
  parameters: { layout: 'fullscreen', router: routeTo(PENDING_ID), msw: { handlers } },
} satisfies Meta<typeof ProcessingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first poll has not been answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('agentResult', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fraud Detection' })).toBeVisible();
    await expect(canvas.getByText('Checking the status of your analysis...')).toBeVisible();
  },
};

/** PENDING: 'Queuing your analysis...'. */
export const Pending: Story = {
  parameters: { msw: { handlers: [always(mockTaskFor(AGENT, 'PENDING')), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Queuing your analysis...')).toBeVisible();
    await expect(canvas.getByText(`Analysis #${PENDING_ID.slice(-8)}`)).toBeVisible();
    await expect(canvas.getByText('pending')).toBeVisible();
  },
};

/** PROCESSING: the account under review, the status text and the inferred step. */
export const Processing: Story = {
  parameters: {
    msw: {
      handlers: [
        always({
          ...mockTaskFor(AGENT, 'PENDING'),
          status: 'PROCESSING',
          statusText: 'Processing 1240 transactions...',
          accountBeingReviewed: 'Everyday Checking',
          transactionsReviewed: 496,
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Processing 1240 transactions...')).toBeVisible();
    await expect(canvas.getByText('Reviewing account: Everyday Checking')).toBeVisible();
    const current = canvas.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent('Process transactions, in progress');
  },
};

/** The mock task moves one stage per poll: queued, initialize, fetch accounts, process, analyze, done. */
export const Lifecycle: Story = {
  args: { pollDelay: () => 300 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Queuing your analysis...')).toBeVisible();
    await expect(await canvas.findByText(/^Fetching accounts/, {}, { timeout: 5_000 })).toBeVisible();
    await expect(await canvas.findByText('Analysis complete', {}, { timeout: 5_000 })).toBeVisible();
    await expect(await canvas.findByTestId('navigated-away', {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};

/** COMPLETED: 'Analysis complete', then to /results/{agentId}/{taskId} after 1500 ms. */
export const CompletedRedirects: Story = {
  parameters: { router: routeTo(MOCK_TASK_IDS[AGENT].COMPLETED) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Redirecting to your results...')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Results Now' })).toHaveAttribute(
      'href',
      `/results/${AGENT}/${MOCK_TASK_IDS[AGENT].COMPLETED}`,
    );
    await expect(await canvas.findByTestId('navigated-away', {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};

/** FAILED: the failure message, then to the result after 1000 ms. */
export const FailedRedirects: Story = {
  parameters: { router: routeTo(MOCK_TASK_IDS[AGENT].FAILED) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Analysis failed')).toBeVisible();
    await expect(canvas.getByText('Redirecting to the analysis details...')).toBeVisible();
    await expect(await canvas.findByTestId('navigated-away', {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};

/** A 404 is tolerated for 5 polls; the 6th shows the not-found message (polls shortened to 100 ms). */
export const NotFoundAfterTolerance: Story = {
  args: { pollDelay: fastPolls },
  parameters: { router: routeTo('a0b1c2d3-0000-4000-8000-000000000404') },
  play: async ({ canvas }) => {
    // A tolerated 404 is not shown: the page keeps checking.
    await expect(await canvas.findByText('Checking the status of your analysis...')).toBeVisible();
    await expect(
      await canvas.findByText(
        'Analysis not found. It may have been deleted or the ID is incorrect.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Other Results' })).toHaveAttribute('href', `/results/${AGENT}`);
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
  },
};

/** Another user's task: 403 stops polling with the permission message. */
export const Forbidden: Story = {
  parameters: { router: routeTo(MOCK_SPECIAL_TASK_IDS.otherUsersTask) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not have permission to view this analysis.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toBeVisible();
  },
};

/** A 500 shows the server-error message while polling goes on. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [scenario('agentResult', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server error occurred. Please try again later.');
    await expect(canvas.getByRole('list', { name: 'Analysis progress' })).toBeVisible();
  },
};

/** An unknown agent id. */
export const UnknownAgent: Story = {
  parameters: { router: routeTo(PENDING_ID, 'crystal_ball') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
  },
};
