import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lightTokens } from '../../theme/tokens';
import { NotFound } from './NotFound';

const meta = {
  title: 'Screens/NotFound',
  tags: ['autodocs'],
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPath: Story = {
  args: { path: '/reslts/fraud_detection' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Page not found' });
    await expect(heading).toBeVisible();
    // Titled as every page is (PageHeader's size from the tablet width up), not as a card's empty state.
    await expect(getComputedStyle(heading).fontSize).toBe(lightTokens.font.size.xxxlarge);
    await expect(canvas.getByText(/\/reslts\/fraud_detection/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const WithoutPath: Story = {};
