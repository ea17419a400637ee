import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { NavBar } from './NavBar';

/** A stand-in profile picture that needs no network. */
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='teal'/><circle cx='32' cy='26' r='12' fill='white'/><path d='M10 60c4-14 40-14 44 0' fill='white'/></svg>",
)}`;

const meta = {
  title: 'Components/NavBar',
  tags: ['autodocs'],
  component: NavBar,
  args: { signedIn: true, creditBalance: 12.4, onSignOut: fn() },
  parameters: { layout: 'fullscreen', router: { path: '/dashboard' } },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const SignedIn: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav);
    await expect(links.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Agents' })).not.toHaveAttribute('aria-current');
    await expect(links.getByRole('link', { name: 'Agents' })).toHaveAttribute('href', '/finance-agents');
    await expect(links.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/link-account');
    await expect(links.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await expect(links.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits/purchase');
    // The balance badge shows the rounded balance.
    const credits = links.getByRole('link', { name: 'Credits (balance 12)' });
    await expect(credits).toHaveAttribute('href', '/credits');
    await expect(within(credits).getByText('12')).toBeVisible();
    await expect(links.queryByText('12.4')).not.toBeInTheDocument();
    await expect(links.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('link', { name: 'Ledgerlight' })).toHaveAttribute('href', '/');
    await expect(links.queryByRole('img', { name: 'Profile' })).not.toBeInTheDocument();

    await userEvent.click(links.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const SignedInWithPicture: Story = {
  args: { userPicture: picture },
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('link', { name: 'Profile' });
    await expect(within(profile).getByRole('img', { name: 'Profile' })).toHaveAttribute('src', picture);
  },
};

export const PictureFailsToLoad: Story = {
  args: { userPicture: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Profile' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: 'Profile' })).toBeVisible();
  },
};

export const SignedInNoBalance: Story = {
  args: { creditBalance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
  },
};

export const ZeroBalance: Story = {
  args: { creditBalance: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Credits (balance 0)' })).toBeVisible();
  },
};

export const BuyCreditsActive: Story = {
  args: { creditBalance: 1234.5 },
  parameters: { router: { path: '/credits/purchase' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Credits (balance 1235)' })).not.toHaveAttribute('aria-current');
  },
};

export const SignedOut: Story = {
  args: { signedIn: false, creditBalance: undefined },
  parameters: { router: { path: '/' } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/welcome');
    await expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  },
};

export const WithThemeToggle: Story = {
  args: { themeToggle: <ThemeToggle />, userPicture: picture },
};

export const Dark: Story = {
  args: { userPicture: picture },
  globals: { theme: 'dark' },
};

/** Between the tablet and desktop breakpoints the row wraps rather than overflowing. */
export const Tablet: Story = {
  args: { themeToggle: <ThemeToggle /> },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    // The menu button is not rendered from tablet up (display: none).
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

/** Below the tablet breakpoint: the menu opens and closes by keyboard, and ends open. */
export const Mobile: Story = {
  args: { themeToggle: <ThemeToggle /> },
  globals: mobile,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    const menu = canvasElementById(button.getAttribute('aria-controls'));
    await expect(menu).not.toBeVisible();

    // Tab past the brand to the menu button and open it with Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ledgerlight' })).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();

    // Tab into the menu; Escape closes it and returns focus to the button.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(menu).not.toBeVisible();

    // Space opens it again; it is left open.
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

/** Following a link from the open menu closes it. */
export const MobileClosesOnNavigation: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Agents' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Agents' })).not.toBeInTheDocument();
    // The new route is the current one when the menu opens again.
    await userEvent.click(button);
    await expect(canvas.getByRole('link', { name: 'Agents' })).toHaveAttribute('aria-current', 'page');
    // A click outside the menu closes it.
    await userEvent.click(canvas.getByRole('banner'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileSignedOut: Story = {
  args: { signedIn: false, creditBalance: undefined },
  parameters: { router: { path: '/' } },
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toBeVisible();
  },
};

function canvasElementById(id: string | null): HTMLElement {
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error(`No element with id ${String(id)}`);
  return element;
}
