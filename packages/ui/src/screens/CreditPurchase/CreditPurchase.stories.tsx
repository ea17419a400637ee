import type { Meta, StoryObj } from '@storybook/react-vite';
import { CREDIT_PACKAGES } from '@ledgerlight/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditPurchase } from './CreditPurchase';

/** What the app derives from the catalogue (packages/app/src/features/payments/creditPricing.ts). */
const agentPrices = [
  { id: 'fraud_detection', name: 'Fraud Detection', price: '2 credits for 1 account' },
  { id: 'budget_builder', name: 'Budget Builder', price: '2 + 1 per account' },
  { id: 'recurring_expenses', name: 'Recurring Expenses', price: '1 + 1 per account' },
  { id: 'savings_finder', name: 'Savings Finder', price: '1 + 1 per account' },
  { id: 'discretionary_spending', name: 'Discretionary Spending', price: '1 + 1 per account' },
];

const meta = {
  title: 'Screens/CreditPurchase',
  tags: ['autodocs'],
  component: CreditPurchase,
  args: {
    packages: CREDIT_PACKAGES,
    agentPrices,
    balance: 14,
    onPurchase: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof CreditPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three packages of product 9 with a balance above 0: no out-of-credits purchase button. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Purchase Credits' })).toBeVisible();
    await expect(canvas.getByText('Current balance:')).toHaveTextContent('Current balance: 14 credits');
    const single = within(canvas.getByRole('article', { name: 'Single Credit' }));
    await expect(single.getByText('$3.00')).toBeVisible();
    await expect(single.getByText('$3.00 per credit')).toBeVisible();
    const five = within(canvas.getByRole('article', { name: '5 Credits' }));
    await expect(five.getByText('$14.00')).toBeVisible();
    await expect(five.getByText('Most Popular')).toBeVisible();
    await expect(five.getByText('Save 7%')).toBeVisible();
    await expect(five.getByText('$2.80 per credit')).toBeVisible();
    const ten = within(canvas.getByRole('article', { name: '10 Credits' }));
    await expect(ten.getByText('$24.00')).toBeVisible();
    await expect(ten.getByText('Save 20%')).toBeVisible();
    await expect(ten.getByText('$2.40 per credit')).toBeVisible();
    await expect(canvas.queryByText('You are out of credits')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Purchase/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 10 credits' }));
    await expect(args.onPurchase).toHaveBeenCalledWith('credits_10');
  },
};

/** 'How Credits Work': each agent's cost, credits never expire, instant activation, non-refundable once used. */
export const HowCreditsWork: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'How Credits Work' }));
    await expect(section.getByText('Fraud Detection')).toBeVisible();
    await expect(section.getByText('2 credits for 1 account')).toBeVisible();
    await expect(section.getByText('2 + 1 per account')).toBeVisible();
    await expect(section.getByText(/Credits never expire/)).toBeVisible();
    await expect(section.getByText(/Instant activation/)).toBeVisible();
    await expect(section.getByText(/Non-refundable once used/)).toBeVisible();
  },
};

/** Balance exactly 0 (product 2): the page-level purchase button buys the Most Popular package. */
export const OutOfCredits: Story = {
  args: { balance: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('You are out of credits')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Purchase 5 Credits' }));
    await expect(args.onPurchase).toHaveBeenCalledWith('credits_5');
  },
};

/** The balance could not be read: it is hidden, and so is the out-of-credits button. */
export const BalanceUnknown: Story = {
  args: { balance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Current balance:')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Purchase/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Buy 1 credit' })).toBeEnabled();
  },
};

/** Checkout is opening: the chosen button is busy, the others are disabled. */
export const Redirecting: Story = {
  args: { busyPackageId: 'credits_5' },
  play: async ({ args, canvas }) => {
    const busy = canvas.getByRole('button', { name: /Redirecting to checkout/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Buy 1 credit' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy 10 credits' })).toBeDisabled();
    await expect(canvas.getByText(/Opening secure checkout/)).toBeInTheDocument();
    await userEvent.click(busy);
    await expect(args.onPurchase).not.toHaveBeenCalled();
  },
};

/** The server answered without a checkout URL (product 8, Purchase). */
export const NoCheckoutUrl: Story = {
  args: { error: 'No checkout URL received' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No checkout URL received');
    await expect(canvas.getByRole('button', { name: 'Buy 5 credits' })).toBeEnabled();
  },
};

/** The purchase call failed (product 8, Purchase): the alert is dismissible. */
export const PurchaseFailed: Story = {
  args: { error: 'Failed to initiate purchase. Please try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to initiate purchase. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss error' }));
    await expect(args.onDismissError).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  args: { balance: 0 },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
