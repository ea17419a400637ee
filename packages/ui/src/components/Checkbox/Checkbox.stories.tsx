import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { label: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const WithDescription: Story = {
  args: {
    label: 'Everyday Checking ••4821',
    description: 'Checking · $2,340.18',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Everyday Checking ••4821' })).toHaveAccessibleDescription(
      'Checking · $2,340.18',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to the Terms & Conditions',
    required: true,
    error: 'Agree to the terms to continue',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Error: Agree to the terms to continue');
  },
};

export const Disabled: Story = {
  args: {
    label: 'Savings ••1180',
    description: 'Limit reached: this agent analyses up to 2 accounts.',
    disabled: true,
  },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Savings ••1180' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Savings ••1180'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { label: 'Savings ••1180', disabled: true, defaultChecked: true },
};

export const LongLabel: Story = {
  args: {
    label: 'Email me a summary when an analysis finishes, including the number of transactions reviewed and any alerts',
    description: 'You can change this at any time on your profile.',
  },
};
