import { MOCK_CREDIT_BALANCE, MOCK_USER, handlers, perRender, scenario, scenarios } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { invalidateCache } from '../../../../lib/store/cache';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { CreditPurchasePage } from './CreditPurchasePage';

/** The page over MSW; `goToCheckout` is a spy, so the story frame never leaves for checkout. */
const meta = {
  title: 'Pages/CreditPurchase',
  component: CreditPurchasePage,
  args: { goToCheckout: fn() },
  parameters: { router: { path: '/credits/purchase', route: '/credits/purchase' }, msw: { handlers } },
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
        <Story />
      </StaticProviders>
    ),
  ],
  // Each story reads the balance afresh, whatever the story before it cached.
  beforeEach: () => {
    invalidateCache('credit_balance');
  },
} satisfies Meta<typeof CreditPurchasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Packages, prices from the catalogue, and a purchase that goes to the checkout URL. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText(`${MOCK_CREDIT_BALANCE} credits`)).toBeVisible();
    await expect(canvas.getByText('2 credits for 1 account')).toBeVisible();
    await expect(canvas.getByText('2 + 1 per account')).toBeVisible();
    await expect(canvas.queryByText('You are out of credits')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 5 credits' }));
    await waitFor(() => expect(args.goToCheckout).toHaveBeenCalledOnce());
    await expect(args.goToCheckout).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${window.location.origin}/payment/success\\?session_id=cs_test_`)),
    );
    await expect(canvas.getByRole('button', { name: /Redirecting to checkout/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Balance exactly 0 (product 2): the purchase button shows and buys the Most Popular package. */
export const OutOfCredits: Story = {
  loaders: [perRender(() => scenarios.brokeUser)],
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('You are out of credits')).toBeVisible();
    await expect(canvas.getByText('0 credits')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Purchase 5 Credits' }));
    await waitFor(() => expect(args.goToCheckout).toHaveBeenCalledOnce());
  },
};

/** The balance is loading: the packages are there, the balance and the out-of-credits button are not. */
export const BalanceLoading: Story = {
  parameters: { msw: { handlers: [scenario('creditBalance', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buy 1 credit' })).toBeEnabled();
    await expect(canvas.queryByText('Current balance:')).toBeNull();
  },
};

/** A failed balance fetch hides the balance (product 7); buying still works. */
export const BalanceFailed: Story = {
  parameters: { msw: { handlers: [scenario('creditBalance', 'serverError'), ...handlers] } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByText('Current balance:')).toBeNull();
    await expect(canvas.queryByText('You are out of credits')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 1 credit' }));
    await waitFor(() => expect(args.goToCheckout).toHaveBeenCalledOnce());
  },
};

/** The purchase call is in flight: busy, every other button disabled. */
export const Redirecting: Story = {
  parameters: { msw: { handlers: [scenario('creditPurchase', 'loading'), ...handlers] } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 10 credits' }));
    await expect(await canvas.findByRole('button', { name: /Redirecting to checkout/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Buy 1 credit' })).toBeDisabled();
    await expect(args.goToCheckout).not.toHaveBeenCalled();
  },
};

/** The server answered without a checkout URL (product 8, Purchase). */
export const NoCheckoutUrl: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/credits/purchase', () => HttpResponse.json({})), ...handlers] },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 5 credits' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No checkout URL received');
    await expect(args.goToCheckout).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Buy 5 credits' })).toBeEnabled();
  },
};

/** The purchase call failed (product 8, Purchase); the alert is dismissible. */
export const PurchaseFailed: Story = {
  parameters: { msw: { handlers: [scenario('creditPurchase', 'serverError'), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 5 credits' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to initiate purchase. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss error' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A 403 from the purchase call is the same failure to the buyer. */
export const PurchaseForbidden: Story = {
  parameters: { msw: { handlers: [scenario('creditPurchase', 'forbidden'), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 1 credit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to initiate purchase. Please try again.');
  },
};
