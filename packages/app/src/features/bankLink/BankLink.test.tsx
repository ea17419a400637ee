import { handlers, resetMockDb } from '@ledgerlight/mocks';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { PlaidLinkOnSuccessMetadata, PlaidLinkOptionsWithLinkToken, PlaidLinkResult } from 'react-plaid-link';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BankLink } from './BankLink';

configure({ asyncUtilTimeout: 5_000 });

// Plaid's script comes from Plaid's CDN: the Plaid branch is tested against a stand-in hook.
const plaid = vi.hoisted(() => ({ result: undefined as PlaidLinkResult | undefined, configs: [] as unknown[] }));
vi.mock('react-plaid-link', () => ({
  usePlaidLink: (options: unknown) => {
    plaid.configs.push(options);
    return plaid.result;
  },
}));

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
});
afterAll(() => server.close());

const PLAID_TOKEN = 'link-sandbox-9f8e7d6c-5b4a-4c3d-9e2f-1a0b9c8d7e6f';
const SUCCESS_METADATA: PlaidLinkOnSuccessMetadata = {
  institution: { name: 'Chase', institution_id: 'ins_56' },
  accounts: [
    {
      id: 'acc-1',
      name: 'Plaid Checking',
      mask: '0000',
      type: 'depository',
      subtype: 'checking',
      verification_status: null,
      class_type: null,
    },
  ],
  link_session_id: 'plaid-session',
};

function callbacks() {
  return { onSuccess: vi.fn(), onExit: vi.fn(), onEvent: vi.fn() };
}

function lastConfig(): PlaidLinkOptionsWithLinkToken {
  const config = plaid.configs.at(-1);
  if (!config) throw new Error('usePlaidLink was not called');
  return config as PlaidLinkOptionsWithLinkToken;
}

function plaidResult(overrides: Partial<PlaidLinkResult>): PlaidLinkResult {
  return { ready: false, error: null, open: vi.fn(), exit: vi.fn(), submit: vi.fn(), ...overrides };
}

beforeEach(() => {
  plaid.configs.length = 0;
  plaid.result = plaidResult({});
});

describe('BankLink with a Plaid link token', () => {
  it('opens Plaid Link once its script is ready, with the token', () => {
    const open = vi.fn();
    plaid.result = plaidResult({ open });
    const props = callbacks();
    const { rerender } = render(<BankLink linkToken={PLAID_TOKEN} {...props} />);
    expect(lastConfig().token).toBe(PLAID_TOKEN);
    expect(open).not.toHaveBeenCalled();

    plaid.result = plaidResult({ open, ready: true });
    rerender(<BankLink linkToken={PLAID_TOKEN} {...props} />);
    rerender(<BankLink linkToken={PLAID_TOKEN} {...props} />);
    expect(open).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("passes Plaid's onSuccess, onExit and onEvent on unchanged", () => {
    const props = callbacks();
    render(<BankLink linkToken={PLAID_TOKEN} {...props} />);
    const config = lastConfig();

    config.onEvent?.('OPEN', {
      account_number_mask: null,
      error_type: null,
      error_code: null,
      error_message: null,
      exit_status: null,
      institution_id: null,
      institution_name: null,
      institution_search_query: null,
      is_update_mode: null,
      match_reason: null,
      mfa_type: null,
      routing_number: null,
      view_name: 'CONSENT',
      selection: null,
      timestamp: '2026-06-01T12:00:00.000Z',
      link_session_id: 'plaid-session',
      request_id: 'req-1',
    });
    expect(props.onEvent).toHaveBeenCalledWith('OPEN', expect.objectContaining({ view_name: 'CONSENT' }));

    config.onSuccess('public-sandbox-abc', SUCCESS_METADATA);
    expect(props.onSuccess).toHaveBeenCalledWith('public-sandbox-abc', SUCCESS_METADATA);

    const error = {
      error_type: 'ITEM_ERROR',
      error_code: 'INVALID_CREDENTIALS',
      error_message: 'the provided credentials were not correct',
      display_message: 'The provided credentials were not correct. Please try again.',
    };
    const exitMetadata = { institution: null, status: 'requires_credentials', link_session_id: 's', request_id: 'r' };
    config.onExit?.(error, exitMetadata);
    expect(props.onExit).toHaveBeenCalledWith(error, exitMetadata);
  });

  it('reports a success without a public token as an exit with an error', () => {
    const props = callbacks();
    render(<BankLink linkToken={PLAID_TOKEN} {...props} />);
    lastConfig().onSuccess(null, SUCCESS_METADATA);
    expect(props.onSuccess).not.toHaveBeenCalled();
    expect(props.onExit).toHaveBeenCalledWith(
      expect.objectContaining({ error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR' }),
      expect.objectContaining({ institution: SUCCESS_METADATA.institution }),
    );
  });

  it("exits with an error when Plaid's script cannot load", () => {
    plaid.result = plaidResult({ error: new ErrorEvent('error', { message: 'net::ERR_NAME_NOT_RESOLVED' }) });
    const props = callbacks();
    render(<BankLink linkToken={PLAID_TOKEN} {...props} />);
    expect(props.onExit).toHaveBeenCalledOnce();
    expect(props.onExit).toHaveBeenCalledWith(
      {
        error_type: 'API_ERROR',
        error_code: 'INTERNAL_SERVER_ERROR',
        error_message: 'Plaid Link could not be loaded: net::ERR_NAME_NOT_RESOLVED',
        display_message: null,
      },
      { institution: null, status: null, link_session_id: '', request_id: '' },
    );
  });
});

describe('BankLink with a local sandbox link token', () => {
  it('opens the in-app sandbox dialog instead of Plaid Link, and reports OPEN, then EXIT and onExit', async () => {
    const user = userEvent.setup();
    const props = callbacks();
    render(<BankLink linkToken="link-local-abc" {...props} />);
    expect(plaid.configs).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Link your bank' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search institutions' })).toHaveFocus());
    expect(props.onEvent.mock.calls.map(([name]) => name)).toEqual(['OPEN']);

    await act(() => user.keyboard('{Escape}'));
    expect(props.onEvent.mock.calls.map(([name]) => name)).toEqual(['OPEN', 'EXIT']);
    expect(props.onExit).toHaveBeenCalledWith(null, {
      institution: null,
      status: 'institution_not_found',
      link_session_id: props.onEvent.mock.calls[0]?.[1].link_session_id,
      request_id: '',
    });
    expect(props.onEvent.mock.calls[0]?.[1].link_session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(props.onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
