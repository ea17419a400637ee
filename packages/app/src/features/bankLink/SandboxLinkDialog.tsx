import { SANDBOX_LINK_FALLBACK_ERROR, SandboxLink } from '@ledgerlight/ui';
import type { SandboxLinkStep } from '@ledgerlight/ui';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { api } from '../../lib/api/client';
import { sandboxLinkActors } from './sandboxLink.actors';
import { matchingInstitutions, sandboxLinkMachine } from './sandboxLink.machine';
import type { SandboxLinkReport, SandboxLinkSnapshot } from './sandboxLink.machine';
import type { BankLinkCallbacks } from './types';

export interface SandboxLinkDialogProps extends BankLinkCallbacks {
  /** A local sandbox link token ('link-local-...'). */
  linkToken: string;
}

/** The dialog step for each state of the machine. */
function sandboxLinkStep(snapshot: SandboxLinkSnapshot): SandboxLinkStep {
  if (snapshot.matches('loadingInstitutions')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('institutions')) return 'institutions';
  if (snapshot.matches('credentials') || snapshot.matches('loggingIn')) return 'credentials';
  if (snapshot.matches('mfa') || snapshot.matches('verifyingMfa')) return 'mfa';
  if (snapshot.matches('accounts')) return 'accounts';
  if (snapshot.matches('connecting')) return 'connecting';
  return 'success';
}

/** Passes a report of the machine on to Plaid-style callbacks. */
function deliverReport(callbacks: BankLinkCallbacks, report: SandboxLinkReport): void {
  switch (report.kind) {
    case 'event':
      callbacks.onEvent(report.eventName, report.metadata);
      return;
    case 'success':
      callbacks.onSuccess(report.publicToken, report.metadata);
      return;
    case 'exit':
      callbacks.onExit(report.error, report.metadata);
  }
}

function newLinkSessionId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The in-app sandbox Link dialog for a local link token: the sandbox Link machine (its calls through
 * the API client, sandboxLink.actors.ts) behind the SandboxLink view, reporting onSuccess, onExit and
 * onEvent as Plaid Link does. Mount it when the link starts (with `key` = the link token) and unmount it once onSuccess or
 * onExit has been called.
 */
export function SandboxLinkDialog({ linkToken, onSuccess, onExit, onEvent }: SandboxLinkDialogProps) {
  const [linkSessionId] = useState(newLinkSessionId);
  // The machine is made once, at open: it reports to the callbacks it was opened with, as a Plaid
  // handler keeps the config it was created with. The machine reports while it runs, never in render.
  const [snapshot, send] = useMachine(
    sandboxLinkMachine.provide({
      actors: sandboxLinkActors(api),
      actions: {
        report: (_, report: SandboxLinkReport) => deliverReport({ onSuccess, onExit, onEvent }, report),
      },
    }),
    { input: { linkToken, linkSessionId } },
  );
  const { context } = snapshot;
  const step = sandboxLinkStep(snapshot);

  return (
    <SandboxLink
      open={!snapshot.matches('exited')}
      step={step}
      institutions={matchingInstitutions(context.institutions, context.query)}
      query={context.query}
      institutionName={context.institution?.name}
      username={context.username}
      password={context.password}
      mfaMessage={context.mfaMessage}
      mfaCode={context.mfaCode}
      accounts={context.accounts}
      selectedAccountIds={context.selectedAccountIds}
      selectionRequired={context.selectionRequired}
      error={context.error ? (context.error.display_message ?? SANDBOX_LINK_FALLBACK_ERROR) : undefined}
      busy={snapshot.hasTag('busy')}
      onQueryChange={(query) => send({ type: 'QUERY.CHANGE', query })}
      onSelectInstitution={(institutionId) => send({ type: 'INSTITUTION.SELECT', institutionId })}
      onFieldChange={(field, value) => send({ type: 'FIELD.CHANGE', field, value })}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onToggleAccount={(accountId) => send({ type: 'ACCOUNT.TOGGLE', accountId })}
      onBack={() => send({ type: 'BACK' })}
      onRetry={() => send({ type: 'RETRY' })}
      onContinue={() => send({ type: 'CONTINUE' })}
      onExit={() => send({ type: 'EXIT' })}
    />
  );
}
