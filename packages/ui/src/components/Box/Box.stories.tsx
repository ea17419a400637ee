import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Components/Box',
  tags: ['autodocs'],
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ label }: { label: string }) => (
  <Box background="surface" padding="large" borderRadius="medium" boxShadow="small" color="primary">
    {label}
  </Box>
);

/** Sprinkles turn props into atomic classes: spacing, layout and colour come from the theme. */
export const Stack: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Tile label="Checking ••••4821" />
      <Tile label="Savings ••••1170" />
      <Tile label="Visa Signature ••••0093" />
    </Box>
  ),
};

export const ResponsiveGrid: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ mobile: '1', tablet: '2', desktop: '3' }} gap="large">
      {['Fraud Detection', 'Budget Builder', 'Recurring Expenses', 'Savings Finder', 'Discretionary Spending'].map(
        (name) => (
          <Tile key={name} label={name} />
        ),
      )}
    </Box>
  ),
};

export const AsSemanticElement: Story = {
  render: () => (
    <Box as="section" aria-label="Balances" padding="large" background="subtle" borderRadius="large">
      <Tile label="Available Credits: 14" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Balances' })).toBeInTheDocument();
  },
};
