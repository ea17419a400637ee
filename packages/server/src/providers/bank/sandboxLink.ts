import type { SandboxInstitution as LinkDialogInstitution } from '@ledgerlight/contract';

import type { BankProvider, LinkedInstitution } from './bankProvider';

/**
 * The bank concern's local side as the server sees it (ADR 0035): the in-app sandbox Link dialog's
 * calls (the contract's sandboxLinkEndpoints, routes/sandboxLink.ts), answered by a bank provider
 * that has them. The sandbox bank of @ledgerlight/local-stack implements this; Plaid does not (its
 * Link runs in Plaid's own frame).
 */

/** An institution as the sandbox dialog lists it (the contract's shape). */
export type SandboxInstitutionSummary = LinkDialogInstitution;

export interface SandboxLoginInput {
  /** The signed-in caller: the link token must have been created for them. */
  readonly userId: string;
  readonly linkToken: string;
  readonly institutionId: string;
  readonly username: string;
  readonly password: string;
  readonly mfaCode?: string;
}

/** Plaid Link's account metadata. */
export interface LinkAccountMetadata {
  readonly id: string;
  readonly name: string;
  readonly mask: string | null;
  readonly type: string;
  readonly subtype: string | null;
}

export type SandboxLoginResult =
  | {
      readonly status: 'mfa_required';
      readonly institution: LinkedInstitution;
      readonly mfa: { readonly type: 'code'; readonly message: string };
    }
  | {
      readonly status: 'select_accounts';
      /** Bound to every account of the item until sandboxSelectAccounts narrows it. */
      readonly publicToken: string;
      readonly institution: LinkedInstitution;
      readonly accounts: readonly LinkAccountMetadata[];
    };

export interface SandboxSelectAccountsInput {
  /** The signed-in caller: the public token must come from their own Link session. */
  readonly userId: string;
  readonly publicToken: string;
  readonly accountIds: readonly string[];
}

/** What Plaid Link's onSuccess receives: the public token and its metadata. */
export interface SandboxLinkSuccess {
  readonly publicToken: string;
  readonly metadata: {
    readonly institution: LinkedInstitution;
    readonly accounts: readonly LinkAccountMetadata[];
    readonly link_session_id: string;
  };
}

export interface SandboxBankOptions {
  /** 32 bytes (or their base64) that seal the sandbox's tokens; keep it stable across restarts. */
  readonly secret: Uint8Array | string;
  /** The clock (tests move it). */
  readonly now?: () => Date;
  /**
   * Build each item's history from its institution and link day alone, not from its random id, so
   * every item of an institution linked on the same day looks the same (SANDBOX_CLOCK: screenshot
   * tests). Ids stay unique per item. Default false.
   */
  readonly reproducible?: boolean;
  /** Transactions per sync page, 1-500. Default 250. */
  readonly syncPageSize?: number;
}

/** The sandbox Link dialog's three steps: institutions, login (with an MFA step), account selection. */
export interface SandboxLink {
  sandboxInstitutions(): SandboxInstitutionSummary[];
  sandboxLogin(input: SandboxLoginInput): Promise<SandboxLoginResult>;
  sandboxSelectAccounts(input: SandboxSelectAccountsInput): Promise<SandboxLinkSuccess>;
}

/** True when this bank provider answers the sandbox Link dialog (only the local sandbox bank does). */
export function hasSandboxLink(provider: BankProvider): provider is BankProvider & SandboxLink {
  const candidate = provider as Partial<SandboxLink>;
  return (
    typeof candidate.sandboxInstitutions === 'function' &&
    typeof candidate.sandboxLogin === 'function' &&
    typeof candidate.sandboxSelectAccounts === 'function'
  );
}
