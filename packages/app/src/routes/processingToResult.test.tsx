import { MOCK_TASK_IDS, MOCK_USER, handlers, resetMockDb } from '@ledgerlight/mocks';
import { configure, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeIdentity } from '../features/auth/fakeIdentity.test-support';
import { ProcessingPage } from '../features/processing/pages/Processing/ProcessingPage';
import { ResultDetailPage } from '../features/results/pages/ResultDetail/ResultDetailPage';
import { StaticProviders } from '../providers/StaticProviders.test-support';
import { MemoryRouter } from './MemoryRouter.test-support';

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
afterEach(() => {
  requests = [];
  server.resetHandlers();
  resetMockDb();
});
afterAll(() => server.close());

describe('from the processing page to the result (ADR 0034)', () => {
  it('hands the COMPLETED task to the result page, which shows it without asking again', async () => {
    const taskId = MOCK_TASK_IDS[AGENT].COMPLETED;
    render(
      <StaticProviders
        session={{ status: 'signedIn', user: MOCK_USER }}
        identity={createFakeIdentity({ user: MOCK_USER })}
      >
        <MemoryRouter initialEntries={[`/processing/${AGENT}/${taskId}`]}>
          <Routes>
            <Route path="/processing/:agentId/:taskId" element={<ProcessingPage />} />
            <Route path="/results/:agentId/:taskId" element={<ResultDetailPage />} />
          </Routes>
        </MemoryRouter>
      </StaticProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(requests).toEqual([`/api/agent/${AGENT}/result/${taskId}`]);
  });
});
