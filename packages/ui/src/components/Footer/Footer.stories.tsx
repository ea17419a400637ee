import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  tags: ['autodocs'],
  component: Footer,
  args: { year: 2025, version: 'v0.1.0', stage: 'production' },
  parameters: { layout: 'fullscreen', router: { path: '/dashboard' } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const nav = within(within(footer).getByRole('navigation', { name: 'Footer' }));
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(nav.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    await expect(within(footer).getByText('© 2025 Ledgerlight')).toBeVisible();
    await expect(within(footer).getByText('v0.1.0')).toBeVisible();
    await expect(within(footer).getByText('Build stage:').parentElement).toHaveTextContent('Build stage: production');
  },
};

/** Without a year the footer shows the current one (no screenshot: it changes every January). */
export const CurrentYear: Story = {
  args: { year: undefined },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Ledgerlight`)).toBeVisible();
  },
};

export const OnTermsPage: Story = {
  parameters: { router: { path: '/terms' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithoutVersion: Story = {
  args: { version: undefined },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
