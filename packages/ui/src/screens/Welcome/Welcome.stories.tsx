import { AGENTS } from '@ledgerlight/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Welcome } from './Welcome';

const meta = {
  title: 'Screens/Welcome',
  tags: ['autodocs'],
  component: Welcome,
  parameters: { layout: 'padded' },
  args: {
    welcomeCredits: 3,
    onContinueWithEmail: fn(),
    onCreateAccount: fn(),
    onSocialSignIn: fn(),
  },
} satisfies Meta<typeof Welcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Email' }));
    await expect(args.onContinueWithEmail).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSocialSignIn).toHaveBeenLastCalledWith('Google');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Apple' }));
    await expect(args.onSocialSignIn).toHaveBeenLastCalledWith('Apple');
    for (const feature of ['Fraud Detection', 'Budget Builder', 'Recurring Tracker', 'Savings Finder']) {
      await expect(canvas.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    // The copy does not contradict the catalogue: no count of agents, and the fifth is named.
    await expect(canvasElement).not.toHaveTextContent(/\b(one|two|three|four) agents\b/i);
    await expect(canvas.getByText(new RegExp(`^Plus ${AGENTS.discretionary_spending.name}: `))).toBeVisible();
    for (const claim of ['Bank-level security', 'SOC 2', '256-bit encryption']) {
      await expect(canvas.getByRole('heading', { level: 3, name: claim })).toBeVisible();
    }
    await expect(canvas.getByText('3 free credits · No credit card required')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Questions, answered' })).toBeVisible();
    const finalCta = canvas.getByRole('button', { name: 'Create Free Account' });
    await userEvent.click(finalCta);
    await expect(args.onCreateAccount).toHaveBeenCalledOnce();
    await expect(canvas.getAllByRole('link', { name: 'Terms & Conditions' })[0]).toHaveAttribute('href', '/terms');
  },
};

/** Local mode has no hosted sign-in page: the social buttons say why instead of failing silently. */
export const SocialSignInUnavailable: Story = {
  args: {
    socialUnavailableReason:
      'Google and Apple sign-in are not available on this site. Continue with your email instead.',
  },
  play: async ({ canvas, args }) => {
    const google = canvas.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toBeDisabled();
    await expect(google).toHaveAccessibleDescription(/Google and Apple sign-in are not available/);
    await expect(canvas.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
    await expect(canvas.getByText(/Google and Apple sign-in are not available/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Email' })).toBeEnabled();
    await expect(args.onSocialSignIn).not.toHaveBeenCalled();
  },
};

export const RedirectingToGoogle: Story = {
  args: { pendingProvider: 'Google' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SocialSignInFailed: Story = {
  args: { socialError: 'An unexpected error occurred' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
  },
};

/** Sent here because the server refused the session (a 401): product 8's words, above the buttons. */
export const SessionRefused: Story = {
  args: {
    notice: { title: 'Authentication required', message: 'User not authenticated. Please sign in again.' },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Authentication required');
    await expect(alert).toHaveTextContent('User not authenticated. Please sign in again.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
