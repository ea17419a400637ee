import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Alert, LoadFailedAlert, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  tags: ['autodocs'],
  component: Alert,
  args: {
    tone: 'info',
    title: 'Analysis in Progress',
    children: 'Analyzing 412 transactions from 2 accounts.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Analysis in Progress');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Credits Added Successfully!', children: 'Redirecting to your dashboard...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Credits Added Successfully!');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Payment not yet confirmed',
    children: 'Unable to verify payment status. Your credits will be added once the payment is confirmed.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to verify payment status.');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Error Loading Result', children: 'Server error occurred. Please try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error Loading Result');
  },
};

export const MessageOnly: Story = {
  args: { tone: 'error', title: undefined, children: 'Failed to submit request.' },
};

/** The purchase page's alert (product 8) can be dismissed. */
export const Dismissible: Story = {
  args: {
    tone: 'error',
    title: undefined,
    children: 'Failed to initiate purchase. Please try again.',
    onDismiss: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithActions: Story = {
  args: {
    tone: 'error',
    title: 'Analysis Failed',
    children: 'The bank did not return transactions in time.',
    actions: (
      <>
        <Button size="small">Run New Analysis</Button>
        <Button size="small" variant="secondary">
          Refresh Status
        </Button>
      </>
    ),
  },
};

/** Something could not be loaded: product 8's message and Try again (LoadFailedAlert). */
const retry = fn();

export const LoadFailed: Story = {
  render: () => <LoadFailedAlert title="Failed to fetch results." onRetry={retry} />,
  play: async ({ canvas }) => {
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch results.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

export const AllTones: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone} title`} onDismiss={fn()}>
          A {tone} message that explains what happened.
        </Alert>
      ))}
    </Box>
  ),
};

export const AllTonesDark: Story = { ...AllTones, globals: { theme: 'dark' } };

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'A very long alert title that needs to wrap over more than a single line on small screens',
    children:
      "Insufficient credits! You need 12 credits but only have 3. You're short 9 credits. Buy a package to continue, or choose fewer accounts to lower the cost of this analysis.",
    onDismiss: fn(),
  },
};
