import { MOCK_CREDIT_BALANCE, MOCK_USER, handlers, resetMockDb, scenario, scenarios } from '@ledgerlight/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { invalidateCache } from '../../../../lib/store/cache';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { CreditPurchasePage } from './CreditPurchasePage';

const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockDb();
  invalidateCache('credit_balance');
  expectConsoleErrors([/^API call failed \/api\/credits\/(purchase|balance) (ApiError|ZodError)/]);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function mount() {
  const goToCheckout = vi.fn();
  render(
    <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
      <MemoryRouter initialEntries={['/credits/purchase']}>
        <CreditPurchasePage goToCheckout={goToCheckout} />
      </MemoryRouter>
    </StaticProviders>,
  );
  return { goToCheckout };
}

const click = (name: string | RegExp) => act(() => screen.getByRole('button', { name }).click());

describe('CreditPurchasePage (product 2, /credits/purchase)', () => {
  it('lists the packages of product 9 with the balance, and quotes each agent from the catalogue', async () => {
    mount();
    expect(await screen.findByText(`${MOCK_CREDIT_BALANCE} credits`)).toBeInTheDocument();
    for (const [name, price, perCredit] of [
      ['Single Credit', '$3.00', '$3.00 per credit'],
      ['5 Credits', '$14.00', '$2.80 per credit'],
      ['10 Credits', '$24.00', '$2.40 per credit'],
    ] as const) {
      const card = within(screen.getByRole('article', { name }));
      expect(card.getByText(price)).toBeInTheDocument();
      expect(card.getByText(perCredit)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('article', { name: '5 Credits' })).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('Save 7%')).toBeInTheDocument();
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    const how = within(screen.getByRole('region', { name: 'How Credits Work' }));
    expect(how.getByText('Fraud Detection').nextSibling).toHaveTextContent('2 credits for 1 account');
    expect(how.getByText('Budget Builder').nextSibling).toHaveTextContent('2 + 1 per account');
    expect(screen.queryByText('You are out of credits')).toBeNull();
  });

  it('posts the package id with the success and cancel URLs, then goes to the checkout URL', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') body = await request.clone().json();
    });
    const { goToCheckout } = mount();
    click('Buy 10 credits');
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    const origin = window.location.origin;
    expect(body).toEqual({
      priceId: 'credits_10',
      successUrl: `${origin}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/payment/cancel`,
    });
    expect(goToCheckout.mock.calls[0]?.[0]).toMatch(new RegExp(`^${origin}/payment/success\\?session_id=cs_test_`));
    expect(screen.getByRole('button', { name: /Redirecting to checkout/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Buy 1 credit' })).toBeDisabled();
    server.events.removeAllListeners();
  });

  it('shows the purchase button when the balance is exactly 0, and it buys the Most Popular package', async () => {
    server.use(...scenarios.brokeUser);
    const { goToCheckout } = mount();
    expect(await screen.findByText('You are out of credits')).toBeInTheDocument();
    click('Purchase 5 Credits');
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
  });

  it('hides the balance and the purchase button when the balance fetch fails', async () => {
    server.use(scenario('creditBalance', 'serverError'));
    mount();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByText('Current balance:')).toBeNull();
    expect(screen.queryByText('You are out of credits')).toBeNull();
  });

  it("says 'No checkout URL received' when the answer has none", async () => {
    server.use(http.post('*/api/credits/purchase', () => HttpResponse.json({})));
    const { goToCheckout } = mount();
    click('Buy 5 credits');
    expect(await screen.findByRole('alert')).toHaveTextContent('No checkout URL received');
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy 5 credits' })).toBeEnabled();
  });

  it.each(['serverError', 'forbidden'] as const)(
    "says 'Failed to initiate purchase. Please try again.' on %s, in a dismissible alert",
    async (name) => {
      server.use(scenario('creditPurchase', name));
      mount();
      click('Buy 1 credit');
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate purchase. Please try again.');
      click('Dismiss error');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
