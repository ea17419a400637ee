import type { PaymentStatusResponse } from '@ledgerlight/contract';
import {
  MOCK_CHECKOUT_SESSION_ID,
  MOCK_CREDIT_BALANCE,
  MOCK_GRANTED_CHECKOUT_SESSION_ID,
  endpointHandler,
  handlers,
  perRender,
  scenario,
} from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const route = '/payment/success';
const at = (sessionId: string) => ({ router: { path: `${route}?session_id=${sessionId}`, route } });

/** Paid, credits not granted yet: what the provider's webhook has not confirmed. */
const paidNotGranted = (status: PaymentStatusResponse['status'] = 'succeeded') =>
  endpointHandler('paymentStatus', () =>
    HttpResponse.json<PaymentStatusResponse>({ status, creditStatus: 'pending', credits: 5, amount: 1400 }),
  );

/**
 * The balance: unchanged for the first `grantAfter` reads (the starting balance among them), then + 5.
 * Its count of reads is its own: install it with `perRender` so that each render starts at 0.
 */
const balanceGrantedAfter = (grantAfter: number) => {
  let balanceReads = 0;
  return endpointHandler('creditBalance', () => {
    balanceReads += 1;
    return HttpResponse.json({ balance: MOCK_CREDIT_BALANCE + (balanceReads > grantAfter ? 5 : 0) });
  });
};

/** Slow enough to see each state, fast enough for a test. */
const LAZY = { timeout: 6_000 };

const meta = {
  title: 'Pages/PaymentSuccess',
  component: PaymentSuccessPage,
  parameters: { layout: 'fullscreen', ...at(MOCK_CHECKOUT_SESSION_ID), msw: { handlers } },
} satisfies Meta<typeof PaymentSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status call has not answered yet. */
export const Verifying: Story = {
  parameters: { msw: { handlers: [scenario('paymentStatus', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verifying Payment' })).toBeVisible();
  },
};

/** Credits granted on verification (MOCK_CHECKOUT_SESSION_ID grants on its first status call). */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Credits Added Successfully!' }, LAZY)).toBeVisible();
    await expect(canvas.getByText('5 credits ($14.00) have been added to your balance.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to your dashboard in 3 seconds.');
    // It counts down on screen; the live region keeps its one announcement.
    await expect(
      await canvas.findByText('Redirecting to your dashboard in 2 seconds...', {}, { timeout: 2_500 }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to your dashboard in 3 seconds.');
  },
};

/** Already granted (a session verified before): success at once, then /dashboard after 3 s. */
export const AlreadyGrantedRedirects: Story = {
  parameters: at(MOCK_GRANTED_CHECKOUT_SESSION_ID),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Credits Added Successfully!' }, LAZY)).toBeVisible();
    await expect(await canvas.findByTestId('navigated-away', {}, LAZY)).toBeInTheDocument();
  },
};

/** Paid, not granted: the balance is polled until the credits arrive (here on the 3rd tick). */
export const CreditsArriveWhilePolling: Story = {
  args: { pollMs: 300 },
  parameters: { msw: { handlers: [paidNotGranted(), ...handlers] } },
  loaders: [perRender(() => [balanceGrantedAfter(3)])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Adding Your Credits' }, LAZY)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Credits Added Successfully!' }, LAZY)).toBeVisible();
  },
};

/** Still not granted after 10 ticks: the 'taking longer than usual' note. */
export const TakingLonger: Story = {
  args: { pollMs: 100 },
  parameters: { msw: { handlers: [paidNotGranted(), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Adding Your Credits' }, LAZY)).toBeVisible();
    await expect(canvas.queryByText(/taking longer than usual/)).toBeNull();
    await expect(await canvas.findByText(/This is taking longer than usual/, {}, LAZY)).toBeVisible();
  },
};

/** Not granted within 30 ticks (product 8, Payment). */
export const NotGrantedInTime: Story = {
  args: { pollMs: 20 },
  parameters: { msw: { handlers: [paidNotGranted(), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Unable to verify payment status. Your credits will be added once the payment is confirmed.',
    );
    await expect(canvas.getByRole('link', { name: 'View Credit History' })).toHaveAttribute('href', '/credits');
  },
};

/** The provider has not confirmed the payment yet (status pending). */
export const PaymentPending: Story = {
  parameters: { msw: { handlers: [paidNotGranted('pending'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Unable to verify payment status. Your credits will be added once the payment is confirmed.',
    );
  },
};

/** The status call failed (product 8, Payment); Contact Support opens Help prefilled. */
export const VerificationFailed: Story = {
  parameters: { msw: { handlers: [scenario('paymentStatus', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Payment verification failed. Please contact support.',
    );
    const support = canvas.getByRole('link', { name: 'Contact Support' });
    await expect(support.getAttribute('href')).toMatch(/^\/help\?category=other&description=/);
    await expect(decodeURIComponent(support.getAttribute('href') ?? '')).toContain(MOCK_CHECKOUT_SESSION_ID);
  },
};

/** The payment itself failed. */
export const PaymentFailed: Story = {
  parameters: { msw: { handlers: [paidNotGranted('failed'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Payment verification failed. Please contact support.',
    );
  },
};

/** A session id the server does not know (404). */
export const SessionNotFound: Story = {
  parameters: at('cs_test_unknown'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent('No payment session found');
  },
};

/** /payment/success without session_id (product 8, Payment). */
export const NoSession: Story = {
  parameters: { router: { path: route, route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No payment session found');
    await expect(canvas.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits/purchase');
  },
};
