import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Privacy } from './Privacy';

const meta = {
  title: 'Screens/Privacy',
  tags: ['autodocs'],
  component: Privacy,
  args: { welcomeCredits: 3 },
} satisfies Meta<typeof Privacy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The retention periods of product 1 as a table, and the rest of product 1's privacy statements. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Retention period for each kind of data' });
    for (const [data, period] of [
      ['Account data', '30 days after you delete your account'],
      ['Financial data', '3-12 months'],
      ['Analysis results', 'Up to 2 years'],
      ['Usage logs', '90 days'],
    ] as const) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${data}`) });
      await expect(row).toHaveTextContent(period);
    }
    const text = canvas.getByRole('article').textContent ?? '';
    for (const statement of [
      'not for anyone under 18',
      'not licensed financial advice',
      'bank-level security',
      '256-bit encryption',
      'SOC 2',
      'third-party bank-linking provider',
      'read-only',
      'payment provider',
      'at least 30 days notice',
      'your first 3 credits are free',
    ]) {
      await expect(text).toContain(statement);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
