import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Components/PageHeader',
  tags: ['autodocs'],
  component: PageHeader,
  args: { title: 'AI Financial Agents' },
  parameters: { router: { path: '/finance-agents' } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Financial Agents' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Pick an agent, choose the accounts it should look at, and spend credits to run it.' },
};

export const WithActions: Story = {
  args: {
    title: 'Credits',
    description: 'Your balance and every purchase, use and refund.',
    actions: (
      <>
        <Button variant="secondary">Get help</Button>
        <Button>Buy Credits</Button>
      </>
    ),
  },
};

export const WithBackLink: Story = {
  args: {
    title: 'Fraud Detection',
    description: 'Flags unusual charges, duplicates and merchants you have never used before.',
    back: { to: '/finance-agents', label: 'Back to Agents' },
    actions: <Button>Start Agent</Button>,
  },
  parameters: { router: { path: '/agents/fraud_detection' } },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Back to Agents' });
    await expect(back).toHaveAttribute('href', '/finance-agents');
    await userEvent.click(back);
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Discretionary Spending analysis of Everyday Checking and High-Yield Savings for the last twelve months',
    description: 'Analysis #k9q3m21z',
    back: { to: '/results/discretionary_spending', label: 'Back to Results' },
    actions: <Button variant="secondary">Refresh</Button>,
  },
};

export const Mobile: Story = {
  args: WithBackLink.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
