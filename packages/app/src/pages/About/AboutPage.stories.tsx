import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutPage } from './AboutPage';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { router: { path: '/about', route: '/about' } },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Ledgerlight' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('3 free credits');
  },
};
