import {
  LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE,
  LINK_EXCHANGE_FAILED_MESSAGE,
  LINK_TOKEN_FAILED_MESSAGE,
  LINK_WIDGET_ERROR_MESSAGE,
  REMOVE_INSTITUTION_CONFIRMATION,
  REMOVE_INSTITUTION_FAILED_MESSAGE,
  SANDBOX_CREDENTIALS,
} from '@ledgerlight/contract';
import {
  MOCK_ITEMS,
  MOCK_USER,
  SANDBOX_BANK_ERRORS,
  handlers,
  mockDb,
  sandboxLinkScenario,
  scenario,
} from '@ledgerlight/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearCache } from '../../../../lib/store/cache';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { LinkAccountPage } from './LinkAccountPage';

const LOADED = { timeout: 5_000 };

const meta = {
  title: 'Pages/LinkAccount',
  component: LinkAccountPage,
  parameters: {
    layout: 'padded',
    router: { path: '/link-account', route: '/link-account' },
    msw: { handlers },
  },
  beforeEach: () => {
    clearCache();
  },
  decorators: [
    (Story) => (
      <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
        <Story />
      </StaticProviders>
    ),
  ],
} satisfies Meta<typeof LinkAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkDialog = () => within(screen.getByRole('dialog', { name: 'Link your bank' }));
const focused = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus(), LOADED);

/** GET /api/plaid/items answered: each institution with its connected date and Remove (product 2). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    for (const item of MOCK_ITEMS) {
      await expect(await canvas.findByRole('heading', { name: item.institution.name }, LOADED)).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Remove ${item.institution.name}` })).toBeEnabled();
    }
    await expect(canvas.getByText('Connected Mar 2, 2026')).toBeVisible();
  },
};

/** Nothing linked yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [scenario('plaidItems', 'empty'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No linked institutions yet' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Link a new bank' })).toBeEnabled();
  },
};

/** The list has not answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('plaidItems', 'loading'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading linked institutions')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A 500 on the list: 'Failed to fetch your linked institutions...' with Try again (product 8). */
export const ItemsError: Story = {
  parameters: { msw: { handlers: [scenario('plaidItems', 'serverError'), ...handlers] } },
  play: async ({ canvas, msw }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Failed to fetch your linked institutions...',
    );
    await expect(LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE).toBe('Failed to fetch your linked institutions...');
    // The server is back for this render: the list fails until now, whatever requested it.
    msw.use(...handlers);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'First Platypus Bank' }, LOADED)).toBeVisible();
  },
};

/** Remove asks with product 5's exact text; Remove then deletes the institution. */
export const RemoveConfirm: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Tartan Credit Union' }, LOADED));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Tartan Credit Union?' }));
    await expect(dialog.getByText(REMOVE_INSTITUTION_CONFIRMATION)).toBeVisible();
    await expect(REMOVE_INSTITUTION_CONFIRMATION).toBe(
      'Are you sure you want to remove this institution? This will delete all associated data.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADED);
    await expect(canvas.queryByRole('heading', { name: 'Tartan Credit Union' })).not.toBeInTheDocument();
    await expect(mockDb.items()).toHaveLength(MOCK_ITEMS.length - 1);
  },
};

/** DELETE fails: 'Failed to remove the institution...' (product 8); the institution stays. */
export const RemoveError: Story = {
  parameters: { msw: { handlers: [scenario('plaidDeleteItem', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove First Platypus Bank' }, LOADED));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(REMOVE_INSTITUTION_FAILED_MESSAGE);
    await expect(REMOVE_INSTITUTION_FAILED_MESSAGE).toBe('Failed to remove the institution...');
    await expect(canvas.getByRole('heading', { name: 'First Platypus Bank' })).toBeVisible();
  },
};

/** create_link_token fails: 'Failed to get link token. Please try again.' (product 8). */
export const LinkTokenError: Story = {
  parameters: { msw: { handlers: [scenario('plaidCreateLinkToken', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link a new bank' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Failed to get link token. Please try again.',
    );
    await expect(LINK_TOKEN_FAILED_MESSAGE).toBe('Failed to get link token. Please try again.');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/**
 * The whole sandbox link by keyboard alone (Tab, Enter, Space and typing; no clicks): Link a new
 * bank, search, pick Tartan Credit Union, sign in with user_good / pass_good, the one-time code,
 * keep one account, Continue, Continue: set_access_token stores it and the page goes to /profile.
 */
export const SandboxLinkByKeyboard: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'First Platypus Bank' }, LOADED);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Link a new bank' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const search = await screen.findByRole('searchbox', { name: 'Search institutions' }, LOADED);
    await focused(search);
    await userEvent.keyboard('tartan');
    await expect(linkDialog().getAllByRole('listitem')).toHaveLength(1);
    await userEvent.tab();
    await expect(linkDialog().getByRole('button', { name: /^Tartan Credit Union/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await focused(await linkDialog().findByRole('textbox', { name: 'Username' }));
    await userEvent.keyboard(SANDBOX_CREDENTIALS.username);
    await userEvent.tab();
    await expect(linkDialog().getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard(`${SANDBOX_CREDENTIALS.password}{Enter}`);

    await focused(await linkDialog().findByRole('textbox', { name: 'Verification code' }, LOADED));
    await userEvent.keyboard(`${SANDBOX_CREDENTIALS.mfaCode}{Enter}`);

    const checking = await linkDialog().findByRole('checkbox', { name: 'Share Draft Checking' }, LOADED);
    await focused(checking);
    await userEvent.keyboard(' ');
    await expect(checking).not.toBeChecked();
    await userEvent.tab();
    await expect(linkDialog().getByRole('checkbox', { name: 'Share Savings' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(linkDialog().getByRole('checkbox', { name: 'Cash Back Mastercard' })).not.toBeChecked();
    await userEvent.tab();
    await expect(linkDialog().getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(
      await linkDialog().findByText('1 account at Tartan Credit Union linked to Ledgerlight.', {}, LOADED),
    ).toBeVisible();
    await focused(linkDialog().getByRole('button', { name: 'Continue' }));
    await userEvent.keyboard('{Enter}');

    await expect(await canvas.findByTestId('navigated-away', {}, LOADED)).toBeInTheDocument();
    const linked = mockDb.items().at(-1);
    await expect(linked?.institution).toEqual({ name: 'Tartan Credit Union', institution_id: 'ins_local_tartan' });
    await expect(mockDb.accounts().at(-1)?.name).toBe('Share Savings');
  },
};

/** A wrong password shows the bank's message; leaving then says the link failed (product 8). */
export const LinkWidgetError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link a new bank' }));
    await screen.findByRole('dialog', { name: 'Link your bank' }, LOADED);
    await userEvent.click(await linkDialog().findByRole('button', { name: /^First Platypus Bank/ }, LOADED));
    await userEvent.type(linkDialog().getByRole('textbox', { name: 'Username' }), SANDBOX_CREDENTIALS.username);
    await userEvent.type(linkDialog().getByLabelText(/^Password/), 'pass_bad{Enter}');
    await expect(await linkDialog().findByRole('alert', {}, LOADED)).toHaveTextContent(
      SANDBOX_BANK_ERRORS.invalidCredentials.display_message,
    );
    await userEvent.click(linkDialog().getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'There was an error linking your account. Please try again.',
    );
    await expect(LINK_WIDGET_ERROR_MESSAGE).toBe('There was an error linking your account. Please try again.');
  },
};

/** The sandbox bank is down: Plaid's INSTITUTION_DOWN message in the dialog. */
export const InstitutionDown: Story = {
  parameters: { msw: { handlers: [sandboxLinkScenario('sandboxLogin', 'institutionDown'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link a new bank' }));
    await screen.findByRole('dialog', { name: 'Link your bank' }, LOADED);
    await userEvent.click(await linkDialog().findByRole('button', { name: /^Gingham Savings/ }, LOADED));
    await userEvent.type(linkDialog().getByRole('textbox', { name: 'Username' }), SANDBOX_CREDENTIALS.username);
    await userEvent.type(linkDialog().getByLabelText(/^Password/), `${SANDBOX_CREDENTIALS.password}{Enter}`);
    await expect(await linkDialog().findByRole('alert', {}, LOADED)).toHaveTextContent(
      SANDBOX_BANK_ERRORS.institutionDown.display_message,
    );
  },
};

/** set_access_token fails after the widget's success: 'Failed to link your account. Please try again.' (product 8). */
export const LinkExchangeError: Story = {
  parameters: { msw: { handlers: [scenario('plaidSetAccessToken', 'serverError'), ...handlers] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link a new bank' }));
    await screen.findByRole('dialog', { name: 'Link your bank' }, LOADED);
    await userEvent.click(await linkDialog().findByRole('button', { name: /^Gingham Savings/ }, LOADED));
    await userEvent.type(linkDialog().getByRole('textbox', { name: 'Username' }), SANDBOX_CREDENTIALS.username);
    await userEvent.type(linkDialog().getByLabelText(/^Password/), `${SANDBOX_CREDENTIALS.password}{Enter}`);
    await userEvent.click(await linkDialog().findByRole('button', { name: 'Continue' }, LOADED));
    await userEvent.click(await linkDialog().findByRole('button', { name: 'Continue' }, LOADED));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(LINK_EXCHANGE_FAILED_MESSAGE);
    await expect(LINK_EXCHANGE_FAILED_MESSAGE).toBe('Failed to link your account. Please try again.');
    await expect(canvas.queryByTestId('navigated-away')).not.toBeInTheDocument();
  },
};
