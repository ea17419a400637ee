import { AGENTS, TASK_ID_SUFFIX } from '@ledgerlight/contract';
import type { AgentId, AgentResultResponse, AgentTask } from '@ledgerlight/contract';
import {
  MOCK_SPECIAL_TASK_IDS,
  MOCK_TASKS,
  MOCK_TASK_IDS,
  MOCK_USER,
  endpointHandler,
  errorResponse,
  handlers,
  mockTaskFor,
  scenario,
} from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { createFakeIdentity } from '../../../auth/fakeIdentity.test-support';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { ResultDetailPage } from './ResultDetailPage';

/** Renderers are their own chunks: give them time to load on a busy machine. */
const LOADED = { timeout: 10_000 };

/** Signed in, with an ID token; and a session whose token is gone (product 6). */
const WITH_TOKEN = createFakeIdentity({ user: MOCK_USER });
const WITHOUT_TOKEN = createFakeIdentity();

function routeTo(agentId: string, taskId: string) {
  return { path: `/results/${agentId}/${taskId}`, route: '/results/:agentId/:taskId' };
}

/** The task endpoint answers `task` every time. */
function always(task: AgentTask) {
  return endpointHandler('agentResult', () => HttpResponse.json<AgentResultResponse>(task));
}

const meta = {
  title: 'Pages/ResultDetail',
  component: ResultDetailPage,
  parameters: {
    layout: 'padded',
    router: routeTo('fraud_detection', MOCK_TASK_IDS.fraud_detection.COMPLETED),
    msw: { handlers },
  },
  decorators: [
    (Story, { parameters }) => (
      <StaticProviders
        session={{ status: 'signedIn', user: MOCK_USER }}
        identity={parameters.withoutToken === true ? WITHOUT_TOKEN : WITH_TOKEN}
      >
        <Story />
      </StaticProviders>
    ),
  ],
} satisfies Meta<typeof ResultDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The header of a loaded analysis. */
async function expectHeader(canvas: Canvas, agentId: AgentId, taskId: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: AGENTS[agentId].name }, LOADED)).toBeVisible();
  await expect(canvas.getByText(`Analysis #${taskId.slice(-TASK_ID_SUFFIX)}`)).toBeVisible();
}

/**
 * A COMPLETED result of `agentId`, drawn by its renderer: the agent's name, then its verdict (led by
 * `figure`), then the run's line and actions, then the renderer's first section, `heading`.
 */
function completed(agentId: AgentId, heading: string, figure: string | RegExp): Story {
  const taskId = MOCK_TASK_IDS[agentId].COMPLETED;
  return {
    parameters: { router: routeTo(agentId, taskId) },
    play: async ({ canvas, canvasElement }) => {
      // The loading shapes hold the region's place until the result (and its renderer's code) arrive.
      const section = await canvas.findByRole('heading', { name: heading }, LOADED);
      await expect(
        within(canvas.getByRole('region', { name: 'Analysis results' })).getByRole('heading', { name: heading }),
      ).toBe(section);
      await expectHeader(canvas, agentId, taskId);
      await expect(canvas.getByText('completed')).toBeVisible();
      const title = canvas.getByRole('heading', { level: 1 });
      const verdict = canvasElement.querySelector<HTMLElement>('[data-verdict]');
      await expect(verdict).toHaveTextContent(figure);
      const runLine = canvas.getByText(`Analysis #${taskId.slice(-TASK_ID_SUFFIX)}`);
      // Reading order: name, verdict, the run's line, the result's sections.
      const order = [title, verdict as HTMLElement, runLine, section];
      for (const [index, element] of order.slice(1).entries()) {
        await expect(
          (order[index] as HTMLElement).compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
      }
      await expect(canvas.getAllByRole('heading')[0]).toBe(title);
      await expect(canvas.getByRole('table', { name: 'Analyzed accounts' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Back to Results' })).toHaveAttribute(
        'href',
        `/results/${agentId}`,
      );
      await expect(canvas.getByRole('link', { name: 'Run New Analysis' })).toHaveAttribute(
        'href',
        `/agents/${agentId}`,
      );
    },
  };
}

/** The same on a 390 x 844 phone. */
function onPhone(story: Story): Story {
  return { ...story, globals: { viewport: { value: 'phone', isRotated: false } } };
}

/** The first request has not been answered. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('agentResult', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fraud Detection' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading analysis results...');
    await expect(canvas.getByRole('region', { name: 'Analysis results' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const FraudCompleted: Story = completed('fraud_detection', 'Risk overview', /^Alerts found/);
export const BudgetCompleted: Story = completed(
  'budget_builder',
  'Budget overview',
  /^(Overspent|Left over) each month/,
);
export const RecurringCompleted: Story = completed(
  'recurring_expenses',
  'Recurring costs',
  /^Recurring charges each month/,
);
export const SavingsCompleted: Story = completed('savings_finder', 'Savings overview', /^You could save each month/);
export const DiscretionaryCompleted: Story = completed(
  'discretionary_spending',
  'Discretionary spending overview',
  /^Discretionary spending/,
);
export const FraudOnPhone: Story = onPhone(FraudCompleted);
export const BudgetOnPhone: Story = onPhone(BudgetCompleted);
export const RecurringOnPhone: Story = onPhone(RecurringCompleted);
export const SavingsOnPhone: Story = onPhone(SavingsCompleted);
export const DiscretionaryOnPhone: Story = onPhone(DiscretionaryCompleted);

/** A budget stored under analysisResult with its cost under `cost` (product 3 variants). */
export const BudgetUnderAnalysisResult: Story = {
  parameters: { router: routeTo('budget_builder', MOCK_SPECIAL_TASK_IDS.budgetAnalysisResultVariant) },
  play: async ({ canvas }) => {
    const task = MOCK_TASKS.find((candidate) => candidate.taskId === MOCK_SPECIAL_TASK_IDS.budgetAnalysisResultVariant);
    await expect(task?.cost).toBeGreaterThan(0);
    await expect(task?.credit_cost).toBeUndefined();
    await expect(await canvas.findByRole('heading', { name: 'Budget overview' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Analysis results' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(canvas.getByText('Details'));
    await expect(canvas.getByText(`${task?.cost} credits`)).toBeVisible();
  },
};

/** COMPLETED, but the result carries an error: 'Analysis Failed' with it (product 4). */
export const CompletedWithError: Story = {
  parameters: { router: routeTo('recurring_expenses', MOCK_SPECIAL_TASK_IDS.recurringErrorResult) },
  play: async ({ canvas }) => {
    const task = MOCK_TASKS.find((candidate) => candidate.taskId === MOCK_SPECIAL_TASK_IDS.recurringErrorResult);
    const panel = within(await canvas.findByRole('region', { name: 'Analysis Failed' }, LOADED));
    await expect(panel.getByText(task?.result?.error ?? 'missing error')).toBeVisible();
    await expect(canvas.getByText('Completed with errors')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Analysis results' })).toBeNull();
  },
};

/** FAILED: errorInfo.message, Run New Analysis and Refresh Status (product 4). */
export const Failed: Story = {
  parameters: { router: routeTo('fraud_detection', MOCK_TASK_IDS.fraud_detection.FAILED) },
  play: async ({ canvas }) => {
    const task = mockTaskFor('fraud_detection', 'FAILED');
    const panel = within(await canvas.findByRole('region', { name: 'Analysis Failed' }, LOADED));
    await expect(panel.getByText(task.errorInfo?.message ?? 'missing message')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Run New Analysis' })).toHaveAttribute(
      'href',
      '/agents/fraud_detection',
    );
    await expect(panel.getByRole('button', { name: 'Refresh Status' })).toBeVisible();
    await expect(canvas.getByText('failed')).toBeVisible();
  },
};

/**
 * PENDING: 'Analysis in Progress'. Nothing polls; Refresh Status reads the task again, and the
 * mock task has moved on to its first step by then.
 */
export const PendingThenRefresh: Story = {
  parameters: { router: routeTo('fraud_detection', MOCK_TASK_IDS.fraud_detection.PENDING) },
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('region', { name: 'Analysis in Progress' }, LOADED));
    await expect(canvas.getByText('pending')).toBeVisible();
    await expect(panel.getByText('Queued: waiting for an available analysis worker')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Refresh Status' }));
    await expect(
      await canvas.findByText(AGENTS.fraud_detection.progressTemplate.initializing, {}, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('processing')).toBeVisible();
  },
};

/** PROCESSING with the account under review; Report Issue goes to Help prefilled (product 2). */
export const InProgress: Story = {
  parameters: {
    router: routeTo('fraud_detection', MOCK_TASK_IDS.fraud_detection.PENDING),
    msw: {
      handlers: [
        always({
          ...mockTaskFor('fraud_detection', 'PENDING'),
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
    const panel = within(await canvas.findByRole('region', { name: 'Analysis in Progress' }, LOADED));
    await expect(panel.getByText('Processing 1240 transactions...')).toBeVisible();
    await expect(panel.getByText('Reviewing account: Everyday Checking')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View Other Results' })).toHaveAttribute(
      'href',
      '/results/fraud_detection',
    );
    const report = new URL(
      panel.getByRole('link', { name: 'Report Issue' }).getAttribute('href') ?? '',
      window.location.origin,
    );
    await expect(report.pathname).toBe('/help');
    await expect(report.searchParams.get('category')).toBe('bad analysis');
    await expect(report.searchParams.get('description')).toContain(MOCK_TASK_IDS.fraud_detection.PENDING);
  },
};

/** A 404 (product 8). */
export const NotFound: Story = {
  parameters: { router: routeTo('fraud_detection', 'a0b1c2d3-0000-4000-8000-000000000404') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Error Loading Result' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Analysis not found. It may have been deleted or the ID is incorrect.',
    );
  },
};

/** Another user's analysis: 403 (product 6, product 8). */
export const Forbidden: Story = {
  parameters: { router: routeTo('fraud_detection', MOCK_SPECIAL_TASK_IDS.otherUsersTask) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'You do not have permission to view this analysis.',
    );
  },
};

/** A 500 (product 8). */
export const ServerError: Story = {
  parameters: { msw: { handlers: [scenario('agentResult', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Server error occurred. Please try again later.',
    );
  },
};

/** Any other failure shows its own message (product 8). */
export const OtherError: Story = {
  parameters: {
    msw: {
      handlers: [
        endpointHandler('agentResult', () =>
          errorResponse(503, 'Service Unavailable', 'The analysis service is down for maintenance until 02:00 UTC.'),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'The analysis service is down for maintenance until 02:00 UTC.',
    );
  },
};

/** A failure without a message: 'Failed to fetch task result' (product 8). */
export const ErrorWithoutMessage: Story = {
  parameters: {
    msw: { handlers: [endpointHandler('agentResult', () => errorResponse(502, 'Bad Gateway', ' ')), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(/^Failed to fetch task result$/);
  },
};

/** No ID token: nothing is called (product 6). */
export const AuthRequired: Story = {
  parameters: { withoutToken: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Authentication required. Please log in again.',
    );
  },
};

/** The load fails until the server is back (the play function's doing, not a count of calls), then Try Again succeeds. */
export const TryAgainRecovers: Story = {
  parameters: { msw: { handlers: [scenario('agentResult', 'serverError'), ...handlers] } },
  play: async ({ canvas, msw }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Server error occurred. Please try again later.',
    );
    msw.use(...handlers);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('region', { name: 'Analysis results' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Error Loading Result' })).toBeNull();
  },
};

/** Every try fails: the retry counter, then Back to Agents after more than 2 failures (product 4). */
export const RetriesThenBackToAgents: Story = {
  parameters: { msw: { handlers: [scenario('agentResult', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toBeVisible();
    await expect(canvas.queryByText(/Retry attempt/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('Retry attempt 1', {}, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back to Agents' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('Retry attempt 2', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
  },
};

/** The raw data opened and copied. */
export const RawDataCopied: Story = {
  parameters: { router: routeTo('fraud_detection', MOCK_TASK_IDS.fraud_detection.FAILED) },
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Raw Data' }, LOADED));
      await expect(canvas.getByLabelText('Raw data (JSON)')).toHaveTextContent(
        `"taskId": "${MOCK_TASK_IDS.fraud_detection.FAILED}"`,
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
      await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(writeText).toHaveBeenCalledTimes(1);
    } finally {
      writeText.mockRestore();
    }
  },
};

/** An unknown agent id: nothing is fetched. */
export const UnknownAgent: Story = {
  parameters: { router: routeTo('crystal_ball', MOCK_TASK_IDS.fraud_detection.COMPLETED) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
};
