import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';
import { THEME_STORAGE_KEY } from './themePreference';

const meta = {
  title: 'Components/ThemeToggle',
  tags: ['autodocs'],
  component: ThemeToggle,
  args: { onChange: fn() },
  /** Each story starts with nothing remembered and leaves the page as it found it. */
  beforeEach: () => {
    const root = document.documentElement;
    const theme = root.getAttribute('data-theme');
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    localStorage.removeItem(THEME_STORAGE_KEY);
    return () => {
      if (theme === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', theme);
      if (stored === null) localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, stored);
    };
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With nothing remembered it follows the system, which is light in the test browser. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toDark = canvas.getByRole('button', { name: 'Switch to dark theme' });
    await userEvent.click(toDark);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');

    const toLight = canvas.getByRole('button', { name: 'Switch to light theme' });
    await expect(toLight).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
  },
};

/** A remembered dark choice: the button offers light. */
export const RememberedDark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  },
};
