import type { Account } from '@ledgerlight/contract';
import type { AccountTypeSummary, AccountsSummary, InstitutionSummary } from '@ledgerlight/ui';

/** Plaid's account types in the order the summary lists them; other types follow alphabetically. */
const ACCOUNT_TYPE_ORDER = ['depository', 'investment', 'credit', 'loan', 'other'] as const;

/** Credit and loan balances are what is owed (Plaid: `current` is the amount owed). */
export function isOwed(type: string): boolean {
  return type === 'credit' || type === 'loan';
}

function typeRank(type: string): number {
  const index = (ACCOUNT_TYPE_ORDER as readonly string[]).indexOf(type);
  return index === -1 ? ACCOUNT_TYPE_ORDER.length : index;
}

const toCents = (amount: number) => (Number.isFinite(amount) ? Math.round(amount * 100) : 0);

/**
 * The accounts summary of /profile (product 2): per institution (how many accounts, and what is held
 * minus what is owed) and per type (how many, and their balances), with totals. Sums in cents, so
 * they add up exactly. Institutions are listed by name, types in ACCOUNT_TYPE_ORDER; every account
 * is listed too, by institution then name, each with its own balances.
 */
export function accountsSummary(accounts: readonly Account[]): AccountsSummary {
  const institutions = new Map<string, { accountCount: number; net: number }>();
  const types = new Map<string, { accountCount: number; total: number }>();
  let assets = 0;
  let owed = 0;
  for (const account of accounts) {
    const cents = toCents(account.balances.current);
    const signed = isOwed(account.type) ? -cents : cents;
    if (isOwed(account.type)) owed += cents;
    else assets += cents;

    const institution = institutions.get(account.institution_name) ?? { accountCount: 0, net: 0 };
    institutions.set(account.institution_name, {
      accountCount: institution.accountCount + 1,
      net: institution.net + signed,
    });
    const type = types.get(account.type) ?? { accountCount: 0, total: 0 };
    types.set(account.type, { accountCount: type.accountCount + 1, total: type.total + cents });
  }

  const institutionRows = [...institutions]
    .map(([name, value]): InstitutionSummary => ({ name, accountCount: value.accountCount, net: value.net / 100 }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const typeRows = [...types]
    .map(([type, value]): AccountTypeSummary => ({
      type,
      accountCount: value.accountCount,
      total: value.total / 100,
      owed: isOwed(type),
    }))
    .sort((a, b) => typeRank(a.type) - typeRank(b.type) || a.type.localeCompare(b.type));

  return {
    accountCount: accounts.length,
    accounts: [...accounts].sort(
      (a, b) => a.institution_name.localeCompare(b.institution_name) || a.name.localeCompare(b.name),
    ),
    institutions: institutionRows,
    types: typeRows,
    assets: assets / 100,
    owed: owed / 100,
    net: (assets - owed) / 100,
  };
}
