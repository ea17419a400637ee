import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  args: { label: 'Loading your dashboard...' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true } };

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="xlarge" alignItems="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </Box>
  ),
};

export const CenteredInPage: Story = { args: { centered: true, showLabel: true, size: 'large' } };
