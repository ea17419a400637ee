import type { SANDBOX_ACCOUNT_KINDS, SandboxInstitution } from './sandboxLink';

/**
 * The local sandbox bank's institutions (docs/architecture.md "Local by default"): the one catalogue that
 * the server's sandbox bank serves and the mocks play, so the sandbox Link dialog offers the same
 * banks, accounts and MFA steps in stories, tests, the demo and against the server. Plain data
 * (no zod), like catalogue.ts.
 */

/** The account kinds of SANDBOX_ACCOUNT_KINDS (what the Link dialog lists per institution). */
export type SandboxAccountKind = (typeof SANDBOX_ACCOUNT_KINDS)[number];

/** An account every item of the institution has, by kind. */
export interface SandboxAccountTemplate {
  readonly kind: SandboxAccountKind;
  readonly name: string;
  readonly officialName: string;
}

/** A sandbox institution in full; the Link dialog lists its summary (SandboxInstitution). */
export interface SandboxInstitutionDefinition {
  readonly institution_id: string;
  readonly name: string;
  /** Short name used in transaction descriptions, e.g. 'PLATYPUS'. */
  readonly shortName: string;
  /** 'code': the login asks for a one-time code (the sandbox code is SANDBOX_CREDENTIALS.mfaCode). */
  readonly mfa: 'code' | null;
  readonly accounts: readonly SandboxAccountTemplate[];
}

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitutionDefinition[] = [
  {
    institution_id: 'ins_local_platypus',
    name: 'First Platypus Bank',
    shortName: 'PLATYPUS',
    mfa: null,
    accounts: [
      { kind: 'checking', name: 'Everyday Checking', officialName: 'First Platypus Everyday Checking' },
      { kind: 'savings', name: 'High-Yield Savings', officialName: 'First Platypus High-Yield Savings 4.25% APY' },
      { kind: 'credit', name: 'Rewards Visa', officialName: 'First Platypus Rewards Visa Signature' },
    ],
  },
  {
    institution_id: 'ins_local_tartan',
    name: 'Tartan Credit Union',
    shortName: 'TARTAN CU',
    mfa: 'code',
    accounts: [
      { kind: 'checking', name: 'Share Draft Checking', officialName: 'Tartan Credit Union Share Draft' },
      { kind: 'savings', name: 'Share Savings', officialName: 'Tartan Credit Union Primary Share Savings' },
      { kind: 'credit', name: 'Cash Back Mastercard', officialName: 'Tartan Cash Back World Mastercard' },
    ],
  },
  {
    institution_id: 'ins_local_houndstooth',
    name: 'Houndstooth Bank',
    shortName: 'HOUNDSTOOTH',
    mfa: 'code',
    accounts: [
      { kind: 'checking', name: 'Premier Checking', officialName: 'Houndstooth Premier Checking' },
      { kind: 'credit', name: 'Travel Card', officialName: 'Houndstooth Travel Rewards Card' },
    ],
  },
  {
    institution_id: 'ins_local_gingham',
    name: 'Gingham Savings',
    shortName: 'GINGHAM',
    mfa: null,
    accounts: [
      { kind: 'checking', name: 'Gingham Checking', officialName: 'Gingham Savings Bank Interest Checking' },
      { kind: 'savings', name: 'Money Market', officialName: 'Gingham Money Market Savings' },
    ],
  },
];

export function findSandboxInstitution(institutionId: string): SandboxInstitutionDefinition | undefined {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.institution_id === institutionId);
}

/** An institution as GET /api/sandbox/link/institutions lists it. */
export function sandboxInstitutionSummary(institution: SandboxInstitutionDefinition): SandboxInstitution {
  return {
    institution_id: institution.institution_id,
    name: institution.name,
    mfa: institution.mfa,
    accountTypes: institution.accounts.map((account) => account.kind),
  };
}
