import { MOCK_USER } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StaticProviders } from '../providers/StaticProviders.test-support';
import { ProtectedRoute } from './ProtectedRoute';

const meta = {
  title: 'Pages/ProtectedRoute',
  component: ProtectedRoute,
  args: { children: <h1>Your credits</h1> },
  parameters: { router: { path: '/credits', route: '/credits' } },
} satisfies Meta<typeof ProtectedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product 2: a spinner while the session loads. */
export const SessionLoading: Story = {
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'loading' }}>
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your session');
    await expect(canvas.queryByRole('heading', { name: 'Your credits' })).toBeNull();
  },
};

/** Signed out: sent to /welcome (the story's router shows that it left the page). */
export const SignedOut: Story = {
  decorators: [
    (Story) => (
      <StaticProviders>
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Your credits' })).toBeNull();
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your credits' })).toBeVisible();
  },
};
