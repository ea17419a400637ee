import {
  CACHE_KEYS,
  LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE,
  LINK_EXCHANGE_FAILED_MESSAGE,
  LINK_TOKEN_FAILED_MESSAGE,
  LINK_WIDGET_ERROR_MESSAGE,
  REMOVE_INSTITUTION_CONFIRMATION,
  REMOVE_INSTITUTION_FAILED_MESSAGE,
  SANDBOX_CREDENTIALS,
  isLocalLinkToken,
} from '@ledgerlight/contract';
import {
  MOCK_ITEMS,
  MOCK_USER,
  SANDBOX_BANK_ERRORS,
  handlers,
  mockDb,
  resetMockDb,
  sandboxLinkScenario,
  scenario,
} from '@ledgerlight/mocks';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { MemoryRouter } from '../../../../routes/MemoryRouter.test-support';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '@ledgerlight/mocks/test-support';
import { clearCache, readCache, writeCache } from '../../../../lib/store/cache';
import { StaticProviders } from '../../../../providers/StaticProviders.test-support';
import { LinkAccountPage } from './LinkAccountPage';

configure({ asyncUtilTimeout: 5_000 });

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clearCache();
  expectConsoleErrors([
    /^API call failed \/api\/(plaid|sandbox\/link)\/\S+ ApiError/,
    /^Failed to (fetch linked institutions|get link token|link your account|remove the institution) ApiError/,
    /^The link widget exited with an error /,
  ]);
});
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The JSON bodies posted to `path` during the test. */
function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

function mount() {
  return render(
    <StaticProviders session={{ status: 'signedIn', user: MOCK_USER }}>
      <MemoryRouter initialEntries={['/link-account']}>
        <Routes>
          <Route path="/link-account" element={<LinkAccountPage />} />
          <Route path="/profile" element={<p>Profile Settings</p>} />
        </Routes>
      </MemoryRouter>
    </StaticProviders>,
  );
}

const listItems = () => within(screen.getByRole('list')).getAllByRole('listitem');
const linkDialog = () => within(screen.getByRole('dialog', { name: 'Link your bank' }));

const passwordField = () => linkDialog().getByLabelText(/^Password/);

/**
 * Opens the sandbox dialog and signs in at First Platypus Bank, typing where each step puts focus.
 * (jsdom has no layout, so the modal's Tab trap finds nothing to move to: the keyboard-only run with
 * Tab is the Chromium story LinkAccountPage.stories.tsx SandboxLinkByKeyboard.)
 */
async function signInAtPlatypus(
  user: ReturnType<typeof userEvent.setup>,
  password: string = SANDBOX_CREDENTIALS.password,
) {
  await user.click(await screen.findByRole('button', { name: 'Link a new bank' }));
  await waitFor(() => expect(linkDialog().getByRole('searchbox', { name: 'Search institutions' })).toHaveFocus());
  await user.keyboard('platypus');
  expect(linkDialog().getAllByRole('listitem')).toHaveLength(1);
  linkDialog()
    .getByRole('button', { name: /^First Platypus Bank/ })
    .focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(linkDialog().getByRole('textbox', { name: 'Username' })).toHaveFocus());
  await user.keyboard(SANDBOX_CREDENTIALS.username);
  passwordField().focus();
  await user.keyboard(`${password}{Enter}`);
}

describe('LinkAccountPage', () => {
  it('lists the linked institutions with their connected dates', async () => {
    mount();
    await waitFor(() => expect(listItems()).toHaveLength(MOCK_ITEMS.length));
    for (const item of MOCK_ITEMS) {
      expect(screen.getByRole('heading', { name: item.institution.name })).toBeInTheDocument();
    }
    expect(screen.getByText('Connected Mar 2, 2026')).toBeInTheDocument();
  });

  it("says 'Failed to fetch your linked institutions...' when the list fails, and Try again reloads", async () => {
    const user = userEvent.setup();
    server.use(scenario('plaidItems', 'serverError', { once: true }));
    mount();
    expect(await screen.findByRole('alert')).toHaveTextContent(LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE);
    expect(LINKED_INSTITUTIONS_FETCH_FAILED_MESSAGE).toBe('Failed to fetch your linked institutions...');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listItems()).toHaveLength(MOCK_ITEMS.length));
  });

  it('removes an institution after the product 5 confirmation and forgets the cached accounts', async () => {
    const user = userEvent.setup();
    writeCache(CACHE_KEYS.plaidAccounts, { accounts: mockDb.accounts() });
    mount();
    await user.click(await screen.findByRole('button', { name: 'Remove Tartan Credit Union' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Tartan Credit Union?' }));
    expect(dialog.getByText(REMOVE_INSTITUTION_CONFIRMATION)).toHaveTextContent(
      'Are you sure you want to remove this institution? This will delete all associated data.',
    );
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listItems()).toHaveLength(MOCK_ITEMS.length - 1);
    expect(screen.queryByRole('heading', { name: 'Tartan Credit Union' })).not.toBeInTheDocument();
    expect(mockDb.items().map((item) => item.institution.name)).not.toContain('Tartan Credit Union');
    expect(readCache(CACHE_KEYS.plaidAccounts)).toBeUndefined();
  });

  it('keeps the institution when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(await screen.findByRole('button', { name: 'Remove Houndstooth Bank' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockDb.items()).toHaveLength(MOCK_ITEMS.length);
    expect(listItems()).toHaveLength(MOCK_ITEMS.length);
  });

  it("says 'Failed to remove the institution...' when the removal fails", async () => {
    const user = userEvent.setup();
    server.use(scenario('plaidDeleteItem', 'serverError'));
    mount();
    await user.click(await screen.findByRole('button', { name: 'Remove First Platypus Bank' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOVE_INSTITUTION_FAILED_MESSAGE);
    expect(REMOVE_INSTITUTION_FAILED_MESSAGE).toBe('Failed to remove the institution...');
    expect(listItems()).toHaveLength(MOCK_ITEMS.length);
  });

  it("says 'Failed to get link token. Please try again.' when create_link_token fails", async () => {
    const user = userEvent.setup();
    server.use(scenario('plaidCreateLinkToken', 'serverError'));
    mount();
    await user.click(await screen.findByRole('button', { name: 'Link a new bank' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get link token. Please try again.');
    expect(LINK_TOKEN_FAILED_MESSAGE).toBe('Failed to get link token. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links a sandbox bank with the keyboard, stores it, forgets the cached accounts and goes to /profile', async () => {
    const user = userEvent.setup();
    const tokenRequests = recordBodies('/api/plaid/create_link_token');
    const exchanges = recordBodies('/api/plaid/set_access_token');
    writeCache(CACHE_KEYS.plaidAccounts, { accounts: mockDb.accounts() });
    const accountsBefore = mockDb.accounts().length;
    mount();
    await signInAtPlatypus(user);

    const checking = await linkDialog().findByRole('checkbox', { name: 'Everyday Checking' });
    await waitFor(() => expect(checking).toHaveFocus());
    await user.keyboard(' ');
    expect(checking).not.toBeChecked();
    linkDialog().getByRole('checkbox', { name: 'High-Yield Savings' }).focus();
    await user.keyboard(' ');
    expect(linkDialog().getByRole('checkbox', { name: 'High-Yield Savings' })).not.toBeChecked();
    expect(linkDialog().getByRole('checkbox', { name: 'Rewards Visa' })).toBeChecked();
    linkDialog().getByRole('button', { name: 'Continue' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(linkDialog().getByText('1 account at First Platypus Bank linked to Ledgerlight.')).toBeInTheDocument(),
    );
    await waitFor(() => expect(linkDialog().getByRole('button', { name: 'Continue' })).toHaveFocus());
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Profile Settings')).toBeInTheDocument();
    expect(tokenRequests).toEqual([
      {
        client_name: 'Ledgerlight',
        products: ['transactions'],
        country_codes: ['US'],
        language: 'en',
        user_id: MOCK_USER.userId,
      },
    ]);
    expect(exchanges).toEqual([
      {
        public_token: expect.stringMatching(/^public-local-/),
        user_id: MOCK_USER.userId,
        institution: { name: 'First Platypus Bank', institution_id: 'ins_local_platypus' },
      },
    ]);
    expect(mockDb.items().at(-1)?.institution.name).toBe('First Platypus Bank');
    expect(
      mockDb
        .accounts()
        .slice(accountsBefore)
        .map((account) => account.name),
    ).toEqual(['Rewards Visa']);
    expect(readCache(CACHE_KEYS.plaidAccounts)).toBeUndefined();
  });

  it('opens the sandbox dialog for the local link token the server hands out', async () => {
    const user = userEvent.setup();
    const tokens: string[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === '/api/plaid/create_link_token') {
        void response
          .clone()
          .json()
          .then((body: { link_token: string }) => tokens.push(body.link_token));
      }
    });
    mount();
    await user.click(await screen.findByRole('button', { name: 'Link a new bank' }));
    expect(await screen.findByRole('dialog', { name: 'Link your bank' })).toBeInTheDocument();
    expect(tokens.every(isLocalLinkToken)).toBe(true);
    expect(tokens).toHaveLength(1);
  });

  it("shows the bank's message for a wrong password; leaving then says 'There was an error linking your account. Please try again.'", async () => {
    const user = userEvent.setup();
    mount();
    await signInAtPlatypus(user, 'pass_bad');
    expect(await linkDialog().findByRole('alert')).toHaveTextContent(
      SANDBOX_BANK_ERRORS.invalidCredentials.display_message,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_WIDGET_ERROR_MESSAGE);
    expect(LINK_WIDGET_ERROR_MESSAGE).toBe('There was an error linking your account. Please try again.');
  });

  it('says nothing when the user cancels the dialog', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(await screen.findByRole('button', { name: 'Link a new bank' }));
    await waitFor(() => expect(linkDialog().getByRole('searchbox')).toHaveFocus());
    await user.click(linkDialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link a new bank' })).not.toHaveAttribute('aria-busy');
  });

  it('asks for the code at an MFA bank', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(await screen.findByRole('button', { name: 'Link a new bank' }));
    await user.click(await linkDialog().findByRole('button', { name: /^Tartan Credit Union/ }));
    await user.type(linkDialog().getByRole('textbox', { name: 'Username' }), SANDBOX_CREDENTIALS.username);
    await user.type(passwordField(), `${SANDBOX_CREDENTIALS.password}{Enter}`);
    const code = await linkDialog().findByRole('textbox', { name: 'Verification code' });
    await user.type(code, '0000{Enter}');
    expect(await linkDialog().findByRole('alert')).toHaveTextContent(SANDBOX_BANK_ERRORS.invalidMfa.display_message);
    await user.clear(code);
    await user.type(code, `${SANDBOX_CREDENTIALS.mfaCode}{Enter}`);
    expect(await linkDialog().findByRole('checkbox', { name: 'Share Savings' })).toBeChecked();
  });

  it("says 'Failed to link your account. Please try again.' when set_access_token fails", async () => {
    const user = userEvent.setup();
    server.use(scenario('plaidSetAccessToken', 'serverError'));
    mount();
    await signInAtPlatypus(user);
    await user.click(await linkDialog().findByRole('button', { name: 'Continue' }));
    await user.click(await linkDialog().findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_EXCHANGE_FAILED_MESSAGE);
    expect(LINK_EXCHANGE_FAILED_MESSAGE).toBe('Failed to link your account. Please try again.');
    expect(screen.queryByText('Profile Settings')).not.toBeInTheDocument();
  });

  it('shows a failed institution list in the dialog, and the bank being down', async () => {
    const user = userEvent.setup();
    server.use(
      sandboxLinkScenario('sandboxInstitutions', 'serverError', { once: true }),
      sandboxLinkScenario('sandboxLogin', 'institutionDown'),
    );
    mount();
    await user.click(await screen.findByRole('button', { name: 'Link a new bank' }));
    expect(await linkDialog().findByRole('alert')).toHaveTextContent('The sandbox bank could not be reached.');
    await user.click(linkDialog().getByRole('button', { name: 'Try again' }));
    await signInAtPlatypusFromList(user);
    expect(await linkDialog().findByRole('alert')).toHaveTextContent('not currently responding');
  });
});

async function signInAtPlatypusFromList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await linkDialog().findByRole('button', { name: /^First Platypus Bank/ }));
  await user.type(linkDialog().getByRole('textbox', { name: 'Username' }), SANDBOX_CREDENTIALS.username);
  await user.type(passwordField(), `${SANDBOX_CREDENTIALS.password}{Enter}`);
}
