import { TASK_ID_SUFFIX } from '@ledgerlight/contract';
import type { AgentResultResponse } from '@ledgerlight/contract';
import {
  MOCK_SPECIAL_TASK_IDS,
  MOCK_TASKS,
  MOCK_TASK_IDS,
  MOCK_USER,
  endpointHandler,
  errorResponse,
  handlers,
  mockTaskFor,
  resetMockDb,
  scenario,
} from '@ledgerlight/mocks';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { createFakeIdentity } from '../../../auth/fakeIdentity.test-support';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { advanceUntil, tick, useFakeClock } from '../../../../testing/fakeClock.test-support';
import { ResultDetailPage } from './ResultDetailPage';

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
    /^API call failed \/api\/agent\/\w+\/result\/[\w-]+ ApiError: Request failed with status code (403|404|500|502|503)$/,
  ]);
});
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

function mount(taskId: string, { agentId = AGENT, signedIn = true } = {}) {
  const identity = createFakeIdentity(signedIn ? { user: MOCK_USER } : {});
  return render(
    <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }} identity={identity}>
      <MemoryRouter initialEntries={[`/results/${agentId}/${taskId}`]}>
        <Routes>
          <Route path="/results/:agentId/:taskId" element={<ResultDetailPage />} />
        </Routes>
      </MemoryRouter>
    </StaticProviders>,
  );
}

/** Long enough for any refresh or poll the page might wrongly schedule (it has none). */
const A_MINUTE = 60_000;
const resultPath = (taskId: string, agentId: string = AGENT) => `/api/agent/${agentId}/result/${taskId}`;

describe('ResultDetailPage: a loaded task', () => {
  it('shows the facts of a COMPLETED run and its analysed accounts, loading once with no polling', async () => {
    const taskId = MOCK_TASK_IDS[AGENT].COMPLETED;
    const task = mockTaskFor(AGENT, 'COMPLETED');
    useFakeClock();
    mount(taskId);
    expect(screen.getByText('Loading analysis results...')).toBeInTheDocument();
    // The run's line follows the verdict, inside the renderer, whose code arrives after the task.
    await advanceUntil(() =>
      expect(screen.getByText(`Analysis #${taskId.slice(-TASK_ID_SUFFIX)}`)).toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Analysis results' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Loading analysis results...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fraud Detection' })).toBeInTheDocument();
    expect(screen.getByText('completed')).toBeInTheDocument();
    expect(screen.getByText('2m 0s')).toBeInTheDocument();
    expect(screen.getByText(`${task.accountIds?.length} account`)).toBeInTheDocument();
    const accounts = task.result?._metadata?.dataProcessed?.accountDetails ?? [];
    expect(accounts.length).toBeGreaterThan(0);
    const table = within(screen.getByRole('table', { name: 'Analyzed accounts' }));
    for (const account of accounts) {
      // The bank's mask, not the end of the internal id (ADR 0023).
      expect(account.mask).toMatch(/^\d{4}$/);
      expect(table.getByRole('row', { name: new RegExp(account.name) })).toHaveTextContent(`••${account.mask ?? ''}`);
    }
    expect(screen.getByRole('link', { name: 'Back to Results' })).toHaveAttribute('href', `/results/${AGENT}`);
    expect(screen.getByRole('link', { name: 'Run New Analysis' })).toHaveAttribute('href', `/agents/${AGENT}`);
    await tick(A_MINUTE);
    expect(requests).toEqual([resultPath(taskId)]);
  });

  it('loads again on Refresh, and only then', async () => {
    useFakeClock();
    const taskId = MOCK_TASK_IDS[AGENT].COMPLETED;
    mount(taskId);
    await advanceUntil(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument());
    expect(requests).toHaveLength(1);
    // fireEvent: user-event waits on setTimeout, which the fake clock holds.
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await advanceUntil(() => expect(requests).toHaveLength(2));
    await advanceUntil(() => expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-busy'));
    await tick(A_MINUTE);
    expect(requests).toHaveLength(2);
  });

  it("shows 'Analysis Failed' with errorInfo.message for a FAILED task, with Run New Analysis and Refresh Status", async () => {
    const user = userEvent.setup();
    const failed = mockTaskFor(AGENT, 'FAILED');
    mount(failed.taskId);
    const panel = within(await screen.findByRole('region', { name: 'Analysis Failed' }));
    expect(panel.getByText(failed.errorInfo?.message ?? '')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Run New Analysis' })).toHaveAttribute('href', `/agents/${AGENT}`);
    await user.click(panel.getByRole('button', { name: 'Refresh Status' }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it("shows 'Analysis Failed' with the result's error for a COMPLETED task that carries one", async () => {
    const taskId = MOCK_SPECIAL_TASK_IDS.recurringErrorResult;
    mount(taskId, { agentId: 'recurring_expenses' });
    const error = MOCK_TASKS.find((task) => task.taskId === taskId)?.result?.error;
    expect(error).toBeTruthy();
    const panel = within(await screen.findByRole('region', { name: 'Analysis Failed' }));
    expect(panel.getByText(error ?? '')).toBeInTheDocument();
    expect(screen.getByText('Completed with errors')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Analysis results' })).not.toBeInTheDocument();
  });

  it("shows 'Analysis in Progress' with statusText and the account under review, and Report Issue prefilled", async () => {
    const running = {
      ...mockTaskFor(AGENT, 'PENDING'),
      status: 'PROCESSING',
      statusText: 'Processing 1240 transactions...',
      accountBeingReviewed: 'Everyday Checking',
    };
    server.use(endpointHandler('agentResult', () => HttpResponse.json<AgentResultResponse>(running)));
    mount(running.taskId);
    const panel = within(await screen.findByRole('region', { name: 'Analysis in Progress' }));
    expect(panel.getByText('Processing 1240 transactions...')).toBeInTheDocument();
    expect(panel.getByText('Reviewing account: Everyday Checking')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Refresh Status' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'View Other Results' })).toHaveAttribute('href', `/results/${AGENT}`);
    const report = new URL(panel.getByRole('link', { name: 'Report Issue' }).getAttribute('href') ?? '', 'http://x');
    expect(report.pathname).toBe('/help');
    expect(report.searchParams.get('category')).toBe('bad analysis');
    expect(report.searchParams.get('description')).toContain(running.taskId);
    expect(report.search).toContain('category=bad+analysis');
  });
});

describe('ResultDetailPage: errors (product 8, Result fetch)', () => {
  it.each([
    ['a 404', 'no-such-task-00000000', 'Analysis not found. It may have been deleted or the ID is incorrect.'],
    ['a 403', MOCK_SPECIAL_TASK_IDS.otherUsersTask, 'You do not have permission to view this analysis.'],
  ])("titles %s 'Error Loading Result' with its message", async (_, taskId, message) => {
    mount(taskId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Result' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says a 500 is a server error', async () => {
    server.use(scenario('agentResult', 'serverError'));
    mount(MOCK_TASK_IDS[AGENT].COMPLETED);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error occurred. Please try again later.');
  });

  it("shows any other failure's own message as is", async () => {
    server.use(
      endpointHandler('agentResult', () =>
        errorResponse(503, 'Service Unavailable', 'The analysis service is down for maintenance until 02:00 UTC.'),
      ),
    );
    mount(MOCK_TASK_IDS[AGENT].COMPLETED);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The analysis service is down for maintenance until 02:00 UTC.',
    );
  });

  it("falls back to 'Failed to fetch task result' when the failure has no message", async () => {
    server.use(endpointHandler('agentResult', () => errorResponse(502, 'Bad Gateway', ' ')));
    mount(MOCK_TASK_IDS[AGENT].COMPLETED);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch task result$/);
  });

  it("says 'Authentication required. Please log in again.' without an ID token, and calls nothing", async () => {
    useFakeClock();
    mount(MOCK_TASK_IDS[AGENT].COMPLETED, { signedIn: false });
    await advanceUntil(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Authentication required. Please log in again.'),
    );
    await tick(A_MINUTE);
    expect(requests).toHaveLength(0);
  });

  it('counts retries once above 0 and offers Back to Agents after more than 2 failures', async () => {
    const user = userEvent.setup();
    server.use(scenario('agentResult', 'serverError'));
    mount(MOCK_TASK_IDS[AGENT].COMPLETED);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/Retry attempt/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Agents' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Retry attempt 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Agents' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Retry attempt 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
    expect(requests).toHaveLength(3);
  });

  it('recovers on Try Again', async () => {
    const user = userEvent.setup();
    server.use(scenario('agentResult', 'serverError', { once: true }));
    mount(MOCK_TASK_IDS[AGENT].FAILED);
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Analysis Failed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Result' })).not.toBeInTheDocument();
  });

  it("shows 'Agent Not Found' for an unknown agent and fetches nothing", async () => {
    useFakeClock();
    mount('anything', { agentId: 'crystal_ball' });
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await tick(A_MINUTE);
    expect(requests).toHaveLength(0);
  });
});

describe('ResultDetailPage: export, share and copy', () => {
  it('downloads the task as JSON and as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:result-${blobs.length}`;
    });
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: these stand in for the browser's for this test.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const downloads: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });
    const taskId = MOCK_TASK_IDS[AGENT].COMPLETED;
    const suffix = taskId.slice(-TASK_ID_SUFFIX);
    mount(taskId);

    await user.click(await screen.findByRole('button', { name: 'Export JSON' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toEqual([
      { name: `ledgerlight-${AGENT}-${suffix}.json`, href: 'blob:result-1' },
      { name: `ledgerlight-${AGENT}-${suffix}.csv`, href: 'blob:result-2' },
    ]);
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse((await blobs[0]?.text()) ?? '')).toEqual(mockTaskFor(AGENT, 'COMPLETED'));
    expect(blobs[1]?.type).toBe('text/csv;charset=utf-8');
    const csv = (await blobs[1]?.text()) ?? '';
    expect(csv).toContain(`field,value\r\nagentId,${AGENT}\r\ntaskId,${taskId}\r\n`);
    expect(csv).toContain('\r\nresult.riskScore,');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledTimes(2));
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('shares through the Web Share API when the browser has it', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.assign(navigator, { share });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    const taskId = MOCK_TASK_IDS[AGENT].COMPLETED;
    mount(taskId);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: `Fraud Detection · Analysis #${taskId.slice(-TASK_ID_SUFFIX)}`,
      url: `${window.location.origin}/results/${AGENT}/${taskId}`,
    });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it("copies the link and says 'Link copied' without the Web Share API", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const taskId = MOCK_TASK_IDS[AGENT].COMPLETED;
    mount(taskId);
    expect('share' in navigator).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/results/${AGENT}/${taskId}`);
  });

  it("toggles the raw data and copies it with a 'Copied' confirmation", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const failed = mockTaskFor(AGENT, 'FAILED');
    mount(failed.taskId);
    const toggle = await screen.findByRole('button', { name: 'Raw Data' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Raw data (JSON)')).toHaveTextContent(`"taskId": "${failed.taskId}"`);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = String(writeText.mock.calls[0]?.[0]);
    expect(copied).toBe(screen.getByLabelText('Raw data (JSON)').textContent);
    expect(JSON.parse(copied)).toEqual(failed);
    expect(screen.getByText('Raw data copied to the clipboard.')).toBeInTheDocument();
  });
});
