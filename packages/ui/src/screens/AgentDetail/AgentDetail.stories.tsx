import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENTS } from '@ledgerlight/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AGENT_SECURITY_POINTS, AgentDetail } from './AgentDetail';

const meta = {
  title: 'Screens/AgentDetail',
  tags: ['autodocs'],
  component: AgentDetail,
  args: { agent: AGENTS.fraud_detection, onStart: fn(), onGoBack: fn(), agentsHref: '/finance-agents' },
} satisfies Meta<typeof AgentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fraud detection: one account at most, 6 months, under a minute (ADR 0016). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fraud Detection' })).toBeVisible();
    await expect(canvas.getByText(AGENTS.fraud_detection.longDescription)).toBeVisible();
    for (const feature of AGENTS.fraud_detection.features) await expect(canvas.getByText(feature)).toBeVisible();
    for (const point of AGENT_SECURITY_POINTS) await expect(canvas.getByText(point)).toBeVisible();
    const technical = within(canvas.getByRole('region', { name: 'Technical details' }));
    await expect(technical.getByText('6 months of transactions')).toBeVisible();
    await expect(technical.getByText('Under a minute')).toBeVisible();
    const pricing = within(canvas.getByRole('region', { name: 'Pricing' }));
    await expect(pricing.getByText('Max accounts').nextElementSibling).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Agent' }));
    await userEvent.click(pricing.getByRole('button', { name: 'Start Fraud Detection' }));
    await expect(args.onStart).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
  },
};

/** Savings finder: 12 months, unlimited accounts. */
export const UnlimitedAccounts: Story = {
  args: { agent: AGENTS.savings_finder },
  play: async ({ canvas }) => {
    const pricing = within(canvas.getByRole('region', { name: 'Pricing' }));
    await expect(pricing.getByText('Max accounts').nextElementSibling).toHaveTextContent('unlimited');
    await expect(pricing.getByText('Base price').nextElementSibling).toHaveTextContent(/^1 credit$/);
    await expect(canvas.getByText('12 months of transactions')).toBeVisible();
  },
};

/** An unknown id (product 2). */
export const NotFound: Story = {
  args: { agent: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onGoBack).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Back to Agents' })).toHaveAttribute('href', '/finance-agents');
  },
};

export const Dark: Story = { args: { agent: AGENTS.budget_builder }, globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
