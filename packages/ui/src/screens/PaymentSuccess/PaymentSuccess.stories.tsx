import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentSuccess } from './PaymentSuccess';

const meta = {
  title: 'Screens/PaymentSuccess',
  tags: ['autodocs'],
  component: PaymentSuccess,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from checkout: the session is being verified (product 4 step 1). */
export const Verifying: Story = {
  args: { state: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifying Payment' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your payment');
  },
};

/** Paid, credits not granted yet: the balance is polled (product 4 step 3). */
export const Waiting: Story = {
  args: { state: 'waiting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Adding Your Credits' })).toBeVisible();
    await expect(canvas.queryByText(/taking longer than usual/)).toBeNull();
  },
};

/** Still waiting after 10 ticks: the 'taking longer than usual' note (product 4 step 4). */
export const WaitingSlow: Story = {
  args: { state: 'waiting', slow: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This is taking longer than usual/)).toBeVisible();
  },
};

/** 'Credits Added Successfully!' and the redirect notice (product 4 step 5). */
export const Success: Story = {
  args: { state: 'success', credits: 5, amountCents: 1400, redirectSeconds: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Credits Added Successfully!' })).toBeVisible();
    await expect(canvas.getByText('5 credits ($14.00) have been added to your balance.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to your dashboard in 3 seconds.');
    await expect(canvas.getByText('Redirecting to your dashboard in 3 seconds...')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard now' })).toHaveAttribute('href', '/dashboard');
  },
};

/** No session_id, or a session the server does not know (product 8, Payment). */
export const NoSession: Story = {
  args: { state: 'warning', outcome: 'noSession', message: 'No payment session found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No payment session found');
    await expect(canvas.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits/purchase');
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

/** The status call failed, or the payment failed (product 8, Payment). */
export const VerificationFailed: Story = {
  args: {
    state: 'warning',
    outcome: 'failed',
    message: 'Payment verification failed. Please contact support.',
    helpTo: '/help?category=other',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Verification Failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment verification failed. Please contact support.');
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/help?category=other');
  },
};

/** Not granted within 30 ticks, or the payment is still pending (product 8, Payment). */
export const Unverified: Story = {
  args: {
    state: 'warning',
    outcome: 'unverified',
    message: 'Unable to verify payment status. Your credits will be added once the payment is confirmed.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unable to verify payment status. Your credits will be added once the payment is confirmed.',
    );
    await expect(canvas.getByRole('link', { name: 'View Credit History' })).toHaveAttribute('href', '/credits');
  },
};

export const Dark: Story = {
  args: { state: 'success', credits: 10, amountCents: 2400, redirectSeconds: 3 },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: { state: 'waiting', slow: true },
  globals: { viewport: { value: 'mobile' } },
};
