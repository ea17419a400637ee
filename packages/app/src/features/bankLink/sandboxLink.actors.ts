import type {
  SandboxInstitutionsResponse,
  SandboxLinkSuccess,
  SandboxLoginBody,
  SandboxLoginResponse,
  SandboxSelectAccountsBody,
} from '@ledgerlight/contract';
import { fromPromise } from 'xstate';
import type { Api } from '../../lib/api/api';

/*
 * The actors sandboxLink.machine.ts declares by name in its setup(), built from the API client (ADR 0017, ADR 0036): the feature
 * provides them with `machine.provide({ actors })`; tests supply fakes the same way, or these over a fake client.
 */

/** sandboxLinkMachine: the local sandbox bank's Link calls (contract sandboxLink.ts). */
export const sandboxLinkActors = (call: Api) => ({
  fetchInstitutions: fromPromise<SandboxInstitutionsResponse>(() => call('sandboxInstitutions', {})),
  login: fromPromise<SandboxLoginResponse, SandboxLoginBody>(({ input }) => call('sandboxLogin', { body: input })),
  selectAccounts: fromPromise<SandboxLinkSuccess, SandboxSelectAccountsBody>(({ input }) =>
    call('sandboxSelectAccounts', { body: input }),
  ),
});
