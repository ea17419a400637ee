import type { CreateLinkTokenBody, LinkedItem, SetAccessTokenBody } from '@ledgerlight/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { Api } from '../../lib/api/api';
import { accessTokenRequest, linkAccountActors, linkTokenRequest } from './linkAccount.actors';
import { linkAccountMachine } from './linkAccount.machine';
import type { BankLinkSuccessMetadata } from './types';

const USER_ID = 'user-1';
const ITEMS: LinkedItem[] = [
  {
    item: { item_id: 'item-a' },
    institution: { name: 'First Platypus Bank', institution_id: 'ins_a' },
    createdAt: '2026-03-02T17:48:12.000Z',
  },
  {
    item: { item_id: 'item-b' },
    institution: { name: 'Tartan Credit Union', institution_id: 'ins_b' },
    createdAt: '2026-03-09T20:15:41.000Z',
  },
];
const METADATA: BankLinkSuccessMetadata = {
  institution: { institution_id: 'ins_local_gingham', name: 'Gingham Savings' },
  accounts: [
    {
      id: 'acc-1',
      name: 'Gingham Checking',
      mask: '1234',
      type: 'depository',
      subtype: 'checking',
      verification_status: null,
    },
  ],
  link_session_id: 'session-1',
};

interface Fakes {
  fetchItems?: () => Promise<LinkedItem[]>;
  removeItem?: (itemId: string) => Promise<void>;
  createLinkToken?: (userId: string | undefined) => Promise<string>;
  exchange?: (body: SetAccessTokenBody) => Promise<string>;
}

function start(fakes: Fakes = {}, userId: string | undefined = USER_ID) {
  const calls = {
    removed: [] as string[],
    tokens: [] as (string | undefined)[],
    exchanged: [] as SetAccessTokenBody[],
  };
  const invalidateAccounts = vi.fn();
  const linked = vi.fn();
  // The exchange actor is the app's own (it builds the request); only the client under it is faked.
  const exchange = vi.fn(async (body: SetAccessTokenBody) => {
    calls.exchanged.push(body);
    return fakes.exchange ? fakes.exchange(body) : 'item-new';
  });
  const machine = linkAccountMachine.provide({
    actors: {
      fetchItems: fromPromise(async () => (fakes.fetchItems ? fakes.fetchItems() : structuredClone(ITEMS))),
      removeItem: fromPromise<string, { itemId: string }>(async ({ input }) => {
        calls.removed.push(input.itemId);
        if (fakes.removeItem) await fakes.removeItem(input.itemId);
        return input.itemId;
      }),
      createLinkToken: fromPromise<string, { userId: string | undefined }>(async ({ input }) => {
        calls.tokens.push(input.userId);
        return fakes.createLinkToken ? fakes.createLinkToken(input.userId) : 'link-local-abc';
      }),
      exchange: linkAccountActors(setAccessTokenOnly(exchange)).exchange,
    },
    actions: { invalidateAccounts, linked, logError: () => undefined },
  });
  const actor = createActor(machine, { input: { userId } });
  return { actor, calls, invalidateAccounts, linked, exchange };
}

/** An API client that answers POST /api/plaid/set_access_token with `exchange` and refuses anything else. */
function setAccessTokenOnly(exchange: (body: SetAccessTokenBody) => Promise<string>): Api {
  const call = async (key: string, request: { body?: unknown }) => {
    if (key !== 'plaidSetAccessToken') throw new Error(`Unexpected call '${key}'`);
    return { item_id: await exchange(request.body as SetAccessTokenBody) };
  };
  return call as Api;
}

afterEach(() => vi.restoreAllMocks());

describe('linkAccountMachine', () => {
  it('loads the linked institutions, and tries again after a failure', async () => {
    let attempts = 0;
    const run = start({
      fetchItems: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('500');
        return ITEMS;
      },
    });
    run.actor.start();
    await waitFor(run.actor, (snapshot) => snapshot.matches({ items: 'failed' }));
    run.actor.send({ type: 'RETRY' });
    await waitFor(run.actor, (snapshot) => snapshot.matches({ items: 'ready' }));
    expect(run.actor.getSnapshot().context.items).toEqual(ITEMS);
  });

  it('removes an institution only once confirmed, then forgets the cached accounts', async () => {
    const run = start();
    run.actor.start();
    await waitFor(run.actor, (snapshot) => snapshot.matches({ items: 'ready' }));
    run.actor.send({ type: 'REMOVE', itemId: 'item-b' });
    expect(run.actor.getSnapshot().matches({ action: 'confirming' })).toBe(true);
    expect(run.actor.getSnapshot().context.removal).toEqual(ITEMS[1]);
    run.actor.send({ type: 'REMOVE.CANCEL' });
    expect(run.actor.getSnapshot().matches({ action: 'idle' })).toBe(true);
    expect(run.calls.removed).toEqual([]);

    run.actor.send({ type: 'REMOVE', itemId: 'item-b' });
    run.actor.send({ type: 'REMOVE.CONFIRM' });
    await waitFor(run.actor, (snapshot) => snapshot.matches({ action: 'idle' }));
    expect(run.calls.removed).toEqual(['item-b']);
    expect(run.actor.getSnapshot().context.items).toEqual([ITEMS[0]]);
    expect(run.invalidateAccounts).toHaveBeenCalledOnce();
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
  });

  it("says 'Failed to remove the institution...' when the removal fails, and keeps the list", async () => {
    const run = start({
      removeItem: async () => {
        throw new Error('500');
      },
    });
    run.actor.start();
    await waitFor(run.actor, (snapshot) => snapshot.matches({ items: 'ready' }));
    run.actor.send({ type: 'REMOVE', itemId: 'item-a' });
    run.actor.send({ type: 'REMOVE.CONFIRM' });
    await waitFor(run.actor, (snapshot) => snapshot.context.error !== undefined);
    expect(run.actor.getSnapshot().context.error).toBe('Failed to remove the institution...');
    expect(run.actor.getSnapshot().context.items).toEqual(ITEMS);
    expect(run.invalidateAccounts).not.toHaveBeenCalled();
    run.actor.send({ type: 'ERROR.DISMISS' });
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
  });

  it('links a bank: link token for the user, the widget, set_access_token, then linked', async () => {
    const run = start();
    run.actor.start();
    run.actor.send({ type: 'LINK' });
    await waitFor(run.actor, (snapshot) => snapshot.matches({ action: 'linking' }));
    expect(run.calls.tokens).toEqual([USER_ID]);
    expect(run.actor.getSnapshot().context.linkToken).toBe('link-local-abc');
    expect(run.actor.getSnapshot().hasTag('linking')).toBe(true);

    run.actor.send({ type: 'LINK.SUCCESS', publicToken: 'public-local-xyz', metadata: METADATA });
    expect(run.actor.getSnapshot().context.linkToken).toBeUndefined();
    await waitFor(run.actor, (snapshot) => snapshot.matches({ action: 'linked' }));
    expect(run.calls.exchanged).toEqual([
      {
        public_token: 'public-local-xyz',
        user_id: USER_ID,
        institution: { name: 'Gingham Savings', institution_id: 'ins_local_gingham' },
      },
    ]);
    expect(run.invalidateAccounts).toHaveBeenCalledOnce();
    expect(run.linked).toHaveBeenCalledOnce();
  });

  it("says 'Failed to get link token. Please try again.' when create_link_token fails", async () => {
    const run = start({
      createLinkToken: async () => {
        throw new Error('500');
      },
    });
    run.actor.start();
    run.actor.send({ type: 'LINK' });
    await waitFor(run.actor, (snapshot) => snapshot.context.error !== undefined);
    expect(run.actor.getSnapshot().context.error).toBe('Failed to get link token. Please try again.');
    expect(run.actor.getSnapshot().matches({ action: 'idle' })).toBe(true);
  });

  it("says 'There was an error linking your account. Please try again.' when the widget exits with an error", async () => {
    const run = start();
    run.actor.start();
    run.actor.send({ type: 'LINK' });
    await waitFor(run.actor, (snapshot) => snapshot.matches({ action: 'linking' }));
    run.actor.send({
      type: 'LINK.EXIT',
      error: {
        error_type: 'ITEM_ERROR',
        error_code: 'INVALID_CREDENTIALS',
        error_message: 'the provided credentials were not correct',
        display_message: 'The provided credentials were not correct. Please try again.',
      },
    });
    expect(run.actor.getSnapshot().context.error).toBe('There was an error linking your account. Please try again.');
    expect(run.actor.getSnapshot().context.linkToken).toBeUndefined();
    expect(run.actor.getSnapshot().matches({ action: 'idle' })).toBe(true);
  });

  it('says nothing when the user leaves the widget of their own accord', async () => {
    const run = start();
    run.actor.start();
    run.actor.send({ type: 'LINK' });
    await waitFor(run.actor, (snapshot) => snapshot.matches({ action: 'linking' }));
    run.actor.send({ type: 'LINK.EXIT', error: null });
    expect(run.actor.getSnapshot().matches({ action: 'idle' })).toBe(true);
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
  });

  it("says 'Failed to link your account. Please try again.' when set_access_token fails", async () => {
    const run = start({
      exchange: async () => {
        throw new Error('500');
      },
    });
    run.actor.start();
    run.actor.send({ type: 'LINK' });
    await waitFor(run.actor, (snapshot) => snapshot.matches({ action: 'linking' }));
    run.actor.send({ type: 'LINK.SUCCESS', publicToken: 'public-local-xyz', metadata: METADATA });
    await waitFor(run.actor, (snapshot) => snapshot.context.error !== undefined);
    expect(run.actor.getSnapshot().context.error).toBe('Failed to link your account. Please try again.');
    expect(run.linked).not.toHaveBeenCalled();
    expect(run.invalidateAccounts).not.toHaveBeenCalled();
  });

  it('cannot store a success without an institution, and cannot link without a user', async () => {
    const run = start();
    run.actor.start();
    run.actor.send({ type: 'LINK' });
    await waitFor(run.actor, (snapshot) => snapshot.matches({ action: 'linking' }));
    run.actor.send({
      type: 'LINK.SUCCESS',
      publicToken: 'public-local-xyz',
      metadata: { ...METADATA, institution: null },
    });
    await waitFor(run.actor, (snapshot) => snapshot.context.error !== undefined);
    expect(run.actor.getSnapshot().context.error).toBe('Failed to link your account. Please try again.');
    expect(run.calls.exchanged).toEqual([]);

    const noUser = createActor(linkAccountActors(setAccessTokenOnly(run.exchange)).createLinkToken, {
      input: { userId: undefined },
    });
    await expect(toPromise(noUser.start())).rejects.toThrow('No signed-in user');
  });
});

describe('requests', () => {
  it('asks for a link token exactly as product 7 says', () => {
    expect(linkTokenRequest(USER_ID)).toEqual<CreateLinkTokenBody>({
      client_name: 'Ledgerlight',
      products: ['transactions'],
      country_codes: ['US'],
      language: 'en',
      user_id: USER_ID,
    });
  });

  it('sends the public token, the user id and the institution to set_access_token', () => {
    expect(accessTokenRequest('public-1', METADATA, USER_ID)).toEqual({
      public_token: 'public-1',
      user_id: USER_ID,
      institution: { name: 'Gingham Savings', institution_id: 'ins_local_gingham' },
    });
    expect(() => accessTokenRequest('public-1', { ...METADATA, institution: null }, USER_ID)).toThrow();
  });
});
