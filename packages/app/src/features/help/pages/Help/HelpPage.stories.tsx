import { AGENTS, HELP_TASKS_PER_AGENT, endpoints } from '@ledgerlight/contract';
import type { SupportRequest } from '@ledgerlight/contract';
import { MOCK_TASK_IDS, MOCK_USER, endpointHandler, handlers, scenario, storyWorker } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { HelpPage } from './HelpPage';

/** Records what the page sends in `sent`, then answers as the next handler does. */
const recordSupport = (sent: SupportRequest[]) =>
  endpointHandler('support', async ({ request }) => {
    sent.push((await request.clone().json()) as SupportRequest);
    return undefined;
  });

/** A loader: this render's own record of the bodies POSTed to /api/support, as `loaded.sent`. */
const recordThisRender = (context: object) => {
  const sent: SupportRequest[] = [];
  storyWorker(context).use(recordSupport(sent));
  return { sent };
};

/** What this render sent (recordThisRender's record). */
function sentIn(loaded: Record<string, unknown>): SupportRequest[] {
  const { sent } = loaded;
  if (!Array.isArray(sent)) throw new Error('The story has no record of support requests');
  return sent as SupportRequest[];
}

const LOADED = { timeout: 5_000 };
const FRAUD_TASK = MOCK_TASK_IDS.fraud_detection.COMPLETED;
const FRAUD_LABEL = `${AGENTS.fraud_detection.name} #${FRAUD_TASK.slice(-8)}`;

const meta = {
  title: 'Pages/Help',
  component: HelpPage,
  parameters: {
    layout: 'padded',
    router: { path: '/help', route: '/help' },
    msw: { handlers },
  },
  loaders: [recordThisRender],
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
        <Story />
      </StaticProviders>
    ),
  ],
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The task lists have not answered: the Analysis select waits, the form already works. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('agentTasks', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    const analysis = canvas.getByRole('combobox', { name: 'Analysis' });
    await expect(analysis).toBeDisabled();
    await expect(analysis).toHaveAccessibleDescription('Optional. Loading your analyses...');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Up to 25 tasks per agent, labelled "Agent Name #<last 8 of the task id>" (product 2, 9). */
export const TasksLoaded: Story = {
  play: async ({ canvas }) => {
    const analysis = canvas.getByRole('combobox', { name: 'Analysis' });
    await waitFor(() => expect(analysis).toBeEnabled(), LOADED);
    await expect(within(analysis).getByRole('option', { name: FRAUD_LABEL })).toHaveValue(FRAUD_TASK);
    const labels = within(analysis)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    await expect(labels[0]).toBe('No specific analysis');
    for (const agent of Object.values(AGENTS)) {
      const count = labels.filter((label) => label.startsWith(`${agent.name} #`)).length;
      await expect(count).toBeLessThanOrEqual(HELP_TASKS_PER_AGENT);
    }
    await expect(labels.length).toBeGreaterThan(5);
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('general question');
  },
};

/** /help?category=refund%20request&description=...: the Help link of a /credits row (product 2). */
export const PrefilledFromQuery: Story = {
  parameters: {
    router: {
      path: '/help?category=refund%20request&description=Refund%20for%20Budget%20Builder%20analysis',
      route: '/help',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Refund request');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Refund for Budget Builder analysis',
    );
  },
};

/** An unknown category in the query falls back to 'general question'. */
export const UnknownCategoryInQuery: Story = {
  parameters: { router: { path: '/help?category=billing&description=Hello', route: '/help' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('general question');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('Hello');
  },
};

/** Sent: POST /api/support with the chosen task, then the message and a reset form (product 4, 7). */
export const SubmitSuccess: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const analysis = canvas.getByRole('combobox', { name: 'Analysis' });
    await waitFor(() => expect(analysis).toBeEnabled(), LOADED);
    await userEvent.selectOptions(analysis, FRAUD_LABEL);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Bad analysis');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'The risk score looks too high.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('status', {}, LOADED)).toHaveTextContent('Your request has been sent.');
    await expect(sentIn(loaded)).toEqual([
      { analysisId: FRAUD_TASK, category: 'bad analysis', description: 'The risk score looks too high.' },
    ]);
    await expect(analysis).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('general question');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(endpoints.support.path).toBe('/api/support');
  },
};

/** The request is in flight: 'Submitting...' on a disabled button (product 4). */
export const Submitting: Story = {
  parameters: { msw: { handlers: [scenario('support', 'loading'), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Where are my credits?');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

/** A 500: 'Failed to submit request.', the fields kept, and Submit again (product 8). */
export const SubmitServerError: Story = {
  parameters: {
    msw: { handlers: [scenario('support', 'serverError'), ...handlers] },
  },
  play: async ({ canvas, loaded, msw, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Analysis' })).toBeEnabled(), LOADED);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Refund request');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Charged twice.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent('Failed to submit request.');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('refund request');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('Charged twice.');
    // The server is back; the same request goes again.
    msw.use(recordSupport(sentIn(loaded)), ...handlers);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('status', {}, LOADED)).toHaveTextContent('Your request has been sent.');
    const request = { analysisId: '', category: 'refund request', description: 'Charged twice.' };
    await expect(sentIn(loaded)).toEqual([request, request]);
  },
};

/** Submit without a description: the field error, nothing sent (product 5). */
export const MissingDescription: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveFocus();
    await expect(sentIn(loaded)).toEqual([]);
  },
};

/** One agent's list fails: logged and skipped, the other agents' tasks still listed (product 7). */
export const OneAgentListFails: Story = {
  parameters: {
    msw: {
      handlers: [
        endpointHandler('agentTasks', ({ params }) =>
          params.agentId === 'fraud_detection'
            ? HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })
            : undefined,
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const analysis = canvas.getByRole('combobox', { name: 'Analysis' });
    await waitFor(() => expect(analysis).toBeEnabled(), LOADED);
    const labels = within(analysis)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    await expect(labels.some((label) => label.startsWith(`${AGENTS.fraud_detection.name} #`))).toBe(false);
    await expect(labels.some((label) => label.startsWith(`${AGENTS.budget_builder.name} #`))).toBe(true);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
