import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: { router: { path: '/reslts/fraud_detection' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown path names itself, so the visitor can spot the typo. */
export const UnknownPath: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText(/There is no page at \/reslts\/fraud_detection/)).toBeVisible();
  },
};

/** A page a later issue builds: its route exists and answers honestly. */
export const PageNotBuiltYet: Story = {
  args: { path: '/dashboard' },
  parameters: { router: { path: '/' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/There is no page at \/dashboard/)).toBeVisible();
  },
};
