import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box/Box';
import { Toggle, toggleSizes } from './Toggle';
import type { ToggleOption, ToggleProps } from './Toggle';

type View = 'table' | 'cards';

const viewOptions: readonly ToggleOption<View>[] = [
  { value: 'table', label: 'Table', icon: 'table' },
  { value: 'cards', label: 'Cards', icon: 'grid' },
];

/** The Toggle with real state, so that keyboard selection shows. */
function ToggleDemo<V extends string>(props: ToggleProps<V>) {
  const [value, setValue] = useState<V>(props.value);
  return (
    <Toggle
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Toggle',
  tags: ['autodocs'],
  component: Toggle<View>,
  args: { label: 'View as', options: viewOptions, value: 'table', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: toggleSizes } },
  render: (args) => <ToggleDemo {...args} />,
} satisfies Meta<typeof Toggle<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters at the selected option; arrows move and select, wrapping; Home and End jump. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'View as' });
    await expect(group).toBeInTheDocument();
    const table = canvas.getByRole('radio', { name: 'Table' });
    const cards = canvas.getByRole('radio', { name: 'Cards' });
    await expect(table).toHaveAttribute('aria-checked', 'true');
    await expect(table).toHaveAttribute('tabindex', '0');
    await expect(cards).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    await expect(table).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cards).toHaveFocus();
    await expect(cards).toHaveAttribute('aria-checked', 'true');
    await expect(table).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith('cards');

    await userEvent.keyboard('{ArrowRight}');
    await expect(table).toHaveFocus();
    await expect(table).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cards).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(table).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(cards).toHaveFocus();

    // One tab stop: Tab leaves the group from the selected option.
    await userEvent.tab({ shift: true });
    await expect(cards).not.toHaveFocus();
    await expect(table).not.toHaveFocus();
  },
};

export const Click: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Cards' }));
    await expect(args.onChange).toHaveBeenCalledWith('cards');
    await userEvent.click(canvas.getByRole('radio', { name: 'Cards' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const TextOnly: Story = {
  args: {
    options: [
      { value: 'table', label: 'Table' },
      { value: 'cards', label: 'Cards' },
    ],
  },
};

/** Icons only; the labels remain the options' names. */
export const IconOnly: Story = {
  args: { iconOnly: true, size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Cards' })).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'small' } };

export const FullWidth: Story = { args: { fullWidth: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Cards' })).toBeDisabled();
  },
};

/** Labelled by a visible heading instead of aria-label. */
export const LabelledByHeading: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
      <h2 id="theme-heading">Theme</h2>
      <ToggleDemo
        labelledBy="theme-heading"
        value="light"
        onChange={fn()}
        options={[
          { value: 'light', label: 'Light', icon: 'sun' },
          { value: 'dark', label: 'Dark', icon: 'moon' },
          { value: 'system', label: 'System' },
        ]}
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
  },
};

export const ManyOptionsLongLabels: Story = {
  render: () => (
    <ToggleDemo
      label="Status filter"
      value="all"
      onChange={fn()}
      options={[
        { value: 'all', label: 'All statuses' },
        { value: 'processing', label: 'Processing now' },
        { value: 'completed', label: 'Completed successfully' },
        { value: 'failed', label: 'Failed' },
      ]}
    />
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };
