import { MOCK_SPECIAL_TASK_IDS, MOCK_TASK_IDS, handlers, resetMockDb, scenario } from '@ledgerlight/mocks';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { advanceUntil, tick, useFakeClock } from '../../../../testing/fakeClock.test-support';
import { ProcessingPage } from './ProcessingPage';
import type { ProcessingPageProps } from './ProcessingPage';

configure({ asyncUtilTimeout: 5_000 });

const AGENT = 'fraud_detection';
const server = setupServer(...handlers);
let requests: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/agent/')) requests.push(new URL(request.url).pathname);
  });
});
beforeEach(() => {
  requests = [];
  expectConsoleErrors([
    /^API call failed \/api\/agent\/fraud_detection\/result\/[\w-]+ ApiError: Request failed with status code (403|404|500)$/,
  ]);
});
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setHidden(false);
});
afterAll(() => server.close());

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

function mount(taskId: string, props: ProcessingPageProps = {}, agentId: string = AGENT) {
  return render(
    <MemoryRouter initialEntries={[`/processing/${agentId}/${taskId}`]}>
      <Routes>
        <Route path="/processing/:agentId/:taskId" element={<ProcessingPage {...props} />} />
        <Route path="/results/:agentId/:taskId" element={<p>Result page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const fast = { pollDelay: () => 20 };

describe('ProcessingPage', () => {
  it("shows 'Queuing your analysis...' for a PENDING task, with the agent and the task id", async () => {
    const taskId = MOCK_TASK_IDS[AGENT].PENDING;
    mount(taskId);
    expect(await screen.findByText('Queuing your analysis...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fraud Detection' })).toBeInTheDocument();
    expect(screen.getByText(`Analysis #${taskId.slice(-8)}`)).toBeInTheDocument();
    expect(requests).toEqual([`/api/agent/${AGENT}/result/${taskId}`]);
  });

  it('follows a task through its steps to the result page', async () => {
    mount(MOCK_TASK_IDS[AGENT].PENDING, fast);
    expect(await screen.findByText('Queuing your analysis...')).toBeInTheDocument();
    expect(await screen.findByText(/^Fetching accounts/)).toBeInTheDocument();
    expect(await screen.findByText('Analysis complete')).toBeInTheDocument();
    expect(await screen.findByText('Result page')).toBeInTheDocument();
  });

  it('goes to the result 1500 ms after COMPLETED', async () => {
    mount(MOCK_TASK_IDS[AGENT].COMPLETED);
    expect(await screen.findByText('Redirecting to your results...')).toBeInTheDocument();
    expect(await screen.findByText('Result page')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('goes to the result 1000 ms after FAILED, showing the failure meanwhile', async () => {
    mount(MOCK_TASK_IDS[AGENT].FAILED);
    expect(await screen.findByText('Analysis failed')).toBeInTheDocument();
    expect(await screen.findByText('Result page')).toBeInTheDocument();
  });

  it('tolerates five 404s and shows the not-found message on the sixth', async () => {
    useFakeClock();
    mount('no-such-task-0000', fast);
    await advanceUntil(() =>
      expect(
        screen.getByText('Analysis not found. It may have been deleted or the ID is incorrect.'),
      ).toBeInTheDocument(),
    );
    expect(requests).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'View Other Results' })).toHaveAttribute('href', `/results/${AGENT}`);
    expect(screen.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
    await tick(50 * 20); // fifty poll intervals: no seventh request
    expect(requests).toHaveLength(6);
  });

  it('stops on a 403 with the permission message', async () => {
    useFakeClock();
    mount(MOCK_SPECIAL_TASK_IDS.otherUsersTask, fast);
    await advanceUntil(() =>
      expect(screen.getByText('You do not have permission to view this analysis.')).toBeInTheDocument(),
    );
    await tick(50 * 20);
    expect(requests).toHaveLength(1);
  });

  it('shows the server-error message on a 500 and keeps polling', async () => {
    server.use(scenario('agentResult', 'serverError'));
    mount(MOCK_TASK_IDS[AGENT].PENDING, fast);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error occurred. Please try again later.');
    await waitFor(() => expect(requests.length).toBeGreaterThan(2));
  });

  it('pauses while the tab is hidden and resumes when it shows', async () => {
    useFakeClock();
    mount(MOCK_TASK_IDS[AGENT].PENDING, { pollDelay: () => 50 });
    await advanceUntil(() => expect(screen.getByText('Queuing your analysis...')).toBeInTheDocument());
    act(() => {
      setHidden(true);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const whileHidden = requests.length;
    await tick(20 * 50);
    expect(requests).toHaveLength(whileHidden);
    act(() => {
      setHidden(false);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advanceUntil(() => expect(requests.length).toBeGreaterThan(whileHidden));
  });

  it('does not poll when it mounts in a hidden tab until the tab shows', async () => {
    useFakeClock();
    setHidden(true);
    mount(MOCK_TASK_IDS[AGENT].PENDING, fast);
    expect(screen.getByText('Checking the status of your analysis...')).toBeInTheDocument();
    await tick(50 * 20);
    expect(requests).toHaveLength(0);
    act(() => {
      setHidden(false);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advanceUntil(() => expect(screen.getByText('Queuing your analysis...')).toBeInTheDocument());
  });

  it('stops polling on unmount', async () => {
    useFakeClock();
    const view = mount(MOCK_TASK_IDS[AGENT].PENDING, { pollDelay: () => 50 });
    await advanceUntil(() => expect(screen.getByText('Queuing your analysis...')).toBeInTheDocument());
    view.unmount();
    const atUnmount = requests.length;
    await tick(20 * 50);
    expect(requests).toHaveLength(atUnmount);
  });

  it("shows 'Agent Not Found' for an unknown agent and polls nothing", async () => {
    useFakeClock();
    mount('anything', {}, 'crystal_ball');
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
    await tick(10_000);
    expect(requests).toHaveLength(0);
  });
});
