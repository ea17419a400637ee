import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { PageHeader } from '../PageHeader/PageHeader';
import { Section } from '../Section/Section';
import { PageSpinner } from '../Spinner/Spinner';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Layout } from './Layout';

const meta = {
  title: 'Components/Layout',
  tags: ['autodocs'],
  component: Layout,
  args: {
    signedIn: true,
    creditBalance: 3,
    onSignOut: fn(),
    themeToggle: <ThemeToggle />,
    version: 'v0.1.0',
    year: 2025,
    children: (
      <>
        <PageHeader
          title="Dashboard"
          description="Your credits, tools and recent analyses."
          actions={<Button>Purchase Credits</Button>}
        />
        <Section title="Recent Analysis">
          <Box padding="xlarge" background="surface" borderRadius="large">
            No analyses yet
          </Box>
        </Section>
      </>
    ),
  },
  parameters: { layout: 'fullscreen', router: { path: '/dashboard' } },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // One left edge: the wordmark's text, the page title and the first footer link's text.
    const textStart = (element: HTMLElement) =>
      element.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(element).paddingLeft);
    const banner = within(canvas.getByRole('banner'));
    const edges = [
      textStart(banner.getAllByRole('link').find((link) => link.textContent === 'Ledgerlight') as HTMLElement),
      textStart(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })),
      textStart(within(canvas.getByRole('navigation', { name: 'Footer' })).getAllByRole('link')[0] as HTMLElement),
    ];
    for (const edge of edges) await expect(Math.abs(edge - (edges[1] ?? 0))).toBeLessThanOrEqual(0.5);
  },
};

/** The skip link is the first stop for Tab; it shows when focused and moves focus to <main>. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('id', 'main-content');
    // The next Tab continues inside the page content.
    await userEvent.tab();
    await expect(within(main).getByRole('button', { name: 'Purchase Credits' })).toHaveFocus();
  },
};

export const SignedOut: Story = {
  args: {
    signedIn: false,
    creditBalance: undefined,
    children: (
      <PageHeader title="Your money, analysed" description="Start with 3 free credits. No credit card required." />
    ),
  },
  parameters: { router: { path: '/' } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

/**
 * A page on its way (its code or the session loading): the footer waits below the fold, so the page
 * that arrives moves nothing the visitor sees (ADR 0014, Lighthouse's layout shift on / and /welcome).
 */
export const LoadingPage: Story = {
  args: { children: <PageSpinner label="Loading page" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading page');
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
