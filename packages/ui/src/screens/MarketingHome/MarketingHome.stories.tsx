import { ACCOUNT_DELETED_MESSAGE, AGENTS } from '@ledgerlight/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarketingHome } from './MarketingHome';

const meta = {
  title: 'Screens/MarketingHome',
  tags: ['autodocs'],
  component: MarketingHome,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketingHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Start with 3 Free Credits / No credit card required')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute('href', '/welcome');
    await expect(canvas.getByRole('link', { name: 'Start Free Today' })).toHaveAttribute('href', '/welcome');
    for (const feature of ['Fraud Detection', 'Budget Builder', 'Recurring Tracker', 'Savings Finder']) {
      await expect(canvas.getByRole('heading', { name: new RegExp(feature) })).toBeVisible();
    }
    // The copy does not contradict the catalogue: no count of agents, and the fifth is named.
    await expect(canvasElement).not.toHaveTextContent(/\b(one|two|three|four) agents\b/i);
    await expect(canvas.getByText(new RegExp(`^Plus ${AGENTS.discretionary_spending.name}: `))).toBeVisible();
    for (const step of ['Sign In', 'Connect', 'Analyze']) {
      await expect(canvas.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(canvas.queryByRole('link', { name: /Get Started$/ })).toBeNull();
    // Each security point's icon is centred on its text's first line, not riding high against it.
    const point = canvas.getByText(/^Bank-level security/);
    const icon = point.parentElement?.querySelector('svg');
    if (!icon) throw new Error('no icon beside the security point');
    const lineHeight = Number.parseFloat(getComputedStyle(point).lineHeight);
    const firstLineMiddle = point.getBoundingClientRect().top + lineHeight / 2;
    const iconBox = icon.getBoundingClientRect();
    await expect(Math.abs(iconBox.top + iconBox.height / 2 - firstLineMiddle)).toBeLessThanOrEqual(0.5);
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Explore AI Agents/ })).toHaveAttribute('href', '/finance-agents');
    await expect(canvas.getByRole('link', { name: 'Launch AI Agents' })).toHaveAttribute('href', '/finance-agents');
    await expect(canvas.getAllByRole('link', { name: /^Get Started/ })).toHaveLength(4);
    await expect(canvas.queryByText('Start with 3 Free Credits / No credit card required')).toBeNull();
  },
};

/** After "Delete my account": signed out on the home page, with the confirmation (ADR 0033). */
export const AccountDeleted: Story = {
  args: { signedIn: false, notice: ACCOUNT_DELETED_MESSAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ACCOUNT_DELETED_MESSAGE);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { signedIn: false },
  globals: { viewport: { value: 'mobile' } },
};
