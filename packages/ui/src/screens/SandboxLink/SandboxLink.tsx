import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import { pluralNoun, SANDBOX_CREDENTIALS, SELECT_ACCOUNT_MESSAGE } from '@ledgerlight/contract';
import type { LinkAccount, SandboxInstitution } from '@ledgerlight/contract';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { FieldError } from '../../components/Field/Field';
import { Icon } from '../../components/Icon/Icon';
import { Modal } from '../../components/Modal/Modal';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Spinner } from '../../components/Spinner/Spinner';
import { TextField } from '../../components/TextField/TextField';
import { accountKindLabel, accountMaskText } from '../../format/format';
import * as styles from './SandboxLink.css';

/** The dialog's name. */
export const SANDBOX_LINK_TITLE = 'Link your bank';
/** Says which bank this is: the local sandbox, with practice data. */
export const SANDBOX_LINK_DESCRIPTION = 'Sandbox bank: practice institutions and data, no real bank is contacted.';
/** What a failure without the bank's own message says. */
export const SANDBOX_LINK_FALLBACK_ERROR = 'Something went wrong. Please try again.';
/** The institution list could not be loaded. */
export const SANDBOX_LINK_INSTITUTIONS_FAILED = 'The sandbox bank could not be reached.';

export const sandboxLinkSteps = [
  'loading',
  'failed',
  'institutions',
  'credentials',
  'mfa',
  'accounts',
  'connecting',
  'success',
] as const;
export type SandboxLinkStep = (typeof sandboxLinkSteps)[number];

export type SandboxLinkFormField = 'username' | 'password' | 'mfaCode';

export interface SandboxLinkProps {
  open: boolean;
  step: SandboxLinkStep;
  /** The institutions that match the query. */
  institutions: readonly SandboxInstitution[];
  query: string;
  /** The chosen institution's name (credentials onward). */
  institutionName?: string;
  username: string;
  password: string;
  /** The bank's prompt for the one-time code. */
  mfaMessage?: string;
  mfaCode: string;
  accounts: readonly LinkAccount[];
  selectedAccountIds: readonly string[];
  /** Continue was pressed with no account selected. */
  selectionRequired?: boolean;
  /** The current step's error: the bank's message, or SANDBOX_LINK_FALLBACK_ERROR. */
  error?: string;
  /** The step's request is on its way (its submit button spins). */
  busy?: boolean;
  onQueryChange: (query: string) => void;
  onSelectInstitution: (institutionId: string) => void;
  onFieldChange: (field: SandboxLinkFormField, value: string) => void;
  /** Submits the credentials, the code or the account selection. */
  onSubmit: () => void;
  onToggleAccount: (accountId: string) => void;
  onBack: () => void;
  onRetry: () => void;
  onContinue: () => void;
  /** Escape, Cancel or the close button. */
  onExit: () => void;
}

const ACCOUNT_KIND_LABELS: Readonly<Record<SandboxInstitution['accountTypes'][number], string>> = {
  checking: 'checking',
  savings: 'savings',
  credit: 'credit card',
};

/** 'Checking, savings and credit card accounts' from the institution's account kinds. */
export function institutionAccountsText(institution: Pick<SandboxInstitution, 'accountTypes'>): string {
  const kinds = institution.accountTypes.map((kind) => ACCOUNT_KIND_LABELS[kind]);
  if (kinds.length === 0) return 'No accounts';
  const list = kinds.length === 1 ? (kinds[0] ?? '') : `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1) ?? ''}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} accounts`;
}

/** 'Checking ••1111' or 'Credit card ••3333'. */
export function linkAccountDetail(account: Pick<LinkAccount, 'type' | 'subtype' | 'mask'>): string {
  return [accountKindLabel(account), accountMaskText(account.mask)].filter(Boolean).join(' ');
}

/**
 * The in-app sandbox Link dialog (local sandbox bank, in Plaid Link's flow): search and pick an
 * institution, sign in (user_good / pass_good), enter the one-time code where the bank asks for one,
 * choose the accounts, connect, done. Escape or Cancel leaves at any step. Each step moves focus to
 * its first control, so the whole flow works by keyboard. Props in, events out.
 */
export function SandboxLink(props: SandboxLinkProps) {
  const { open, step, onExit, onContinue } = props;
  const focusRef = useRef<HTMLElement | null>(null);

  // Each step starts at its first control.
  useEffect(() => {
    if (open) focusRef.current?.focus();
  }, [open, step]);

  const footer =
    step === 'success' ? undefined : (
      <Button variant="secondary" onClick={onExit}>
        Cancel
      </Button>
    );

  return (
    <Modal
      open={open}
      onClose={step === 'success' ? onContinue : onExit}
      title={SANDBOX_LINK_TITLE}
      description={SANDBOX_LINK_DESCRIPTION}
      footer={footer}
      hideCloseButton
    >
      <div className={styles.body}>
        <StepContent {...props} focusRef={focusRef} />
      </div>
    </Modal>
  );
}

type StepProps = SandboxLinkProps & { focusRef: RefObject<HTMLElement | null> };

/** Assigns the step's first control to the shared focus ref. */
function focusOn<T extends HTMLElement>(ref: RefObject<HTMLElement | null>) {
  return (element: T | null) => {
    ref.current = element;
  };
}

function StepContent(props: StepProps) {
  switch (props.step) {
    case 'loading':
      return <Spinner size="large" label="Loading institutions" centered />;
    case 'failed':
      return <FailedStep {...props} />;
    case 'institutions':
      return <InstitutionsStep {...props} />;
    case 'credentials':
      return <CredentialsStep {...props} />;
    case 'mfa':
      return <MfaStep {...props} />;
    case 'accounts':
      return <AccountsStep {...props} />;
    case 'connecting':
      // Focus waits here (the submit button has gone), so keys stay in the dialog.
      return (
        <div
          className={clsx(styles.center, styles.focusTarget)}
          tabIndex={-1}
          ref={focusOn<HTMLDivElement>(props.focusRef)}
        >
          <Spinner size="large" label={`Connecting to ${props.institutionName ?? 'your bank'}...`} showLabel />
        </div>
      );
    case 'success':
      return <SuccessStep {...props} />;
  }
}

function FailedStep({ error, onRetry, focusRef }: StepProps) {
  return (
    <Alert
      tone="error"
      title={SANDBOX_LINK_INSTITUTIONS_FAILED}
      actions={
        <Button variant="secondary" size="small" onClick={onRetry} ref={focusOn<HTMLButtonElement>(focusRef)}>
          Try again
        </Button>
      }
    >
      {error ?? SANDBOX_LINK_FALLBACK_ERROR}
    </Alert>
  );
}

function InstitutionsStep({ institutions, query, onQueryChange, onSelectInstitution, focusRef }: StepProps) {
  const headingId = useId();
  return (
    <>
      <h3 id={headingId} className={styles.stepTitle}>
        Select your bank
      </h3>
      <TextField
        ref={focusOn<HTMLInputElement>(focusRef)}
        type="search"
        label="Search institutions"
        autoComplete="off"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      {institutions.length === 0 ? (
        <p className={styles.text} role="status">
          No institutions match “{query.trim()}”.
        </p>
      ) : (
        <ul className={styles.institutionList} aria-labelledby={headingId}>
          {institutions.map((institution) => (
            <InstitutionOption
              key={institution.institution_id}
              institution={institution}
              onSelect={onSelectInstitution}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function InstitutionOption({
  institution,
  onSelect,
}: {
  institution: SandboxInstitution;
  onSelect: (institutionId: string) => void;
}) {
  const detail = `${institutionAccountsText(institution)}${institution.mfa === 'code' ? ' · Asks for a one-time code' : ''}`;
  return (
    <li>
      <button type="button" className={styles.institution} onClick={() => onSelect(institution.institution_id)}>
        <span className={styles.institutionIcon}>
          <Icon name="bank" size="medium" />
        </span>
        <span className={styles.institutionText}>
          <span className={styles.institutionName}>{institution.name}</span>
          <span className={styles.institutionDetail}>{detail}</span>
        </span>
      </button>
    </li>
  );
}

function submitWith(onSubmit: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
}

function StepActions({ busy, onBack, submitLabel }: { busy?: boolean; onBack: () => void; submitLabel: string }) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onBack} disabled={busy}>
        Back
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}

function CredentialsStep({
  institutionName,
  username,
  password,
  error,
  busy,
  onFieldChange,
  onSubmit,
  onBack,
  focusRef,
}: StepProps) {
  return (
    <>
      <h3 className={styles.stepTitle}>Sign in to {institutionName}</h3>
      <p className={styles.hint}>
        Sandbox credentials: username <span className={styles.code}>{SANDBOX_CREDENTIALS.username}</span>, password{' '}
        <span className={styles.code}>{SANDBOX_CREDENTIALS.password}</span>
      </p>
      <form className={styles.form} noValidate onSubmit={submitWith(onSubmit)}>
        <TextField
          ref={focusOn<HTMLInputElement>(focusRef)}
          label="Username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => onFieldChange('username', event.target.value)}
        />
        <PasswordField
          label="Password"
          required
          value={password}
          onChange={(event) => onFieldChange('password', event.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <StepActions busy={busy} onBack={onBack} submitLabel="Submit" />
      </form>
    </>
  );
}

function MfaStep({ mfaMessage, mfaCode, error, busy, onFieldChange, onSubmit, onBack, focusRef }: StepProps) {
  return (
    <>
      <h3 className={styles.stepTitle}>Enter your code</h3>
      {mfaMessage ? <p className={styles.text}>{mfaMessage}</p> : null}
      <form className={styles.form} noValidate onSubmit={submitWith(onSubmit)}>
        <TextField
          ref={focusOn<HTMLInputElement>(focusRef)}
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={mfaCode}
          onChange={(event) => onFieldChange('mfaCode', event.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <StepActions busy={busy} onBack={onBack} submitLabel="Submit" />
      </form>
    </>
  );
}

function AccountsStep({
  institutionName,
  accounts,
  selectedAccountIds,
  selectionRequired,
  error,
  busy,
  onToggleAccount,
  onSubmit,
  focusRef,
}: StepProps) {
  const selectionErrorId = useId();
  return (
    <>
      <h3 className={styles.stepTitle}>Select accounts</h3>
      <p className={styles.text}>Choose the accounts at {institutionName} that Ledgerlight may read.</p>
      <form className={styles.form} noValidate onSubmit={submitWith(onSubmit)}>
        <fieldset className={styles.fieldset} aria-describedby={selectionRequired ? selectionErrorId : undefined}>
          <legend className={styles.legend}>Accounts</legend>
          {accounts.map((account, index) => (
            <Checkbox
              key={account.id}
              ref={index === 0 ? focusOn<HTMLInputElement>(focusRef) : undefined}
              label={account.name}
              description={linkAccountDetail(account)}
              checked={selectedAccountIds.includes(account.id)}
              onChange={() => onToggleAccount(account.id)}
            />
          ))}
          <FieldError id={selectionErrorId}>{selectionRequired ? SELECT_ACCOUNT_MESSAGE : undefined}</FieldError>
        </fieldset>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Continue
          </Button>
        </div>
      </form>
    </>
  );
}

function SuccessStep({ institutionName, selectedAccountIds, onContinue, focusRef }: StepProps) {
  const count = selectedAccountIds.length;
  return (
    <div className={styles.center}>
      <Icon name="check-circle" size="large" className={styles.successIcon} />
      <h3 className={styles.stepTitle}>Success</h3>
      <p className={styles.text} role="status">
        {count} {pluralNoun(count, 'account', 'accounts')} at {institutionName} linked to Ledgerlight.
      </p>
      <Button onClick={onContinue} ref={focusOn<HTMLButtonElement>(focusRef)}>
        Continue
      </Button>
    </div>
  );
}
