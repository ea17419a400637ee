import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrivacyPage } from './PrivacyPage';

const meta = {
  title: 'Pages/Privacy',
  component: PrivacyPage,
  parameters: { router: { path: '/privacy', route: '/privacy' } },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('your first 3 credits are free');
  },
};
