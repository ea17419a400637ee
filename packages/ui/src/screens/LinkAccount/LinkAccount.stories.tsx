import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE,
  LINK_EXCHANGE_FAILED_MESSAGE,
  LINK_TOKEN_FAILED_MESSAGE,
  LINK_WIDGET_ERROR_MESSAGE,
  REMOVE_INSTITUTION_CONFIRMATION,
  REMOVE_INSTITUTION_FAILED_MESSAGE,
} from '@ledgerlight/contract';
import { MOCK_ITEMS } from '@ledgerlight/mocks';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LinkAccount } from './LinkAccount';
import type { LinkedInstitutionRow } from './LinkAccount';

const INSTITUTIONS: LinkedInstitutionRow[] = MOCK_ITEMS.map((item) => ({
  itemId: item.item.item_id,
  name: item.institution.name,
  connectedAt: item.createdAt,
}));
const [PLATYPUS] = INSTITUTIONS;

const meta = {
  title: 'Screens/LinkAccount',
  tags: ['autodocs'],
  component: LinkAccount,
  args: {
    status: 'ready',
    institutions: INSTITUTIONS,
    onDismissError: fn(),
    onLinkBank: fn(),
    onRemove: fn(),
    onConfirmRemove: fn(),
    onCancelRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LinkAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three linked institutions with their connected dates (product 2). */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bank Accounts' })).toBeVisible();
    const list = within(canvas.getByRole('list'));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('heading', { name: 'First Platypus Bank' })).toBeVisible();
    await expect(canvas.getByText('Connected Mar 2, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Tartan Credit Union' }));
    await expect(args.onRemove).toHaveBeenCalledWith(INSTITUTIONS[1]?.itemId);
    await userEvent.click(canvas.getByRole('button', { name: 'Link a new bank' }));
    await expect(args.onLinkBank).toHaveBeenCalledOnce();
  },
};

/** Nothing linked yet. */
export const Empty: Story = {
  args: { institutions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No linked institutions yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Link a new bank' })).toBeEnabled();
  },
};

/** The list is on its way. */
export const Loading: Story = {
  args: { status: 'loading', institutions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading linked institutions')).toBeInTheDocument();
  },
};

/** GET /api/plaid/items failed: 'Failed to fetch your linked institutions...' (product 8). */
export const ItemsError: Story = {
  args: { status: 'error', institutions: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE);
    await expect(LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE).toBe('Failed to fetch your linked institutions...');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A link is under way: the button spins. */
export const Linking: Story = {
  args: { linking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Link a new bank' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Remove asks first, with the exact text of product 5. */
export const RemoveConfirm: Story = {
  args: { confirmingRemoval: PLATYPUS },
  parameters: { layout: 'fullscreen' },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog', { name: 'Remove First Platypus Bank?' }));
    await expect(dialog.getByText(REMOVE_INSTITUTION_CONFIRMATION)).toBeVisible();
    await expect(REMOVE_INSTITUTION_CONFIRMATION).toBe(
      'Are you sure you want to remove this institution? This will delete all associated data.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirmRemove).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelRemove).toHaveBeenCalledOnce();
  },
};

/** The removal is on its way. */
export const Removing: Story = {
  args: { confirmingRemoval: PLATYPUS, removing: true },
  parameters: { layout: 'fullscreen' },
  play: async () => {
    const dialog = within(screen.getByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** DELETE failed: 'Failed to remove the institution...' (product 8), dismissible. */
export const RemoveError: Story = {
  args: { error: REMOVE_INSTITUTION_FAILED_MESSAGE },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to remove the institution...');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss error' }));
    await expect(args.onDismissError).toHaveBeenCalledOnce();
  },
};

/** create_link_token failed: 'Failed to get link token. Please try again.' (product 8). */
export const LinkTokenError: Story = {
  args: { error: LINK_TOKEN_FAILED_MESSAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to get link token. Please try again.');
  },
};

/** The widget failed: 'There was an error linking your account. Please try again.' (product 8). */
export const LinkWidgetError: Story = {
  args: { error: LINK_WIDGET_ERROR_MESSAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was an error linking your account. Please try again.',
    );
  },
};

/** set_access_token failed: 'Failed to link your account. Please try again.' (product 8). */
export const LinkExchangeError: Story = {
  args: { error: LINK_EXCHANGE_FAILED_MESSAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to link your account. Please try again.');
  },
};
