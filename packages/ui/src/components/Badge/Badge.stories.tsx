import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Badge, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { children: 'Most Popular' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Brand: Story = { args: { tone: 'brand' } };
export const Success: Story = { args: { tone: 'success', children: 'Save 20%' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const Info: Story = { args: { tone: 'info', children: '3 credits' } };
export const ErrorTone: Story = { args: { tone: 'error', children: 'Failed' } };
export const WithIcon: Story = { args: { tone: 'brand', icon: 'sparkles', children: 'Start with 3 Free Credits' } };

const allTones = (size: (typeof badgeSizes)[number]) => (
  <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
    {badgeTones.map((tone) => (
      <Badge key={tone} tone={tone} size={size}>
        {tone}
      </Badge>
    ))}
  </Box>
);

export const AllTones: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {badgeSizes.map((size) => (
        <div key={size}>{allTones(size)}</div>
      ))}
    </Box>
  ),
};

export const AllTonesDark: Story = { ...AllTones, globals: { theme: 'dark' } };

/** Long text is cut with an ellipsis at the width of its container. */
export const LongText: Story = {
  render: (args) => (
    <Box>
      <Badge {...args} />
    </Box>
  ),
  args: {
    tone: 'info',
    children: 'A badge with a very long label that would not fit in a narrow column on a phone screen at all',
  },
};
