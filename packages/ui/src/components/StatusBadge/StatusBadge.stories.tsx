import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { StatusBadge, statusBadgeVariants } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  tags: ['autodocs'],
  component: StatusBadge,
  args: { status: 'COMPLETED' },
  argTypes: {
    variant: { control: 'inline-radio', options: statusBadgeVariants },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sentence case on screen, like every badge (ADR 0046), while the text stays product 4's lowercase
 * status: the first letter is a capital through CSS only.
 */
function expectSentenceCase(element: HTMLElement) {
  return expect(getComputedStyle(element, '::first-letter').textTransform).toBe('uppercase');
}

export const Completed: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('completed');
    await expect(text.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    await expect(text).toHaveTextContent(/^completed$/);
    await expectSentenceCase(text);
  },
};

export const Processing: Story = {
  args: { status: 'PROCESSING' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('processing').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Pending: Story = {
  args: { status: 'PENDING' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('pending').closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
  },
};

export const Failed: Story = {
  args: { status: 'FAILED' },
  // Not captured: in sentence case the badge is Primitives/Badge ErrorTone ('Failed', error) to the pixel.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('failed').closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
  },
};

/** Case does not matter for the colour. */
export const MixedCase: Story = {
  args: { status: 'Processing' },
  // Not captured: the status is normalised, so the badge is Processing's to the pixel.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('processing').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  },
};

export const UnknownStatus: Story = {
  args: { status: 'CANCELLED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('cancelled').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** overallStatus wins over the status text; the colour still follows the status. */
export const WithOverallStatus: Story = {
  args: { status: 'COMPLETED', overallStatus: 'Completed with 3 findings' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed with 3 findings')).toBeInTheDocument();
  },
};

export const EmptyStatus: Story = { args: { status: '' } };

export const WithDot: Story = { args: { status: 'PROCESSING', dot: true } };

/** The dashboard's "status dot and text". */
export const PlainWithDot: Story = {
  args: { status: 'COMPLETED', dot: true, variant: 'plain' },
  play: async ({ canvas }) => {
    const text = canvas.getByText('completed');
    await expect(text.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    await expectSentenceCase(text);
  },
};

const statuses = ['COMPLETED', 'PROCESSING', 'PENDING', 'FAILED', 'CANCELLED'];

export const AllStatuses: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Box display="flex" gap="small" flexWrap="wrap">
        {statuses.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </Box>
      <Box display="flex" gap="small" flexWrap="wrap">
        {statuses.map((status) => (
          <StatusBadge key={status} status={status} dot size="medium" />
        ))}
      </Box>
      <Box display="flex" gap="large" flexWrap="wrap">
        {statuses.map((status) => (
          <StatusBadge key={status} status={status} dot variant="plain" />
        ))}
      </Box>
    </Box>
  ),
};

export const AllStatusesDark: Story = { ...AllStatuses, globals: { theme: 'dark' } };

export const LongOverallStatus: Story = {
  args: {
    status: 'PROCESSING',
    dot: true,
    overallStatus: 'Analyzing 1,248 transactions across 4 accounts for recurring subscription patterns',
  },
};
