import { ACCOUNT_DELETED_MESSAGE } from '@ledgerlight/contract';
import { MOCK_USER } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StaticProviders } from '../../providers/StaticProviders.test-support';
import { ACCOUNT_DELETED_KEY } from '../../features/profile/accountDeletion';
import { MarketingHomePage } from './MarketingHomePage';

const meta = {
  title: 'Pages/MarketingHome',
  component: MarketingHomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketingHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  decorators: [
    (Story) => (
      <StaticProviders>
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Start with 3 Free Credits / No credit card required')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute('href', '/welcome');
    await expect(canvas.getByRole('link', { name: 'Start Free Today' })).toHaveAttribute('href', '/welcome');
  },
};

export const SignedIn: Story = {
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Explore AI Agents/ })).toHaveAttribute('href', '/finance-agents');
    await expect(canvas.getByRole('link', { name: 'Launch AI Agents' })).toHaveAttribute('href', '/finance-agents');
    await expect(canvas.getAllByRole('link', { name: /^Get Started/ })).toHaveLength(4);
  },
};

/** Landed here after "Delete my account": the confirmation shows once, and the note is gone. */
export const AfterAccountDeletion: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(ACCOUNT_DELETED_KEY, '1');
    return () => window.sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
  },
  decorators: [
    (Story) => (
      <StaticProviders>
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ACCOUNT_DELETED_MESSAGE);
    await expect(window.sessionStorage.getItem(ACCOUNT_DELETED_KEY)).toBeNull();
  },
};
