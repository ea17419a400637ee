import { DELETE_ACCOUNT_EXPLANATION, DELETE_ACCOUNT_TITLE, pluralNoun } from '@ledgerlight/contract';
import type { Account, User } from '@ledgerlight/contract';
import { useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { Modal } from '../../components/Modal/Modal';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { Spinner } from '../../components/Spinner/Spinner';
import { StatTile } from '../../components/StatTile/StatTile';
import { Table } from '../../components/Table/Table';
import type { TableColumn } from '../../components/Table/Table';
import { EMPTY_VALUE, accountKindLabel, accountMaskText, formatCredits, formatUsd } from '../../format/format';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Profile.css';

/** Product 2 and product 6: everyone's account type. */
export const PREMIUM_MEMBER = 'Premium Member';

/**
 * Product 8 lists two account errors: 'Failed to load accounts' and 'Failed to fetch accounts...'.
 * The first is the start modal's (the accounts to pick from, app/src/features/bankLink/queries.ts); this
 * one is the profile's accounts summary, which follows /link-account in product 8's order (a new link
 * lands on /profile). Kept exactly as product 8 writes it.
 */
export const PROFILE_ACCOUNTS_ERROR = 'Failed to fetch accounts...';

/** The fixed destinations of the profile's links (product 2). */
export const PROFILE_LINKS = {
  credits: '/credits',
  purchaseCredits: '/credits/purchase',
  linkAccount: '/link-account',
  corrections: '/profile/corrections',
} as const;

/** Accounts of one institution: how many, and what they come to (assets minus what is owed). */
export interface InstitutionSummary {
  name: string;
  accountCount: number;
  /** Depository, investment and other balances minus credit and loan balances. */
  net: number;
}

/** Accounts of one Plaid type (depository, credit, loan, investment, other). */
export interface AccountTypeSummary {
  type: string;
  accountCount: number;
  /** The sum of the current balances; for credit and loan accounts, what is owed. */
  total: number;
  /** Credit and loan balances are owed, not held. */
  owed: boolean;
}

/** The accounts summary of /profile (product 2): per institution and per type, with totals. */
export interface AccountsSummary {
  accountCount: number;
  /** Every linked account, each with its own balances, in the order to list them. */
  accounts: readonly Account[];
  institutions: readonly InstitutionSummary[];
  types: readonly AccountTypeSummary[];
  /** Held: depository, investment and other balances. */
  assets: number;
  /** Owed: credit and loan balances. */
  owed: number;
  net: number;
}

export type ProfileAccountsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; summary: AccountsSummary };

/**
 * Where "Delete my account" stands (ADR 0033): not started, the confirmation dialog open, the
 * deletion under way, or failed with a message (the dialog stays open to try again).
 */
export type DeleteAccountState =
  { status: 'idle' } | { status: 'confirming' } | { status: 'deleting' } | { status: 'failed'; message: string };

/** The button that opens the dialog, and the dialog's destructive button. */
export const DELETE_ACCOUNT_BUTTON = 'Delete my account';
export const DELETE_ACCOUNT_CONFIRM = 'Delete my account permanently';

export interface ProfileProps {
  user: Pick<User, 'email' | 'name' | 'given_name' | 'family_name' | 'picture'>;
  /** The credit balance; undefined when unknown (a failed fetch hides it, product 7). */
  balance?: number;
  accounts: ProfileAccountsState;
  onRetryAccounts: () => void;
  deletion: DeleteAccountState;
  /** Opens the confirmation dialog. */
  onStartDeletion: () => void;
  /** Closes it (Cancel, Escape, the close button); ignored while the deletion runs. */
  onCancelDeletion: () => void;
  /** The dialog's destructive button. */
  onConfirmDeletion: () => void;
}

const TYPE_LABELS: Readonly<Record<string, string>> = {
  depository: 'Cash (checking and savings)',
  credit: 'Credit cards',
  loan: 'Loans',
  investment: 'Investments',
  other: 'Other',
};

/** How a Plaid account type reads: 'credit' -> 'Credit cards'; an unknown type is capitalised. */
export function accountTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'Unknown');
}

/** Credit and loan balances are what is owed: '$612.40 owed'. */
function owedText(type: string, amount: number): string {
  return type === 'credit' || type === 'loan' ? `${formatUsd(amount)} owed` : formatUsd(amount);
}

/** The user's full name: name, else given and family names, else undefined. */
export function profileDisplayName(user: ProfileProps['user']): string | undefined {
  if (user.name?.trim()) return user.name.trim();
  const joined = [user.given_name, user.family_name].filter((part) => part?.trim()).join(' ');
  return joined || undefined;
}

/** '1 account', '3 accounts'. */
function accountsText(count: number): string {
  return `${count} ${pluralNoun(count, 'account', 'accounts')}`;
}

/**
 * /profile, Profile Settings (product 2): account information (picture or a default icon, name, email,
 * 'Premium Member'), the credit balance card, and the accounts summary per institution and per type.
 */
export function Profile({
  user,
  balance,
  accounts,
  onRetryAccounts,
  deletion,
  onStartDeletion,
  onCancelDeletion,
  onConfirmDeletion,
}: ProfileProps) {
  const name = profileDisplayName(user);
  return (
    <div className={styles.page}>
      <PageHeader title="Profile Settings" description="Your account, your credits and your linked accounts." />

      <div className={styles.columns}>
        <Section title="Account Information">
          <Card>
            <div className={styles.account}>
              <Avatar picture={user.picture} />
              <dl className={styles.details}>
                <div className={styles.detail}>
                  <dt className={styles.term}>Name</dt>
                  <dd className={styles.value}>{name ?? 'Not set'}</dd>
                </div>
                <div className={styles.detail}>
                  <dt className={styles.term}>Email</dt>
                  <dd className={styles.value}>{user.email}</dd>
                </div>
                <div className={styles.detail}>
                  <dt className={styles.term}>Account type</dt>
                  <dd className={styles.value}>
                    <Badge tone="brand" icon="sparkles">
                      {PREMIUM_MEMBER}
                    </Badge>
                  </dd>
                </div>
              </dl>
            </div>
          </Card>
        </Section>

        <Section title="Credit Balance">
          <Card>
            <div className={styles.balance}>
              {balance !== undefined ? (
                <StatTile
                  label="Available credits"
                  value={formatCredits(balance)}
                  hint="Credits do not expire."
                  icon="credit-card"
                  tone="brand"
                />
              ) : null}
              <div className={styles.links}>
                <Link to={PROFILE_LINKS.purchaseCredits} variant="primary" icon="plus">
                  Buy Credits
                </Link>
                <Link to={PROFILE_LINKS.credits} variant="secondary" icon="clock">
                  Credit history
                </Link>
              </div>
            </div>
          </Card>
        </Section>
      </div>

      <Section
        title="Accounts Summary"
        actions={
          <Link to={PROFILE_LINKS.linkAccount} variant="standalone" iconEnd="chevron-right">
            Manage accounts
          </Link>
        }
      >
        <AccountsSummaryView accounts={accounts} onRetry={onRetryAccounts} />
      </Section>

      <Section
        title="Your corrections"
        description="What you told us our analyses got wrong; every analysis you run follows it."
        actions={
          <Link to={PROFILE_LINKS.corrections} variant="standalone" iconEnd="chevron-right">
            See your corrections
          </Link>
        }
      />

      <Section title="Delete Account">
        <Card>
          <div className={styles.deletion}>
            <p className={styles.deletionText}>
              Deleting your account signs you out everywhere and removes your data on the schedule of our{' '}
              <Link to="/privacy">Privacy Policy</Link>.
            </p>
            <Button variant="danger" icon={<Icon name="trash" />} onClick={onStartDeletion}>
              {DELETE_ACCOUNT_BUTTON}
            </Button>
          </div>
        </Card>
      </Section>

      <DeleteAccountDialog deletion={deletion} onCancel={onCancelDeletion} onConfirm={onConfirmDeletion} />
    </div>
  );
}

/**
 * The confirmation of a deletion: a modal dialog (focus kept inside, Escape and Cancel close it,
 * focus returns to "Delete my account"), Cancel first so that Enter on open deletes nothing.
 */
function DeleteAccountDialog({
  deletion,
  onCancel,
  onConfirm,
}: {
  deletion: DeleteAccountState;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const deleting = deletion.status === 'deleting';
  return (
    <Modal
      open={deletion.status !== 'idle'}
      onClose={() => {
        if (!deleting) onCancel();
      }}
      title={DELETE_ACCOUNT_TITLE}
      description={DELETE_ACCOUNT_EXPLANATION}
      size="small"
      dismissOnOverlay={!deleting}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" icon={<Icon name="trash" />} loading={deleting} onClick={onConfirm}>
            {deleting ? 'Deleting your account…' : DELETE_ACCOUNT_CONFIRM}
          </Button>
        </>
      }
    >
      {deletion.status === 'failed' ? <Alert tone="error">{deletion.message}</Alert> : null}
    </Modal>
  );
}

/** The user's picture, or the default icon when there is none or it fails to load (as the nav does). */
function Avatar({ picture }: { picture?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (picture && picture !== failed) {
    return (
      <img
        src={picture}
        alt="Profile picture"
        className={styles.avatar}
        referrerPolicy="no-referrer"
        onError={() => setFailed(picture)}
      />
    );
  }
  return (
    <span className={styles.avatarIcon}>
      <Icon name="user" size="large" label="Default profile picture" />
    </span>
  );
}

function AccountsSummaryView({ accounts, onRetry }: { accounts: ProfileAccountsState; onRetry: () => void }) {
  if (accounts.status === 'loading') return <Spinner label="Loading accounts" showLabel centered />;
  if (accounts.status === 'error') {
    return (
      <Alert
        tone="error"
        actions={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {PROFILE_ACCOUNTS_ERROR}
      </Alert>
    );
  }
  const { summary } = accounts;
  if (summary.accountCount === 0) {
    return (
      <EmptyState
        bordered
        icon="bank"
        title="No linked accounts yet"
        description="Link a bank to see your balances here and to run the analysis tools."
        action={
          <Link to={PROFILE_LINKS.linkAccount} variant="primary" icon="plus">
            Link an account
          </Link>
        }
      />
    );
  }

  const institutionColumns: TableColumn<InstitutionSummary>[] = [
    { id: 'name', header: 'Institution', rowHeader: true, cell: (row) => row.name },
    { id: 'accounts', header: 'Accounts', align: 'end', cell: (row) => row.accountCount },
    { id: 'net', header: 'Net balance', align: 'end', cell: (row) => formatUsd(row.net) },
  ];
  const typeColumns: TableColumn<AccountTypeSummary>[] = [
    { id: 'type', header: 'Type', rowHeader: true, cell: (row) => accountTypeLabel(row.type) },
    { id: 'accounts', header: 'Accounts', align: 'end', cell: (row) => row.accountCount },
    {
      id: 'total',
      header: 'Balance',
      align: 'end',
      cell: (row) => (row.owed ? `${formatUsd(row.total)} owed` : formatUsd(row.total)),
    },
  ];

  const accountColumns: TableColumn<Account>[] = [
    {
      id: 'name',
      header: 'Account',
      rowHeader: true,
      cell: (account) => (
        <span className={styles.accountName}>
          {account.name}
          {account.mask ? (
            <span className={styles.mask}>
              <span className={visuallyHidden}>ending in </span>
              {accountMaskText(account.mask)}
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'type', header: 'Type', cell: (account) => accountKindLabel(account) },
    { id: 'institution', header: 'Institution', cell: (account) => account.institution_name },
    {
      id: 'current',
      header: 'Current balance',
      align: 'end',
      cell: (account) => owedText(account.type, account.balances.current),
    },
    {
      id: 'available',
      header: 'Available',
      align: 'end',
      cell: (account) => (account.balances.available === null ? EMPTY_VALUE : formatUsd(account.balances.available)),
    },
  ];

  return (
    <div className={styles.summary}>
      <Table
        caption="Linked accounts"
        columns={accountColumns}
        rows={summary.accounts}
        getRowKey={(account) => account.account_id}
      />
      <ul className={styles.totals} aria-label="Totals">
        <li>
          <StatTile label="Linked accounts" value={String(summary.accountCount)} icon="bank" />
        </li>
        <li>
          <StatTile label="Held" value={formatUsd(summary.assets)} hint="Cash, investments and other" tone="success" />
        </li>
        <li>
          <StatTile label="Owed" value={formatUsd(summary.owed)} hint="Credit cards and loans" tone="neutral" />
        </li>
        <li>
          <StatTile label="Net balance" value={formatUsd(summary.net)} hint="Held minus owed" tone="brand" />
        </li>
      </ul>
      <div className={styles.tables}>
        <Table
          caption={`By institution (${accountsText(summary.accountCount)})`}
          columns={institutionColumns}
          rows={summary.institutions}
          getRowKey={(row) => row.name}
        />
        <Table caption="By account type" columns={typeColumns} rows={summary.types} getRowKey={(row) => row.type} />
      </div>
    </div>
  );
}
