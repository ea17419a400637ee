import { MOCK_USER } from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { IdentityAdapter } from '../../identity';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { SOCIAL_SIGN_IN_UNAVAILABLE } from '../../amplifyIdentity';
import { createFakeIdentity } from '../../fakeIdentity.test-support';
import { WelcomePage } from './WelcomePage';

const openAuthModal = fn();
const signInWithRedirect = fn<IdentityAdapter['signInWithRedirect']>(async () => undefined);

/** Cognito mode: Google and Apple go through the hosted sign-in page. */
const socialIdentity: IdentityAdapter = {
  ...createFakeIdentity(),
  socialSignInUnavailableReason: () => undefined,
  signInWithRedirect,
};

const meta = {
  title: 'Pages/Welcome',
  component: WelcomePage,
  parameters: { router: { path: '/welcome', route: '/welcome' } },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  decorators: [
    (Story) => (
      <StaticProviders identity={socialIdentity} openAuthModal={openAuthModal}>
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Email' }));
    await expect(openAuthModal).toHaveBeenLastCalledWith('signin');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Free Account' }));
    await expect(openAuthModal).toHaveBeenLastCalledWith('signup');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(signInWithRedirect).toHaveBeenLastCalledWith('Google');
  },
};

/** Local mode (no hosted sign-in page): the adapter's reason shows beside the disabled buttons. */
export const SocialSignInUnavailable: Story = {
  decorators: [
    (Story) => (
      <StaticProviders>
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
    await expect(canvas.getByText(SOCIAL_SIGN_IN_UNAVAILABLE)).toBeVisible();
  },
};

export const SocialSignInFailed: Story = {
  decorators: [
    (Story) => (
      <StaticProviders
        identity={{
          ...socialIdentity,
          signInWithRedirect: async () => {
            throw new Error('The hosted sign-in page is unreachable');
          },
        }}
      >
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Apple' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The hosted sign-in page is unreachable');
  },
};

export const SessionLoading: Story = {
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'loading' }}>
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking your session')).toBeInTheDocument();
  },
};

/** A signed-in user is sent on to /finance-agents. */
export const RedirectsSignedIn: Story = {
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
        <Story />
      </StaticProviders>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Continue with Email' })).toBeNull();
  },
};
