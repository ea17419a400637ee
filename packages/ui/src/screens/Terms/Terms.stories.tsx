import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Terms } from './Terms';

const meta = {
  title: 'Screens/Terms',
  tags: ['autodocs'],
  component: Terms,
  args: { welcomeCredits: 3 },
} satisfies Meta<typeof Terms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every statement of product 1 that belongs in the terms, under headings a screen reader can list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(canvas.getByText(/^Last updated/)).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(contents).toBeVisible();
    await expect(canvas.getByRole('link', { name: '6. Credits and payments' })).toHaveAttribute('href', '#credits');
    const text = canvas.getByRole('article').textContent ?? '';
    for (const statement of [
      '3 free credits. No credit card is required',
      'Activation is instant',
      'Credits do not expire.',
      'Credits are non-refundable once used.',
      'at least 30 days notice',
      'The service is not for anyone under 18.',
      'It is not licensed financial advice',
      'bank-level security',
      '256-bit encryption',
      'SOC 2',
      'third-party bank-linking provider',
      'read-only',
      'payment provider',
      'account data is kept for 30 days after deletion',
      'financial data (accounts, balances, transactions) is kept for 3 to 12 months',
      'analysis results are kept for up to 2 years',
      'usage logs are kept for 90 days',
    ]) {
      await expect(text).toContain(statement);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
