import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { About } from './About';

const meta = {
  title: 'Screens/About',
  tags: ['autodocs'],
  component: About,
  args: {
    welcomeCredits: 3,
    agents: [
      {
        id: 'fraud_detection',
        name: 'Fraud Detection',
        category: 'Security',
        description: 'Flags suspicious charges.',
      },
      { id: 'budget_builder', name: 'Budget Builder', category: 'Planning', description: 'Builds a monthly budget.' },
      {
        id: 'recurring_expenses',
        name: 'Recurring Expenses',
        category: 'Subscriptions',
        description: 'Finds subscriptions and bills.',
      },
      { id: 'savings_finder', name: 'Savings Finder', category: 'Optimization', description: 'Finds ways to save.' },
      {
        id: 'discretionary_spending',
        name: 'Discretionary Spending',
        category: 'Analysis',
        description: 'Explains optional spending.',
      },
    ],
    creditPackages: [
      { id: 'credits_1', credits: 1, price: 3 },
      { id: 'credits_5', credits: 5, price: 14 },
      { id: 'credits_10', credits: 10, price: 24 },
    ],
  },
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one page that carries every statement of product 1 together. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Ledgerlight' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(canvas.getByText('5 credits for $14.00')).toBeVisible();
    const text = canvas.getByRole('article').textContent ?? '';
    for (const statement of [
      '3 free credits, and no credit card is required',
      'Activation is instant, credits do not expire, and credits are non-refundable once used',
      'at least 30 days',
      'account data, 30 days after you delete your account',
      'financial data, 3-12 months',
      'analysis results, up to 2 years',
      'usage logs, 90 days',
      'It is not for under-18s.',
      'it is not licensed financial advice',
      'bank-level security',
      '256-bit encryption',
      'SOC 2',
      'third-party bank-linking provider',
      'payment provider',
      'Discretionary Spending',
    ]) {
      await expect(text).toContain(statement);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
