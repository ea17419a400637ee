import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  tags: ['autodocs'],
  component: Button,
  args: { children: 'Run analysis', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Run analysis' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="medium" alignItems="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Box>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Starting...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Starting/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Run analysis' })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: { children: 'Continue to a very long confirmation step label' },
};
