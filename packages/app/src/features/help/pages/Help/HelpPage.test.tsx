import { AGENT_IDS, HELP_TASKS_PER_AGENT } from '@ledgerlight/contract';
import type { SupportRequest } from '@ledgerlight/contract';
import { MOCK_TASK_IDS, MOCK_USER, endpointHandler, handlers, mockDb, resetMockDb, scenario } from '@ledgerlight/mocks';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { HelpPage } from './HelpPage';

configure({ asyncUtilTimeout: 5_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function mount(path = '/help') {
  return render(
    <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/help" element={<HelpPage />} />
        </Routes>
      </MemoryRouter>
    </StaticProviders>,
  );
}

async function loadedAnalysisSelect() {
  const select = screen.getByRole('combobox', { name: 'Analysis' });
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

describe('HelpPage', () => {
  it('asks each agent for 25 tasks and lists them as agent name + last 8 of the id', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      urls.push(request.url);
    });
    mount();
    const select = await loadedAnalysisSelect();
    const tasks = AGENT_IDS.map((agentId) => urls.find((url) => url.includes(`/api/agent/${agentId}/tasks`)));
    for (const url of tasks)
      expect(new URL(url ?? 'http://x').searchParams.get('limit')).toBe(String(HELP_TASKS_PER_AGENT));
    const fraud = MOCK_TASK_IDS.fraud_detection.COMPLETED;
    expect(within(select).getByRole('option', { name: `Fraud Detection #${fraud.slice(-8)}` })).toHaveValue(fraud);
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('No specific analysis');
  });

  it('prefills category and description from the query; an unknown category falls back', () => {
    const { unmount } = mount('/help?category=bad%20analysis&description=Totals%20are%20off');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('bad analysis');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Totals are off');
    unmount();
    mount('/help?category=nonsense');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('general question');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it('posts analysisId, category and description, then shows the message and resets', async () => {
    const user = userEvent.setup();
    mount();
    const select = await loadedAnalysisSelect();
    const taskId = MOCK_TASK_IDS.budget_builder.COMPLETED;
    await user.selectOptions(select, taskId);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'refund request');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Please refund this run');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request has been sent.');
    expect(mockDb.supportRequests()).toEqual([
      expect.objectContaining<SupportRequest>({
        analysisId: taskId,
        category: 'refund request',
        description: 'Please refund this run',
      }),
    ]);
    expect(select).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('general question');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it('shows Submitting... on a disabled button while the request is in flight', async () => {
    server.use(scenario('support', 'loading'));
    const user = userEvent.setup();
    mount('/help?description=Hi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it("shows 'Failed to submit request.' on a 500 and keeps the fields", async () => {
    expectConsoleErrors([
      /^(API call failed \/api\/(support|agent\/\w+\/tasks\?limit=25)|Failed to fetch tasks \w+) ApiError: Request failed with status code 500$/,
    ]);
    server.use(scenario('support', 'serverError'));
    const user = userEvent.setup();
    mount('/help?category=other&description=Something');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit request.');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('other');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Something');
  });

  it('does not send an empty description (product 5)', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    expect(mockDb.supportRequests()).toEqual([]);
  });

  it('logs and skips a failed agent list while the others load', async () => {
    const error = expectConsoleErrors([
      /^(API call failed \/api\/(support|agent\/\w+\/tasks\?limit=25)|Failed to fetch tasks \w+) ApiError: Request failed with status code 500$/,
    ]);
    server.use(
      endpointHandler('agentTasks', ({ params }) =>
        params.agentId === 'savings_finder' ? HttpResponse.json({ error: 'Boom' }, { status: 500 }) : undefined,
      ),
    );
    mount();
    const select = await loadedAnalysisSelect();
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.some((label) => label?.startsWith('Savings Finder #'))).toBe(false);
    expect(labels.some((label) => label?.startsWith('Fraud Detection #'))).toBe(true);
    expect(error).toHaveBeenCalledWith('Failed to fetch tasks', 'savings_finder', expect.any(Error));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
