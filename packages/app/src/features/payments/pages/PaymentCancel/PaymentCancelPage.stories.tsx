import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentCancelPage } from './PaymentCancelPage';

const meta = {
  title: 'Pages/PaymentCancel',
  component: PaymentCancelPage,
  parameters: { layout: 'fullscreen', router: { path: '/payment/cancel', route: '/payment/cancel' } },
} satisfies Meta<typeof PaymentCancelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from checkout without paying (product 2); Try Again leads back to the packages. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Your payment was cancelled and you have not been charged.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(canvas.getByRole('link', { name: 'Try Again' }));
    await expect(await canvas.findByTestId('navigated-away')).toBeInTheDocument();
  },
};
