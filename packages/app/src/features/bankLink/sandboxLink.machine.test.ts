import { SANDBOX_CREDENTIALS } from '@ledgerlight/contract';
import type {
  LinkAccount,
  SandboxInstitution,
  SandboxLinkSuccess,
  SandboxLoginBody,
  SandboxLoginResponse,
  SandboxSelectAccountsBody,
} from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../lib/api/http';
import { matchingInstitutions, sandboxLinkMachine, toBankLinkError } from './sandboxLink.machine';
import type { SandboxLinkReport } from './sandboxLink.machine';

const NOW = '2026-06-01T12:00:00.000Z';
const LINK_TOKEN = 'link-local-test';
const SESSION = 'session-1';

const PLATYPUS: SandboxInstitution = {
  institution_id: 'ins_local_platypus',
  name: 'First Platypus Bank',
  mfa: null,
  accountTypes: ['checking', 'savings', 'credit'],
};
const TARTAN: SandboxInstitution = {
  institution_id: 'ins_local_tartan',
  name: 'Tartan Credit Union',
  mfa: 'code',
  accountTypes: ['checking', 'savings'],
};
const ACCOUNTS: LinkAccount[] = [
  { id: 'acc-checking', name: 'Everyday Checking', mask: '1111', type: 'depository', subtype: 'checking' },
  { id: 'acc-savings', name: 'High-Yield Savings', mask: '2222', type: 'depository', subtype: 'savings' },
  { id: 'acc-card', name: 'Rewards Visa', mask: '3333', type: 'credit', subtype: 'credit card' },
];

const INVALID_CREDENTIALS = {
  error_type: 'ITEM_ERROR',
  error_code: 'INVALID_CREDENTIALS',
  error_message: 'the provided credentials were not correct',
  display_message: 'The provided credentials were not correct. Please try again.',
};
const INVALID_MFA = {
  error_type: 'ITEM_ERROR',
  error_code: 'INVALID_MFA',
  error_message: 'the provided MFA response(s) were not correct',
  display_message: 'The provided code was not correct. Please try again.',
};

function selectAccountsAnswer(institution: SandboxInstitution): SandboxLoginResponse {
  return {
    status: 'select_accounts',
    public_token: 'public-local-all',
    institution: { institution_id: institution.institution_id, name: institution.name },
    accounts: ACCOUNTS,
  };
}

interface Fakes {
  institutions?: () => Promise<{ institutions: SandboxInstitution[] }>;
  login?: (body: SandboxLoginBody) => Promise<SandboxLoginResponse>;
  selectAccounts?: (body: SandboxSelectAccountsBody) => Promise<SandboxLinkSuccess>;
}

/** The machine on fake calls, collecting every report in order. */
function start(fakes: Fakes = {}) {
  const reports: SandboxLinkReport[] = [];
  const logins: SandboxLoginBody[] = [];
  const selections: SandboxSelectAccountsBody[] = [];
  const machine = sandboxLinkMachine.provide({
    actors: {
      fetchInstitutions: fromPromise(async () =>
        fakes.institutions ? fakes.institutions() : { institutions: [PLATYPUS, TARTAN] },
      ),
      login: fromPromise<SandboxLoginResponse, SandboxLoginBody>(async ({ input }) => {
        logins.push(input);
        return fakes.login ? fakes.login(input) : selectAccountsAnswer(PLATYPUS);
      }),
      selectAccounts: fromPromise<SandboxLinkSuccess, SandboxSelectAccountsBody>(async ({ input }) => {
        selections.push(input);
        if (fakes.selectAccounts) return fakes.selectAccounts(input);
        return {
          public_token: 'public-local-selected',
          metadata: {
            institution: { institution_id: PLATYPUS.institution_id, name: PLATYPUS.name },
            accounts: ACCOUNTS.filter((account) => input.account_ids.includes(account.id)),
            link_session_id: 'server-session',
          },
        };
      }),
    },
    actions: { report: (_, report: SandboxLinkReport) => void reports.push(report) },
  });
  const actor = createActor(machine, { input: { linkToken: LINK_TOKEN, linkSessionId: SESSION } });
  actor.start();
  const eventNames = () => reports.flatMap((report) => (report.kind === 'event' ? [report.eventName] : [report.kind]));
  return { actor, reports, logins, selections, eventNames };
}

type Started = ReturnType<typeof start>;

async function toInstitutions({ actor }: Started) {
  await waitFor(actor, (snapshot) => snapshot.matches('institutions'));
}

async function signIn(run: Started, institution: SandboxInstitution, password: string = SANDBOX_CREDENTIALS.password) {
  await toInstitutions(run);
  run.actor.send({ type: 'INSTITUTION.SELECT', institutionId: institution.institution_id });
  run.actor.send({ type: 'FIELD.CHANGE', field: 'username', value: SANDBOX_CREDENTIALS.username });
  run.actor.send({ type: 'FIELD.CHANGE', field: 'password', value: password });
  run.actor.send({ type: 'SUBMIT' });
  await waitFor(run.actor, (snapshot) => !snapshot.hasTag('busy'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => vi.useRealTimers());

describe('sandboxLinkMachine', () => {
  it('links without MFA: OPEN, SELECT_INSTITUTION, HANDOFF, then onSuccess, in that order', async () => {
    const run = start();
    expect(run.eventNames()).toEqual(['OPEN']);
    await signIn(run, PLATYPUS);
    expect(run.logins).toEqual([
      {
        link_token: LINK_TOKEN,
        institution_id: PLATYPUS.institution_id,
        username: SANDBOX_CREDENTIALS.username,
        password: SANDBOX_CREDENTIALS.password,
      },
    ]);
    expect(run.actor.getSnapshot().value).toBe('accounts');
    expect(run.actor.getSnapshot().context.selectedAccountIds).toEqual(['acc-checking', 'acc-savings', 'acc-card']);

    run.actor.send({ type: 'ACCOUNT.TOGGLE', accountId: 'acc-savings' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('success'));
    expect(run.selections).toEqual([{ public_token: 'public-local-all', account_ids: ['acc-checking', 'acc-card'] }]);
    expect(run.eventNames()).toEqual(['OPEN', 'SELECT_INSTITUTION']);

    run.actor.send({ type: 'CONTINUE' });
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.eventNames()).toEqual(['OPEN', 'SELECT_INSTITUTION', 'HANDOFF', 'success']);
    expect(run.reports.at(-1)).toEqual({
      kind: 'success',
      publicToken: 'public-local-selected',
      metadata: {
        institution: { institution_id: PLATYPUS.institution_id, name: PLATYPUS.name },
        accounts: [
          { ...ACCOUNTS[0], verification_status: null },
          { ...ACCOUNTS[2], verification_status: null },
        ],
        link_session_id: SESSION,
      },
    });
  });

  it("reports Plaid's event metadata: every field, the session id and the time", async () => {
    const run = start();
    await toInstitutions(run);
    run.actor.send({ type: 'QUERY.CHANGE', query: '  tartan ' });
    run.actor.send({ type: 'INSTITUTION.SELECT', institutionId: TARTAN.institution_id });
    expect(run.reports[0]).toEqual({
      kind: 'event',
      eventName: 'OPEN',
      metadata: expect.objectContaining({ view_name: 'LOADING', link_session_id: SESSION, timestamp: NOW }),
    });
    expect(run.reports[1]).toEqual({
      kind: 'event',
      eventName: 'SELECT_INSTITUTION',
      metadata: {
        account_number_mask: null,
        error_type: null,
        error_code: null,
        error_message: null,
        exit_status: null,
        institution_id: TARTAN.institution_id,
        institution_name: TARTAN.name,
        institution_search_query: 'tartan',
        is_update_mode: null,
        match_reason: null,
        mfa_type: null,
        routing_number: null,
        view_name: 'SELECT_INSTITUTION',
        selection: null,
        timestamp: NOW,
        link_session_id: SESSION,
        request_id: '',
      },
    });
  });

  it('asks for the one-time code at an MFA institution and sends it with the credentials', async () => {
    const run = start({
      login: async (body) =>
        body.mfa_code === undefined
          ? {
              status: 'mfa_required',
              institution: { institution_id: TARTAN.institution_id, name: TARTAN.name },
              mfa: { type: 'code', message: 'Enter the code Tartan sent you.' },
            }
          : selectAccountsAnswer(TARTAN),
    });
    await signIn(run, TARTAN);
    expect(run.actor.getSnapshot().value).toBe('mfa');
    expect(run.actor.getSnapshot().context.mfaMessage).toBe('Enter the code Tartan sent you.');
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().value).toBe('mfa');
    run.actor.send({ type: 'FIELD.CHANGE', field: 'mfaCode', value: ' 1234 ' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('accounts'));
    expect(run.logins[1]).toEqual({
      link_token: LINK_TOKEN,
      institution_id: TARTAN.institution_id,
      username: SANDBOX_CREDENTIALS.username,
      password: SANDBOX_CREDENTIALS.password,
      mfa_code: '1234',
    });
  });

  it("shows the bank's error on a wrong password, reports ERROR, and onExit carries it", async () => {
    const run = start({
      login: async () => {
        throw new ApiError(400, '/api/sandbox/link/login', INVALID_CREDENTIALS);
      },
    });
    await signIn(run, PLATYPUS, 'pass_bad');
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toBe('credentials');
    expect(snapshot.context.error).toEqual(INVALID_CREDENTIALS);
    expect(run.reports.at(-1)).toEqual({
      kind: 'event',
      eventName: 'ERROR',
      metadata: expect.objectContaining({
        error_type: 'ITEM_ERROR',
        error_code: 'INVALID_CREDENTIALS',
        error_message: INVALID_CREDENTIALS.error_message,
        view_name: 'CREDENTIAL',
        institution_name: PLATYPUS.name,
      }),
    });

    run.actor.send({ type: 'EXIT' });
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.eventNames()).toEqual(['OPEN', 'SELECT_INSTITUTION', 'ERROR', 'EXIT', 'exit']);
    expect(run.reports.at(-2)).toMatchObject({
      kind: 'event',
      eventName: 'EXIT',
      metadata: { exit_status: 'requires_credentials', error_code: 'INVALID_CREDENTIALS' },
    });
    expect(run.reports.at(-1)).toEqual({
      kind: 'exit',
      error: INVALID_CREDENTIALS,
      metadata: {
        institution: { institution_id: PLATYPUS.institution_id, name: PLATYPUS.name },
        status: 'requires_credentials',
        link_session_id: SESSION,
        request_id: '',
      },
    });
  });

  it('keeps the user on the code step after a wrong code, and forgets the error once past it', async () => {
    const run = start({
      login: async (body) => {
        if (body.mfa_code === undefined) {
          return {
            status: 'mfa_required',
            institution: { institution_id: TARTAN.institution_id, name: TARTAN.name },
            mfa: { type: 'code', message: 'Enter the code.' },
          };
        }
        if (body.mfa_code !== '1234') throw new ApiError(400, '/api/sandbox/link/login', INVALID_MFA);
        return selectAccountsAnswer(TARTAN);
      },
    });
    await signIn(run, TARTAN);
    run.actor.send({ type: 'FIELD.CHANGE', field: 'mfaCode', value: '0000' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('mfa') && snapshot.context.error !== undefined);
    expect(run.actor.getSnapshot().context.error).toEqual(INVALID_MFA);
    expect(run.eventNames()).toEqual(['OPEN', 'SELECT_INSTITUTION', 'ERROR']);

    run.actor.send({ type: 'FIELD.CHANGE', field: 'mfaCode', value: '1234' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('accounts'));
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
    run.actor.send({ type: 'EXIT' });
    expect(run.reports.at(-1)).toEqual({
      kind: 'exit',
      error: null,
      metadata: expect.objectContaining({ status: 'requires_account_selection' }),
    });
  });

  it('shows a failed institution list with Try again, and a generic error for a 500', async () => {
    let attempts = 0;
    const run = start({
      institutions: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError(500, '/api/sandbox/link/institutions', { error: 'Internal' });
        return { institutions: [PLATYPUS] };
      },
    });
    await waitFor(run.actor, (snapshot) => snapshot.matches('failed'));
    expect(run.actor.getSnapshot().context.error).toEqual({
      error_type: 'API_ERROR',
      error_code: 'INTERNAL_SERVER_ERROR',
      error_message: 'Request failed with status code 500',
      display_message: null,
    });
    expect(run.eventNames()).toEqual(['OPEN', 'ERROR']);
    run.actor.send({ type: 'RETRY' });
    await toInstitutions(run);
    expect(run.actor.getSnapshot().context.institutions).toEqual([PLATYPUS]);
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
  });

  it('needs at least one account, and comes back to the selection when linking fails', async () => {
    const run = start({
      selectAccounts: async () => {
        throw new ApiError(400, '/api/sandbox/link/select_accounts', {
          error_type: 'INVALID_INPUT',
          error_code: 'INVALID_ACCOUNT_ID',
          error_message: 'account_ids must be one or more accounts of this item',
          display_message: null,
        });
      },
    });
    await signIn(run, PLATYPUS);
    for (const account of ACCOUNTS) run.actor.send({ type: 'ACCOUNT.TOGGLE', accountId: account.id });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().value).toBe('accounts');
    expect(run.actor.getSnapshot().context.selectionRequired).toBe(true);
    // Toggling back on keeps the bank's order.
    run.actor.send({ type: 'ACCOUNT.TOGGLE', accountId: 'acc-card' });
    run.actor.send({ type: 'ACCOUNT.TOGGLE', accountId: 'acc-checking' });
    expect(run.actor.getSnapshot().context.selectedAccountIds).toEqual(['acc-checking', 'acc-card']);
    expect(run.actor.getSnapshot().context.selectionRequired).toBe(false);
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('accounts') && snapshot.context.error !== undefined);
    expect(run.actor.getSnapshot().context.error?.error_code).toBe('INVALID_ACCOUNT_ID');
    expect(run.eventNames()).toEqual(['OPEN', 'SELECT_INSTITUTION', 'ERROR']);
  });

  it('exits from the institution list with no error and institution_not_found', async () => {
    const run = start();
    await toInstitutions(run);
    run.actor.send({ type: 'EXIT' });
    expect(run.eventNames()).toEqual(['OPEN', 'EXIT', 'exit']);
    expect(run.reports.at(-1)).toEqual({
      kind: 'exit',
      error: null,
      metadata: { institution: null, status: 'institution_not_found', link_session_id: SESSION, request_id: '' },
    });
  });

  it('hands the accounts over when the user leaves the success step', async () => {
    const run = start();
    await signIn(run, PLATYPUS);
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('success'));
    run.actor.send({ type: 'EXIT' });
    expect(run.eventNames()).toEqual(['OPEN', 'SELECT_INSTITUTION', 'HANDOFF', 'success']);
  });

  it('goes back a step at a time, and ignores empty forms and unknown institutions', async () => {
    const run = start();
    await toInstitutions(run);
    run.actor.send({ type: 'INSTITUTION.SELECT', institutionId: 'ins_unknown' });
    expect(run.actor.getSnapshot().value).toBe('institutions');
    run.actor.send({ type: 'INSTITUTION.SELECT', institutionId: PLATYPUS.institution_id });
    run.actor.send({ type: 'FIELD.CHANGE', field: 'username', value: '   ' });
    run.actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'pass_good' });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().value).toBe('credentials');
    expect(run.logins).toEqual([]);
    run.actor.send({ type: 'BACK' });
    expect(run.actor.getSnapshot().value).toBe('institutions');
  });
});

describe('helpers', () => {
  it("reads Plaid's error body from a 400, and anything else as Plaid's generic error", () => {
    expect(toBankLinkError(new ApiError(400, '/x', INVALID_CREDENTIALS))).toEqual(INVALID_CREDENTIALS);
    expect(toBankLinkError(new ApiError(400, '/x', { error: 'Bad Request' }))).toMatchObject({
      error_code: 'INTERNAL_SERVER_ERROR',
      display_message: null,
    });
    expect(toBankLinkError(new TypeError('Failed to fetch'))).toEqual({
      error_type: 'API_ERROR',
      error_code: 'INTERNAL_SERVER_ERROR',
      error_message: 'Failed to fetch',
      display_message: null,
    });
  });

  it('matches institutions by name, ignoring case', () => {
    expect(matchingInstitutions([PLATYPUS, TARTAN], ' TART')).toEqual([TARTAN]);
    expect(matchingInstitutions([PLATYPUS, TARTAN], '')).toEqual([PLATYPUS, TARTAN]);
    expect(matchingInstitutions([PLATYPUS, TARTAN], 'zzz')).toEqual([]);
  });
});
