import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_USER } from '@ledgerlight/mocks';
import { expect } from 'storybook/test';
import { IdentitySessionProvider } from '../../IdentitySessionProvider';
import { createFakeIdentity } from '../../fakeIdentity.test-support';
import type { FakeIdentity, FakeIdentityOptions } from '../../fakeIdentity.test-support';
import { AuthCallbackPage } from './AuthCallbackPage';

/**
 * The page over a fake identity adapter: each story sets who is signed in and plays the provider's
 * events (Amplify Hub) the way the hosted UI's return would. The loader makes one fake per render
 * (`loaded.identity`), which the decorator mounts and the play function drives.
 */
function identityIn(loaded: Record<string, unknown>): FakeIdentity {
  const { identity } = loaded;
  if (!(identity instanceof Object) || !('emit' in identity)) throw new Error('The story has no fake identity');
  return identity as FakeIdentity;
}

const meta = {
  title: 'Pages/AuthCallback',
  component: AuthCallbackPage,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/auth/callback', route: '/auth/callback' },
    identity: { pending: true } satisfies FakeIdentityOptions,
  },
  loaders: [
    ({ parameters }) => ({
      identity: createFakeIdentity((parameters.identity ?? {}) as FakeIdentityOptions),
    }),
  ],
  decorators: [
    (Story, context) => {
      return (
        <IdentitySessionProvider adapter={identityIn(context.loaded)} leave={() => undefined}>
          <Story />
        </IdentitySessionProvider>
      );
    },
  ],
} satisfies Meta<typeof AuthCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Returned from the hosted UI, waiting for Amplify to finish the code exchange. */
export const Completing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Completing Sign In' })).toBeVisible();
    await expect(canvas.getByText(/Please wait/)).toBeVisible();
  },
};

/** The signedIn event arrives: the page goes to /finance-agents. */
export const SignedIn: Story = {
  parameters: { identity: { user: MOCK_USER } },
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { name: 'Completing Sign In' })).toBeVisible();
    identityIn(loaded).emit('signedIn');
    await expect(await canvas.findByTestId('navigated-away', {}, { timeout: 4_000 })).toBeInTheDocument();
  },
};

/** The redirect sign-in failed (or a token refresh failed). */
export const Failed: Story = {
  parameters: { identity: {} },
  play: async ({ canvas, loaded, userEvent }) => {
    identityIn(loaded).emit('signInWithRedirect_failure');
    await expect(await canvas.findByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Welcome Page' }));
    await expect(await canvas.findByTestId('navigated-away', {}, { timeout: 4_000 })).toBeInTheDocument();
  },
};
