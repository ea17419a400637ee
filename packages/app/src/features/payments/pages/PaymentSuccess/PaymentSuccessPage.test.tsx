import type { PaymentStatusResponse } from '@ledgerlight/contract';
import {
  MOCK_CHECKOUT_SESSION_ID,
  MOCK_CREDIT_BALANCE,
  MOCK_GRANTED_CHECKOUT_SESSION_ID,
  endpointHandler,
  handlers,
  resetMockDb,
  scenario,
} from '@ledgerlight/mocks';
import { render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { readPendingStart, savePendingStart } from '../../../agents/pendingStart';
import { writeCache } from '../../../../lib/store/cache';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockDb();
  expectConsoleErrors([
    /^API call failed \/api\/payments\/status\?session_id=\w+ ApiError: Request failed with status code (404|500)$/,
  ]);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function mount(path: string, props: { pollMs?: number; redirectMs?: number } = {}) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/payment/success" element={<PaymentSuccessPage {...props} />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
        <Route path="/agents/:agentId" element={<p>Agent page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const paidNotGranted = (status: PaymentStatusResponse['status'] = 'succeeded') =>
  endpointHandler('paymentStatus', () =>
    HttpResponse.json<PaymentStatusResponse>({ status, creditStatus: 'pending', credits: 5, amount: 1400 }),
  );

const WAIT = { timeout: 4_000 };

describe('PaymentSuccessPage (product 4, Payment success flow; product 8, Payment)', () => {
  it('goes back to the agent whose start was short of credits, keeping the selection (ADR 0025)', async () => {
    const config = { selectedAccounts: ['acc-1'], annualIncome: '', zipcode: '' };
    savePendingStart({ agentId: 'budget_builder', config });
    mount(`/payment/success?session_id=${MOCK_CHECKOUT_SESSION_ID}`, { redirectMs: 600 });
    expect(await screen.findByRole('heading', { name: 'Credits Added Successfully!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to Budget Builder in 1 second.');
    expect(screen.getByRole('link', { name: 'Back to Budget Builder now' })).toHaveAttribute(
      'href',
      '/agents/budget_builder',
    );
    expect(await screen.findByText('Agent page')).toBeInTheDocument();
    // The agent's page takes the selection; the payment page leaves it in place for it.
    expect(readPendingStart()).toEqual({ agentId: 'budget_builder', config });
    sessionStorage.clear();
  });

  it("verifies, says 'Credits Added Successfully!', drops the cached balance and goes to /dashboard", async () => {
    writeCache('credit_balance', { balance: MOCK_CREDIT_BALANCE });
    mount(`/payment/success?session_id=${MOCK_CHECKOUT_SESSION_ID}`, { redirectMs: 600 });
    expect(screen.getByRole('heading', { name: 'Verifying Payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Credits Added Successfully!' })).toBeInTheDocument();
    expect(screen.getByText('5 credits ($14.00) have been added to your balance.')).toBeInTheDocument();
    expect(window.localStorage.getItem('credit_balance')).toBeNull();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('shows success at once for a session already granted', async () => {
    mount(`/payment/success?session_id=${MOCK_GRANTED_CHECKOUT_SESSION_ID}`);
    expect(await screen.findByRole('heading', { name: 'Credits Added Successfully!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to your dashboard in 3 seconds.');
  });

  it("polls the balance until the credits arrive, with the 'taking longer than usual' note after 10 ticks", async () => {
    let reads = 0;
    server.use(
      paidNotGranted(),
      endpointHandler('creditBalance', () => {
        reads += 1;
        return HttpResponse.json({ balance: MOCK_CREDIT_BALANCE + (reads > 12 ? 5 : 0) });
      }),
    );
    mount(`/payment/success?session_id=${MOCK_CHECKOUT_SESSION_ID}`, { pollMs: 20 });
    expect(await screen.findByRole('heading', { name: 'Adding Your Credits' })).toBeInTheDocument();
    expect(await screen.findByText(/This is taking longer than usual/, {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Credits Added Successfully!' }, WAIT)).toBeInTheDocument();
  });

  it("says 'Unable to verify payment status...' when the credits do not arrive within 30 ticks", async () => {
    server.use(paidNotGranted());
    mount(`/payment/success?session_id=${MOCK_CHECKOUT_SESSION_ID}`, { pollMs: 5 });
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Unable to verify payment status. Your credits will be added once the payment is confirmed.',
    );
  });

  it("says 'Payment verification failed. Please contact support.' when the status call fails", async () => {
    server.use(scenario('paymentStatus', 'serverError'));
    savePendingStart({
      agentId: 'budget_builder',
      config: { selectedAccounts: ['acc-1'], annualIncome: '', zipcode: '' },
    });
    mount(`/payment/success?session_id=${MOCK_CHECKOUT_SESSION_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment verification failed. Please contact support.');
    // No successful return: the start kept for the Buy Credits way back is dropped (ADR 0025).
    expect(readPendingStart()).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toContain(
      '/help?category=other',
    );
  });

  it.each([
    ['without session_id', '/payment/success'],
    ['for a session the server does not know', '/payment/success?session_id=cs_test_unknown'],
  ])("says 'No payment session found' %s", async (_name, path) => {
    mount(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('No payment session found');
  });
});
