import type {
  PlaidInstitution,
  PlaidLinkError,
  PlaidLinkOnEventMetadata,
  PlaidLinkOnExitMetadata,
} from 'react-plaid-link';

/**
 * What the bank-linking widget reports (product 7), in Plaid Link's shapes, whichever widget ran: Plaid
 * Link itself (react-plaid-link) or the in-app sandbox Link dialog of the local sandbox bank.
 */

/** The widget's events of product 7 (Plaid Link's stable events). */
export const BANK_LINK_EVENTS = [
  'OPEN',
  'EXIT',
  'HANDOFF',
  'SELECT_INSTITUTION',
  'ERROR',
  'BANK_INCOME_INSIGHTS_COMPLETED',
  'IDENTITY_VERIFICATION_PASS_SESSION',
  'IDENTITY_VERIFICATION_FAIL_SESSION',
] as const;
export type BankLinkEventName = (typeof BANK_LINK_EVENTS)[number];

/** Plaid's error object (https://plaid.com/docs/errors/). */
export type BankLinkError = PlaidLinkError;
type BankLinkInstitution = PlaidInstitution;

/** An account of onSuccess metadata. Plaid documents `subtype` and `verification_status` as nullable. */
interface BankLinkAccount {
  id: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  verification_status: string | null;
  class_type?: string | null;
}

/** onSuccess metadata. */
export interface BankLinkSuccessMetadata {
  institution: BankLinkInstitution | null;
  accounts: BankLinkAccount[];
  link_session_id: string;
  transfer_status?: string | null;
}

/** onExit metadata. */
export type BankLinkExitMetadata = PlaidLinkOnExitMetadata;
/** onEvent metadata. */
export type BankLinkEventMetadata = PlaidLinkOnEventMetadata;

/** The three callbacks of Plaid Link. */
export interface BankLinkCallbacks {
  onSuccess: (publicToken: string, metadata: BankLinkSuccessMetadata) => void;
  /** `error` is the error the user last met, or null when they simply left. */
  onExit: (error: BankLinkError | null, metadata: BankLinkExitMetadata) => void;
  /** Product 7's events (BANK_LINK_EVENTS); Plaid Link also reports others (TRANSITION_VIEW...), passed on as they come. */
  onEvent: (eventName: string, metadata: BankLinkEventMetadata) => void;
}

/** An error of our own making in Plaid's shape: Plaid's generic API_ERROR / INTERNAL_SERVER_ERROR. */
export function internalLinkError(message: string): BankLinkError {
  return {
    error_type: 'API_ERROR',
    error_code: 'INTERNAL_SERVER_ERROR',
    error_message: message,
    display_message: null,
  };
}
