import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TermsPage } from './TermsPage';

const meta = {
  title: 'Pages/Terms',
  component: TermsPage,
  parameters: { router: { path: '/terms', route: '/terms' } },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('3 free credits');
  },
};
