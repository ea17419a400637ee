import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: {
    icon: 'sparkles',
    title: 'No analyses yet',
    description: 'Run an agent over your transactions and its results will show up here.',
    action: (
      <Link variant="primary" to="/finance-agents">
        Get Started
      </Link>
    ),
  },
  parameters: { router: { path: '/dashboard', route: '/dashboard' } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's Recent Analysis when there is none (product 2). */
export const Default: Story = {
  // Not captured: its play follows Get Started and ends on another page; HeadingLevel shows this state.
  parameters: { visual: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'No analyses yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Get Started' }));
    await expect(within(canvasElement).getByTestId('navigated-away')).toBeInTheDocument();
  },
};

export const Bordered: Story = {
  args: {
    bordered: true,
    icon: 'credit-card',
    title: 'No credit history',
    description: 'Purchases and agent runs will be listed here.',
    action: (
      <Link variant="secondary" to="/credits/purchase">
        Buy credits
      </Link>
    ),
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'Nothing matches your search' },
};

export const WithoutAction: Story = {
  args: { icon: 'search', action: undefined, title: 'No results', description: 'Try another search term or filter.' },
};

export const HeadingLevel: Story = {
  args: { titleAs: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No analyses yet' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    icon: 'bank',
    title: 'No linked institutions yet, so there are no accounts or transactions for the agents to analyse',
    description:
      'Link a bank through our secure provider to see balances and transactions. We never see or store your bank password, and you can remove an institution at any time from this page.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { bordered: true } };
