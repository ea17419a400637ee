import { isLocalLinkToken } from '@ledgerlight/contract';
import { PlaidLinkLauncher } from './PlaidLinkLauncher';
import { SandboxLinkDialog } from './SandboxLinkDialog';
import type { BankLinkCallbacks } from './types';

export interface BankLinkProps extends Omit<BankLinkCallbacks, 'onEvent'> {
  /** The token from POST /api/plaid/create_link_token. */
  linkToken: string;
  /** The widget's events (product 7); none by default. */
  onEvent?: BankLinkCallbacks['onEvent'];
}

const ignoreEvent: BankLinkCallbacks['onEvent'] = () => undefined;

/**
 * The bank-link adapter: the link widget for a link token, open from mount until it calls onSuccess
 * or onExit. A local sandbox token ('link-local-', the server's sandbox bank) opens the in-app
 * sandbox Link dialog; any other token opens Plaid Link (react-plaid-link, whose script comes from
 * Plaid's CDN). Both report onSuccess(public_token, metadata), onExit(error, metadata) and
 * onEvent(eventName, metadata) in Plaid's shapes.
 */
export function BankLink({ linkToken, onSuccess, onExit, onEvent = ignoreEvent }: BankLinkProps) {
  return isLocalLinkToken(linkToken) ? (
    <SandboxLinkDialog key={linkToken} linkToken={linkToken} onSuccess={onSuccess} onExit={onExit} onEvent={onEvent} />
  ) : (
    <PlaidLinkLauncher key={linkToken} linkToken={linkToken} onSuccess={onSuccess} onExit={onExit} onEvent={onEvent} />
  );
}
