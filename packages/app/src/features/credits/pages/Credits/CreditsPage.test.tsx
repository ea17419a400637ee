import { CREDIT_HISTORY_PAGE_SIZE } from '@ledgerlight/contract';
import {
  MOCK_CREDIT_BALANCE,
  MOCK_LEDGER,
  MOCK_USER,
  endpointHandler,
  errorResponse,
  handlers,
  resetMockDb,
  scenario,
} from '@ledgerlight/mocks';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { clearCache } from '../../../../lib/store/cache';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { CreditsPage } from './CreditsPage';

configure({ asyncUtilTimeout: 5_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearCache());
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Every /api/credits history request of the test, as URLs. */
function recordHistoryRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/credits') urls.push(url);
  });
  return urls;
}

function mount() {
  return render(
    <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
      <MemoryRouter initialEntries={['/credits']}>
        <Routes>
          <Route path="/credits" element={<CreditsPage />} />
        </Routes>
      </MemoryRouter>
    </StaticProviders>,
  );
}

const rowIds = () =>
  within(screen.getByRole('table', { name: 'Credit history' }))
    .getAllByRole('row')
    .slice(1);

describe('CreditsPage', () => {
  // Two pages of rows rendered and clicked through in jsdom: about 4 s on a loaded machine, so the
  // 5 s default left no margin in a full run (it failed once at 5.3 s on a fresh clone).
  it('pages through the whole mock ledger exactly once with Load More', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const requests = recordHistoryRequests();
    mount();
    await waitFor(() => expect(rowIds()).toHaveLength(CREDIT_HISTORY_PAGE_SIZE));
    expect(MOCK_LEDGER).toHaveLength(37);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('limit')).toBe(String(CREDIT_HISTORY_PAGE_SIZE));
    expect(requests[0]?.searchParams.has('nextKey')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rowIds()).toHaveLength(MOCK_LEDGER.length));
    expect(requests).toHaveLength(2);
    expect(requests[1]?.searchParams.get('nextKey')).toBeTruthy();
    expect(requests[1]?.searchParams.get('limit')).toBe(String(CREDIT_HISTORY_PAGE_SIZE));

    const descriptions = rowIds().map((row) => within(row).getByRole('rowheader').textContent ?? '');
    MOCK_LEDGER.forEach((entry, index) => expect(descriptions[index]).toContain(entry.description));
    const helpLinks = screen.getAllByRole('link', { name: /^Help with / });
    expect(helpLinks).toHaveLength(MOCK_LEDGER.length);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByText("You've reached the end of your credit history.")).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('shows the balance and links each row to /help with category and description', async () => {
    mount();
    await waitFor(() => expect(screen.getByText(String(MOCK_CREDIT_BALANCE))).toBeInTheDocument());
    await waitFor(() => expect(rowIds().length).toBeGreaterThan(0));
    const usage = MOCK_LEDGER.find((entry) => entry.type === 'usage');
    if (!usage) throw new Error('the mock ledger has no usage entry');
    const link = screen.getAllByRole('link', { name: `Help with ${usage.description}` })[0];
    const href = new URL(link?.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/help');
    expect(href.searchParams.get('category')).toBe('bad analysis');
    expect(href.searchParams.get('description')).toContain(usage.description);
  });

  it("says 'Failed to load credits' when the first page fails, and Try again recovers", async () => {
    const user = userEvent.setup();
    expectConsoleErrors([
      /^API call failed \/api\/credits\?limit=25\S* ApiError: Request failed with status code 500$/,
    ]);
    server.use(scenario('creditHistory', 'serverError', { once: true }));
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load credits');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowIds()).toHaveLength(CREDIT_HISTORY_PAGE_SIZE));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the loaded rows when Load More fails, and retries the same page', async () => {
    const user = userEvent.setup();
    expectConsoleErrors([
      /^API call failed \/api\/credits\?limit=25\S* ApiError: Request failed with status code 500$/,
    ]);
    const requests = recordHistoryRequests();
    server.use(
      endpointHandler('creditHistory', ({ request }) =>
        new URL(request.url).searchParams.has('nextKey') ? errorResponse(500, 'InternalServerError') : undefined,
      ),
    );
    mount();
    await waitFor(() => expect(rowIds()).toHaveLength(CREDIT_HISTORY_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load credits');
    expect(rowIds()).toHaveLength(CREDIT_HISTORY_PAGE_SIZE);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowIds()).toHaveLength(MOCK_LEDGER.length));
    expect(requests[1]?.searchParams.get('nextKey')).toBe(requests[2]?.searchParams.get('nextKey'));
  });

  it('links the empty state to /credits/purchase', async () => {
    server.use(scenario('creditHistory', 'empty'));
    mount();
    expect(await screen.findByRole('link', { name: 'Purchase credits' })).toHaveAttribute('href', '/credits/purchase');
  });
});
