import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthCallback } from './AuthCallback';

const meta = {
  title: 'Screens/AuthCallback',
  tags: ['autodocs'],
  component: AuthCallback,
  parameters: { layout: 'fullscreen' },
  args: { onBackToWelcome: fn() },
} satisfies Meta<typeof AuthCallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hosted UI has returned and sign-in is completing (product 2). */
export const Completing: Story = {
  args: { state: 'completing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Completing Sign In' })).toBeVisible();
    await expect(canvas.getByText(/Please wait while we finish signing you in/)).toBeVisible();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Back to Welcome Page' })).toBeNull();
  },
};

/** A token-refresh or redirect sign-in failure (product 4 and 8). */
export const Failed: Story = {
  args: { state: 'error', message: 'Authentication failed. Please try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Authentication Error' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Welcome Page' }));
    await expect(args.onBackToWelcome).toHaveBeenCalledOnce();
  },
};

/** Five seconds passed without a session (product 4 and 8). */
export const TimedOut: Story = {
  args: { state: 'error', message: 'Authentication timed out. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Authentication Error' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication timed out. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Back to Welcome Page' })).toBeEnabled();
  },
};

export const Dark: Story = {
  args: { state: 'error', message: 'Authentication failed. Please try again.' },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: { state: 'completing' },
  globals: { viewport: { value: 'mobile' } },
};
