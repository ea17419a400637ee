import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuButton } from './MenuButton';
import * as styles from './MenuButton.stories.css';

const items = [
  { id: 'rename', label: 'Rename' },
  { id: 'duplicate', label: 'Duplicate' },
  { id: 'archive', label: 'Archive' },
];

const meta = {
  title: 'Components/MenuButton',
  tags: ['autodocs'],
  component: MenuButton,
  parameters: { layout: 'padded' },
  args: { label: 'Actions', items, onSelect: fn() },
  decorators: [
    (Story) => (
      <div className={styles.room}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a button that says it opens a menu. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Actions' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: a click opens the menu with the first item focused; a click on an item chooses it. */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = canvas.getByRole('menu', { name: 'Actions' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/**
 * The keyboard: Up opens on the last item, the arrows wrap, End and Home jump, Enter chooses and
 * focus goes back to the button.
 */
export const Keyboard: Story = {
  parameters: { visual: false }, // Ends closed with the button focused, as Default with a focus ring.
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Actions' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('duplicate');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Space opens; Escape closes without choosing and gives focus back; Tab closes and moves on. */
export const EscapeAndTab: Story = {
  parameters: { visual: false }, // Ends closed, as Default.
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Actions' });
    button.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A click outside closes the menu. */
export const ClickOutside: Story = {
  parameters: { visual: false }, // Ends closed, as Default.
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Icon only, at the end of a row on a phone: named by `accessibleName`, its menu kept on screen. */
export const IconOnlyPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={`${styles.room} ${styles.rowEnd}`}>
        <Story />
      </div>
    ),
  ],
  args: { label: undefined, icon: 'more-horizontal', variant: 'ghost', accessibleName: 'More for Netflix' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More for Netflix' }));
    const menu = canvas.getByRole('menu', { name: 'More for Netflix' });
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
