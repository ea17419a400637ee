import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  tags: ['autodocs'],
  component: Textarea,
  args: { label: 'Description', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'My refund has not arrived.');
    await expect(textarea).toHaveValue('My refund has not arrived.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Tell us what happened and what you expected.' },
};

export const WithError: Story = {
  args: { required: true, error: 'Description is required' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Error: Description is required');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Submitted on 3 March.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: {
    rows: 6,
    defaultValue:
      'The budget builder put my rent under discretionary spending.\nIt should be a fixed cost. Could you check the analysis from last Tuesday?',
  },
};

export const CharacterCount: Story = {
  args: { maxLength: 40, hint: 'Keep it short.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(canvas.getByText('0 / 40')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('Keep it short. 40 characters remaining');

    await userEvent.type(textarea, 'Refund please');
    await expect(canvas.getByText('13 / 40')).toBeVisible();
    // The remaining count is announced once typing pauses.
    await waitFor(() => expect(canvas.getByText('27 characters remaining')).toBeInTheDocument());

    // maxLength stops typing at the limit.
    await userEvent.type(textarea, ' for the savings finder run, thanks');
    await expect(textarea).toHaveValue('Refund please for the savings finder run');
    await expect(canvas.getByText('40 / 40')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('0 characters remaining')).toBeInTheDocument());
  },
};

export const CharacterCountFilled: Story = {
  args: { maxLength: 500, defaultValue: 'The recurring expenses agent listed my gym twice.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('49 / 500')).toBeVisible();
    await expect(canvas.getByText('451 characters remaining')).toBeInTheDocument();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Describe the problem with this analysis in as much detail as you can, including dates and amounts',
    maxLength: 1000,
  },
};
