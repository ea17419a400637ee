import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentCancel } from './PaymentCancel';

const meta = {
  title: 'Screens/PaymentCancel',
  tags: ['autodocs'],
  component: PaymentCancel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentCancel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer left checkout (product 2, /payment/cancel). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    await expect(canvas.getByText('Your payment was cancelled and you have not been charged.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/credits/purchase');
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
