import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgentTasksResponse } from '@ledgerlight/contract';
import { MOCK_TASK_IDS, endpointHandler, handlers, mockDb, scenario } from '@ledgerlight/mocks';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AgentResultsPage } from './AgentResultsPage';

const AGENT = 'budget_builder';
const LOADED = { timeout: 5_000 };
const suffix = (taskId: string) => taskId.slice(-8);

const meta = {
  title: 'Pages/AgentResults',
  component: AgentResultsPage,
  parameters: {
    layout: 'padded',
    router: { path: `/results/${AGENT}`, route: '/results/:agentId' },
    msw: { handlers },
  },
} satisfies Meta<typeof AgentResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GET /api/agent/budget_builder/tasks: every task, PROCESSING first (product 4's order). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Budget Builder analyses' }, LOADED);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThanOrEqual(4);
    const first = rows[0];
    if (!first) throw new Error('no rows');
    await expect(within(first).getByRole('rowheader')).toHaveTextContent(
      `Analysis #${suffix(MOCK_TASK_IDS[AGENT].PROCESSING)}`,
    );
  },
};

/** Search and the status filter narrow the list; Cards shows the same tasks as cards. */
export const SearchFilterAndCards: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', {}, LOADED);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'FAILED');
    const failedId = MOCK_TASK_IDS[AGENT].FAILED;
    await expect(canvas.getByRole('rowheader', { name: `Analysis #${suffix(failedId)}` })).toBeVisible();
    await expect(canvas.queryByText('completed')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cards' }));
    await expect(canvas.getByRole('article', { name: `Analysis #${suffix(failedId)}` })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'no such analysis');
    await expect(canvas.getByRole('heading', { name: 'No matching analyses' })).toBeVisible();
  },
};

/** Running tasks are read again (every 3 s; 150 ms here) until they settle, without a reload. */
export const PollsRunningTasks: Story = {
  args: { pollIntervalMs: 150 },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', {}, LOADED);
    await expect(canvas.getByRole('status')).toHaveTextContent(/in progress/);
    await waitFor(() => expect(canvas.getByRole('status')).not.toHaveTextContent(/in progress/), { timeout: 8_000 });
    await expect(canvas.queryByText('processing')).toBeNull();
    await expect(canvas.queryByText('pending')).toBeNull();
  },
};

/** The agent has no tasks yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'empty'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No analyses yet' }, LOADED)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading Budget Builder results')).toBeVisible();
  },
};

/**
 * A 500: 'Failed to fetch tasks'; Try again loads the list once the server answers. The list fails
 * for every request until the play function brings the server back, so a second mount or a refetch
 * cannot take the failure away before the test has seen it (no call counter shared by renders).
 */
export const ErrorThenTryAgain: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'serverError'), ...handlers] } },
  play: async ({ canvas, msw, userEvent }) => {
    await expect(await canvas.findByText('Failed to fetch tasks', {}, LOADED)).toBeVisible();
    msw.use(scenario('agentTasks', 'empty'));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'No analyses yet' }, LOADED)).toBeVisible();
  },
};

/**
 * More tasks than one page: the mock store pages by nextKey as the server does (two a page here),
 * and Load More brings older runs until every one is listed (ADR 0029).
 */
export const LoadMore: Story = {
  parameters: {
    msw: {
      handlers: [
        endpointHandler('agentTasks', ({ request }) => {
          const nextKey = new URL(request.url).searchParams.get('nextKey') ?? undefined;
          const page = mockDb.tasksPage(AGENT, 2, nextKey);
          if (!page) return HttpResponse.json({ error: 'Bad Request' }, { status: 400 });
          return HttpResponse.json<AgentTasksResponse>({ tasks: page.items, items: page.items, nextKey: page.nextKey });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const total = mockDb.tasks(AGENT).length;
    await expect(total).toBeGreaterThan(2);
    await expect(await canvas.findByText(/^2 analyses loaded/, {}, LOADED)).toBeVisible();
    while (canvas.queryByRole('button', { name: 'Load More' })) {
      await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
      await waitFor(() => expect(canvas.queryByRole('button', { name: 'Load More', busy: true })).toBeNull());
    }
    await expect(await canvas.findByText(new RegExp(`^${total} analyses( ·|$)`), {}, LOADED)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Budget Builder analyses' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(total);
  },
};

/** An id that is not an agent: 'Agent Not Found', and no request. */
export const UnknownAgent: Story = {
  parameters: { router: { path: '/results/not_an_agent', route: '/results/:agentId' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeVisible();
  },
};
