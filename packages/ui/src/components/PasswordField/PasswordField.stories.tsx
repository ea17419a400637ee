import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField, passwordAutoCompletes } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  tags: ['autodocs'],
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: passwordAutoCompletes },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Hunter2pass');
    await expect(input).toHaveValue('Hunter2pass');
  },
};

export const ShowAndHide: Story = {
  args: { defaultValue: 'Hunter2pass' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).not.toHaveAttribute('aria-pressed');

    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Create a password',
    autoComplete: 'new-password',
    required: true,
    hint: 'At least 8 characters, with uppercase and lowercase letters and numbers.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Create a password/, { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'At least 8 characters, with uppercase and lowercase letters and numbers.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Create a password',
    autoComplete: 'new-password',
    defaultValue: 'short',
    hint: 'At least 8 characters, with uppercase and lowercase letters and numbers.',
    error: 'Password must be at least 8 characters',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Create a password', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Password must be at least 8 characters/);
  },
};

export const Confirmation: Story = {
  args: {
    label: 'Confirm password',
    autoComplete: 'new-password',
    defaultValue: 'Hunter2pas',
    error: 'Passwords do not match',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Hunter2pass' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Visible: Story = {
  args: { defaultValue: 'Hunter2pass', defaultVisible: true },
};

export const LongLabel: Story = {
  args: {
    label: 'Enter the new password you would like to use when signing in to Ledgerlight from now on',
    autoComplete: 'new-password',
    hint: 'At least 8 characters, with uppercase and lowercase letters and numbers.',
  },
};
