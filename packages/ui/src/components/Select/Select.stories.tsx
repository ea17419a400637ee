import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';
import type { SelectOption } from './Select';

/** The help form's categories (product 2, /help). */
const categories: SelectOption[] = [
  { value: 'general', label: 'General question' },
  { value: 'bad_analysis', label: 'Bad analysis' },
  { value: 'refund', label: 'Refund request' },
  { value: 'other', label: 'Other' },
];

const analyses: SelectOption[] = [
  { value: 't1', label: 'Fraud Detection #k9q3m21z' },
  { value: 't2', label: 'Budget Builder #u0c7w1rx' },
  { value: 't3', label: 'Savings Finder #t41p0s2v (still running)', disabled: true },
];

const meta = {
  title: 'Components/Select',
  tags: ['autodocs'],
  component: Select,
  args: { label: 'Category', options: categories, defaultValue: 'general', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('general');
    await userEvent.selectOptions(select, 'Refund request');
    await expect(select).toHaveValue('refund');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Analysis',
    options: analyses,
    defaultValue: '',
    placeholder: 'Not about a specific analysis',
    hint: 'Optional. Pick the analysis your question is about.',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Analysis' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: /Savings Finder/ })).toBeDisabled();
    await expect(select).toHaveAccessibleDescription('Optional. Pick the analysis your question is about.');
  },
};

export const WithHint: Story = {
  args: { hint: 'Refund requests are answered within two business days.' },
};

export const WithError: Story = {
  args: {
    defaultValue: '',
    placeholder: 'Choose a category',
    required: true,
    error: 'Choose a category',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Error: Choose a category');
  },
};

export const Required: Story = {
  args: { required: true, defaultValue: '', placeholder: 'Choose a category' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Which of your past analyses is this support request about, if any?',
    options: [...analyses, { value: 't4', label: 'Discretionary Spending analysis of every linked account #h77y31nq' }],
    defaultValue: 't4',
  },
};

export const Filled: Story = {
  args: { defaultValue: 'bad_analysis', hint: 'Refund requests are answered within two business days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Bad analysis');
  },
};
