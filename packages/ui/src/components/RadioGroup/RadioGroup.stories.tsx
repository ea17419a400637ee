import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import type { RadioOption } from './RadioGroup';

/** Single account selection (product 5: maxAccounts 1 uses radios). */
const accounts: RadioOption[] = [
  { value: 'acc_checking', label: 'Everyday Checking ••4821', description: 'Checking · $2,340.18' },
  { value: 'acc_savings', label: 'High-Yield Savings ••1180', description: 'Savings · $12,050.00' },
  { value: 'acc_card', label: 'Rewards Card ••7702', description: 'Credit card · -$418.32' },
];

const meta = {
  title: 'Components/RadioGroup',
  tags: ['autodocs'],
  component: RadioGroup,
  args: { label: 'Account to analyse', options: accounts, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Account to analyse' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Everyday Checking ••4821'));
    const checking = canvas.getByRole('radio', { name: 'Everyday Checking ••4821' });
    await expect(checking).toBeChecked();
    await expect(checking).toHaveAccessibleDescription('Checking · $2,340.18');
    await expect(args.onChange).toHaveBeenLastCalledWith('acc_checking', expect.anything());
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: 'acc_checking' },
  // Not captured: its play ends back on the first option, the state Default shows.
  parameters: { visual: false },
  play: async ({ canvas, args }) => {
    const checking = canvas.getByRole('radio', { name: 'Everyday Checking ••4821' });
    await userEvent.tab();
    await expect(checking).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const savings = canvas.getByRole('radio', { name: 'High-Yield Savings ••1180' });
    await expect(savings).toBeChecked();
    await expect(savings).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('acc_savings', expect.anything());
    await userEvent.keyboard('{ArrowUp}');
    await expect(checking).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'This agent analyses one account at a time.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Account to analyse' })).toHaveAccessibleDescription(
      'This agent analyses one account at a time.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please select at least one account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Account to analyse' })).toHaveAccessibleDescription(
      'Error: Please select at least one account',
    );
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toHaveAttribute('aria-invalid', 'true');
      await expect(radio).toBeRequired();
    }
  },
};

export const DisabledOption: Story = {
  args: {
    defaultValue: 'acc_checking',
    options: accounts.map((option) =>
      option.value === 'acc_card'
        ? { ...option, disabled: true, description: 'Credit cards are not supported by this agent.' }
        : option,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Rewards Card ••7702' })).toBeDisabled();
    const savings = canvas.getByRole('radio', { name: 'High-Yield Savings ••1180' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Everyday Checking ••4821' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(savings).toBeChecked();
    // The disabled option is skipped: from the last enabled option the arrow wraps to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Everyday Checking ••4821' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'acc_savings' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Controlled: Story = {
  args: { value: 'acc_savings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'High-Yield Savings ••1180' })).toBeChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Which of your linked accounts should the recurring expenses agent look through for subscriptions?',
    options: [
      {
        value: 'joint',
        label: 'Joint household checking account shared with a partner, used for rent and utilities ••3390',
        description: 'Checking · $4,102.55 · Linked 3 months ago through First Community Credit Union',
      },
      ...accounts,
    ],
  },
};
