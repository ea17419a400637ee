import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'sam@example.com');
    await expect(input).toHaveValue('sam@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('sam@example.com'.length);
  },
};

export const WithHint: Story = {
  args: { hint: "We'll send sign-in codes to this address." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      "We'll send sign-in codes to this address.",
    );
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'sam@',
    hint: "We'll send sign-in codes to this address.",
    error: 'Enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      "Error: Enter a valid email address We'll send sign-in codes to this address.",
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'sam@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'sam@example.com' },
};

export const LongLabel: Story = {
  args: {
    label: 'The email address you use for your bank statements, so we can match your linked accounts',
    hint: 'Optional. We never contact your bank with it.',
  },
};

/** Budget builder's optional context (product 5): a whole number of dollars per year. */
export const AnnualIncome: Story = {
  args: {
    label: 'Annual income (USD)',
    type: 'number',
    autoComplete: 'off',
    inputMode: 'numeric',
    min: 0,
    step: 1,
    hint: 'Optional. Used for this analysis only and not stored.',
    leadingIcon: <span>$</span>,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Annual income (USD)' });
    await userEvent.type(input, '85000');
    await expect(input).toHaveValue(85000);
  },
};

/** Digits only, five at most (product 5): maxLength and pattern pass through to the input. */
export const ZipCode: Story = {
  args: {
    label: 'ZIP code',
    type: 'text',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 5,
    pattern: '[0-9]{5}',
    hint: 'Optional. 5 digits.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'ZIP code' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('pattern', '[0-9]{5}');
    await userEvent.type(input, '9410777');
    await expect(input).toHaveValue('94107');
  },
};

export const WithLeadingIcon: Story = {
  args: {
    label: 'Search transactions',
    type: 'search',
    autoComplete: 'off',
    placeholder: 'Merchant or description',
    leadingIcon: (
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="9" cy="9" r="5.5" />
        <path d="m13.5 13.5 3.5 3.5" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search transactions' });
    await userEvent.type(input, 'Coffee');
    await expect(input).toHaveValue('Coffee');
  },
};

export const Telephone: Story = {
  args: { label: 'Phone number', type: 'tel', autoComplete: 'tel', hint: 'Optional.' },
};
