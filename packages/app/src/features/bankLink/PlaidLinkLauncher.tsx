import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import type { PlaidLinkOptionsWithLinkToken } from 'react-plaid-link';
import { internalLinkError } from './types';
import type { BankLinkCallbacks } from './types';

export interface PlaidLinkLauncherProps extends BankLinkCallbacks {
  /** A Plaid link token (not a local sandbox one). */
  linkToken: string;
}

/** Plaid Link's script could not be loaded (it comes from Plaid's CDN at run time). */
const PLAID_SCRIPT_FAILED = 'Plaid Link could not be loaded';

/**
 * Plaid Link through react-plaid-link: opens as soon as Plaid's script is ready and passes its
 * callbacks on unchanged. If the script cannot load, it reports onExit with Plaid's generic error,
 * so the page says the link failed instead of waiting forever. Renders nothing: Plaid draws its
 * own dialog.
 */
export function PlaidLinkLauncher({ linkToken, onSuccess, onExit, onEvent }: PlaidLinkLauncherProps) {
  const callbacks = useRef<BankLinkCallbacks>({ onSuccess, onExit, onEvent });
  useLayoutEffect(() => {
    callbacks.current = { onSuccess, onExit, onEvent };
  }, [onSuccess, onExit, onEvent]);

  // One configuration per token: react-plaid-link makes a new Plaid handler when it changes.
  const config = useMemo<PlaidLinkOptionsWithLinkToken>(
    () => ({
      token: linkToken,
      onSuccess: (publicToken, metadata) => {
        if (publicToken) {
          callbacks.current.onSuccess(publicToken, metadata);
          return;
        }
        callbacks.current.onExit(internalLinkError('Plaid Link succeeded without a public token'), {
          institution: metadata.institution,
          status: null,
          link_session_id: metadata.link_session_id,
          request_id: '',
        });
      },
      onExit: (error, metadata) => callbacks.current.onExit(error, metadata),
      onEvent: (eventName, metadata) => callbacks.current.onEvent(eventName, metadata),
    }),
    [linkToken],
  );
  const { open, ready, error } = usePlaidLink(config);
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current) return;
    if (ready) {
      settled.current = true;
      open();
    } else if (error) {
      settled.current = true;
      callbacks.current.onExit(internalLinkError(`${PLAID_SCRIPT_FAILED}: ${error.message}`), {
        institution: null,
        status: null,
        link_session_id: '',
        request_id: '',
      });
    }
  }, [ready, error, open]);

  return null;
}
