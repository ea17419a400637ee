import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatCredits, formatUsd } from '../../format/format';
import { Box } from '../Box/Box';
import { StatTile, statTileTones } from './StatTile';

const meta = {
  title: 'Components/StatTile',
  tags: ['autodocs'],
  component: StatTile,
  args: { label: 'Completed', value: '12' },
  argTypes: { tone: { control: 'inline-radio', options: statTileTones } },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeInTheDocument();
    await expect(canvas.getByText('12')).toBeInTheDocument();
  },
};

export const WithIcon: Story = { args: { icon: 'check-circle', tone: 'success' } };

export const WithHint: Story = {
  args: {
    label: 'Credits Used',
    value: formatCredits(17.6),
    hint: 'Across all agents',
    icon: 'sparkles',
    tone: 'brand',
  },
};

export const TrendUpPositive: Story = {
  args: {
    label: 'Potential savings',
    value: formatUsd(184.2),
    trend: { direction: 'up', label: '12% more than last month', sentiment: 'positive' },
    icon: 'piggy-bank',
    tone: 'success',
  },
};

export const TrendDownNegative: Story = {
  args: {
    label: 'Monthly income',
    value: formatUsd(4210),
    trend: { direction: 'down', label: '8% less than last month', sentiment: 'negative' },
  },
};

export const TrendFlat: Story = {
  args: { label: 'Subscriptions', value: '9', trend: { direction: 'flat', label: 'No change' } },
};

/** The dashboard's Quick Stats. */
export const QuickStats: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ mobile: '1', tablet: '3' }} gap="medium">
      <StatTile label="Completed" value="12" icon="check-circle" tone="success" />
      <StatTile label="Credits Used" value={formatCredits(17.6)} icon="sparkles" tone="brand" />
      <StatTile label="Active" value="1" icon="clock" tone="warning" />
    </Box>
  ),
};

export const AllTones: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ mobile: '2', tablet: '3' }} gap="medium">
      {statTileTones.map((tone) => (
        <StatTile key={tone} label={tone} value="42" icon="info" tone={tone} hint="A hint" />
      ))}
    </Box>
  ),
};

export const AllTonesDark: Story = { ...AllTones, globals: { theme: 'dark' } };

export const LongText: Story = {
  args: {
    label: 'Total amount spent on discretionary purchases in the last six months',
    value: formatUsd(1234567.89),
    hint: 'Includes dining out, entertainment, shopping and travel across every linked account.',
    icon: 'shopping-bag',
    tone: 'warning',
    trend: { direction: 'up', label: 'Up 23% compared with the previous six-month period', sentiment: 'negative' },
  },
};
