import { useEffect, useId, useRef } from 'react';
import { ZIPCODE_LENGTH, annualIncomeOf, creditCost } from '@ledgerlight/contract';
import type { Account, AgentDefinition, StartAgentConfig, StartAgentErrors } from '@ledgerlight/contract';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../../components/Field/Field';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { Modal } from '../../components/Modal/Modal';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Spinner } from '../../components/Spinner/Spinner';
import { Stack } from '../../components/Stack/Stack';
import { TextField } from '../../components/TextField/TextField';
import {
  accountKindLabel,
  accountMaskText,
  accountNameWithMask,
  formatCreditCount,
  formatCredits,
  formatUsd,
} from '../../format/format';
import * as styles from './StartAgentModal.css';

export const startAgentSteps = ['configure', 'confirm'] as const;
export type StartAgentStep = (typeof startAgentSteps)[number];

/** A selected account that is no longer among the linked ones. */
const UNKNOWN_ACCOUNT = 'An account no longer linked';

/** The budget builder's optional context (product 5). */
export const BUDGET_CONTEXT_NOTE =
  'Optional. Used only for this analysis: kept with its result, not saved to your profile or used for anything else.';
/** Only the digits of what was typed. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** Whether the agent takes more accounts than `selectedCount` (maxAccounts 0 is unlimited, product 5). */
export function canSelectMore(agent: AgentDefinition, selectedCount: number): boolean {
  return agent.maxAccounts === 0 || selectedCount < agent.maxAccounts;
}

/**
 * The selection after the user picks `accountId`: single select when maxAccounts is 1; otherwise a
 * toggle that never goes above the limit (product 5).
 */
export function toggleAccount(agent: AgentDefinition, selected: readonly string[], accountId: string): string[] {
  if (agent.maxAccounts === 1) return [accountId];
  if (selected.includes(accountId)) return selected.filter((id) => id !== accountId);
  return canSelectMore(agent, selected.length) ? [...selected, accountId] : [...selected];
}

export interface StartAgentModalProps {
  open: boolean;
  onClose: () => void;
  agent: AgentDefinition;
  step: StartAgentStep;
  /** The linked accounts; undefined while they load. */
  accounts?: readonly Account[];
  /** Why the accounts could not be loaded. */
  accountsError?: string;
  /** Where 'Link an account' goes when nothing is linked (/link-account). */
  linkAccountHref: string;
  /** The credit balance; undefined when unknown (the server still checks). */
  balance?: number;
  value: StartAgentConfig;
  onChange: (value: StartAgentConfig) => void;
  /**
   * What the start flow refused, each shown beside its field. The modal applies no rule of its own:
   * the app's start flow computes these with the contract's start rules (startConfigurationErrors,
   * after a Continue for the fields; at once for the credits; ADR 0036).
   */
  errors?: StartAgentErrors;
  /** Continue was pressed: the start flow decides whether the configuration may go on. */
  onContinue: () => void;
  /**
   * Not enough credits: 'Buy Credits' beside the message calls this (ADR 0025: no dead end). The app
   * keeps the selection and brings the user back to this agent after paying.
   */
  onBuyCredits?: () => void;
  onBack: () => void;
  onStart: () => void;
  /** The run is being started: Start Agent reads 'Starting...'. */
  starting?: boolean;
  /** Why starting failed (product 8). */
  error?: string;
}

function accountDescription(account: Account): string {
  const parts = [account.institution_name, accountKindLabel(account), accountMaskText(account.mask)];
  return [...parts.filter(Boolean), formatUsd(account.balances.current)].join(' · ');
}

function incomeText(annualIncome: string): string {
  const income = annualIncomeOf(annualIncome);
  return income === undefined ? 'Not given' : formatUsd(income);
}

function selectionHint(agent: AgentDefinition): string {
  if (agent.maxAccounts === 1) return 'Choose one account.';
  if (agent.maxAccounts === 0) return 'Choose as many accounts as you like.';
  return `Choose up to ${agent.maxAccounts} accounts.`;
}

function pricingRule(agent: AgentDefinition): string {
  return `${formatCredits(agent.basePrice)} base + ${formatCredits(agent.pricePerAccount)} per account`;
}

/** The Start flow (product 2): configure (accounts, budget context), confirm, Start Agent. */
export function StartAgentModal({
  open,
  onClose,
  agent,
  step,
  accounts,
  accountsError,
  linkAccountHref,
  balance,
  value,
  onChange,
  errors = {},
  onContinue,
  onBuyCredits,
  onBack,
  onStart,
  starting = false,
  error,
}: StartAgentModalProps) {
  const backRef = useRef<HTMLButtonElement>(null);
  const shownStep = useRef(step);
  // After Continue, focus goes to Back, never to the paid action under the pointer (Enter
  // twice on Continue spent credits).
  useEffect(() => {
    if (shownStep.current !== step && step === 'confirm') backRef.current?.focus();
    shownStep.current = step;
  }, [step]);
  const selectedCount = value.selectedAccounts.length;
  const cost = creditCost(agent, selectedCount);
  const short = errors.credits !== undefined;
  const noAccounts = accounts !== undefined && accounts.length === 0;
  const budgetContext = agent.id === 'budget_builder';
  const reasonId = useId();
  // Why Continue is disabled, beside it in the footer, which never leaves the window (scroll="body").
  const reason = short ? (
    <Alert
      id={reasonId}
      tone="error"
      className={styles.reason}
      actions={
        onBuyCredits ? (
          <Button variant="secondary" size="small" icon={<Icon name="credit-card" />} onClick={onBuyCredits}>
            Buy Credits
          </Button>
        ) : undefined
      }
    >
      {errors.credits}
    </Alert>
  ) : noAccounts ? (
    <p id={reasonId} className={styles.reasonNote}>
      Link an account to continue.
    </p>
  ) : null;

  const title = `Start ${agent.name}`;
  const description = step === 'configure' ? 'Step 1 of 2: choose what to analyze' : 'Step 2 of 2: confirm and start';

  const footer =
    step === 'configure' ? (
      <>
        {reason}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={onContinue}
            disabled={short || accounts === undefined || noAccounts}
            aria-describedby={reason === null ? undefined : reasonId}
          >
            Continue
          </Button>
        </div>
      </>
    ) : (
      <>
        <Button ref={backRef} variant="secondary" onClick={onBack} disabled={starting}>
          Back
        </Button>
        <Button onClick={onStart} loading={starting}>
          {starting ? 'Starting...' : 'Start Agent'}
        </Button>
      </>
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      footer={footer}
      size="large"
      scroll="body"
    >
      {step === 'configure' ? (
        // One space between the parts, as between the two budget fields (each keeps a line for its
        // message above it, StartAgentModal.css.ts).
        <Stack space="large">
          <div className={styles.accounts}>
            <AccountPicker
              agent={agent}
              accounts={accounts}
              accountsError={accountsError}
              linkAccountHref={linkAccountHref}
              selected={value.selectedAccounts}
              error={errors.selectedAccounts}
              onSelect={(accountId) =>
                onChange({ ...value, selectedAccounts: toggleAccount(agent, value.selectedAccounts, accountId) })
              }
            />
          </div>
          {/* With nothing linked there is nothing to configure or pay for yet: only the way to link. */}
          {budgetContext && !noAccounts ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Budget context</legend>
              <p className={styles.note}>{BUDGET_CONTEXT_NOTE}</p>
              <div className={styles.fields}>
                <TextField
                  label="Annual income (USD per year)"
                  inputMode="decimal"
                  autoComplete="off"
                  hint="Whole dollars, such as 65,000 or $65000."
                  error={errors.annualIncome}
                  value={value.annualIncome}
                  onChange={(event) => onChange({ ...value, annualIncome: event.target.value })}
                />
                <TextField
                  label="ZIP code"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={ZIPCODE_LENGTH}
                  hint={`${ZIPCODE_LENGTH} digits.`}
                  error={errors.zipcode}
                  value={value.zipcode}
                  onChange={(event) =>
                    onChange({ ...value, zipcode: digitsOnly(event.target.value).slice(0, ZIPCODE_LENGTH) })
                  }
                />
              </div>
            </fieldset>
          ) : null}
          {noAccounts ? null : (
            <div className={styles.cost} aria-live="polite" aria-atomic="true">
              {/* Before a selection there is no cost yet: the price rule alone. */}
              {selectedCount === 0 ? (
                <p className={styles.costTotal}>
                  Price: <strong>{pricingRule(agent)}</strong>
                </p>
              ) : (
                <p className={styles.costTotal}>
                  Cost: <strong>{formatCreditCount(cost)}</strong>
                </p>
              )}
              <p className={styles.costRule}>
                {selectedCount === 0
                  ? 'Select an account to see the cost'
                  : `${pricingRule(agent)} × ${selectedCount} selected`}
                {balance !== undefined ? ` · Balance: ${formatCreditCount(balance)}` : ''}
              </p>
            </div>
          )}
        </Stack>
      ) : (
        <Stack space="large">
          <dl className={styles.summary}>
            <dt>Agent</dt>
            <dd>{agent.name}</dd>
            <dt>Accounts</dt>
            <dd>
              <ul className={styles.summaryList}>
                {value.selectedAccounts.map((id) => {
                  const account = accounts?.find((candidate) => candidate.account_id === id);
                  return <li key={id}>{account ? accountNameWithMask(account) : UNKNOWN_ACCOUNT}</li>;
                })}
              </ul>
            </dd>
            {budgetContext ? (
              <>
                <dt>Annual income</dt>
                <dd>{incomeText(value.annualIncome)}</dd>
                <dt>ZIP code</dt>
                <dd>{value.zipcode === '' ? 'Not given' : value.zipcode}</dd>
              </>
            ) : null}
            <dt>Estimated time</dt>
            <dd>{agent.estimatedTime}</dd>
            <dt>Cost</dt>
            <dd>{formatCreditCount(cost)}</dd>
            {balance !== undefined ? (
              <>
                <dt>Balance after</dt>
                <dd>{formatCreditCount(balance - cost)}</dd>
              </>
            ) : null}
          </dl>
          {error ? <Alert tone="error">{error}</Alert> : null}
        </Stack>
      )}
    </Modal>
  );
}

interface AccountPickerProps {
  agent: AgentDefinition;
  accounts?: readonly Account[];
  accountsError?: string;
  linkAccountHref: string;
  selected: readonly string[];
  error?: string;
  onSelect: (accountId: string) => void;
}

function AccountPicker({
  agent,
  accounts,
  accountsError,
  linkAccountHref,
  selected,
  error,
  onSelect,
}: AccountPickerProps) {
  const field = useFieldIds({ hint: selectionHint(agent), error });
  if (accountsError) return <Alert tone="error">{accountsError}</Alert>;
  if (accounts === undefined) return <Spinner label="Loading accounts" showLabel centered />;
  if (accounts.length === 0) {
    return (
      <EmptyState
        bordered
        icon="bank"
        title="No accounts linked"
        description="Link a bank account to run an agent on its transactions."
        action={
          <Link to={linkAccountHref} variant="primary">
            Link an account
          </Link>
        }
      />
    );
  }
  if (agent.maxAccounts === 1) {
    return (
      <RadioGroup
        label="Account"
        hint={selectionHint(agent)}
        error={error}
        value={selected[0] ?? ''}
        onChange={(accountId) => onSelect(accountId)}
        options={accounts.map((account) => ({
          value: account.account_id,
          label: account.name,
          description: accountDescription(account),
        }))}
      />
    );
  }
  const full = !canSelectMore(agent, selected.length);
  return (
    <fieldset className={styles.fieldset} aria-describedby={field.describedBy}>
      <FieldLabel as="legend">Accounts</FieldLabel>
      <FieldHint id={field.hintId}>{selectionHint(agent)}</FieldHint>
      <Stack space="small">
        {accounts.map((account) => {
          const checked = selected.includes(account.account_id);
          return (
            <Checkbox
              key={account.account_id}
              label={account.name}
              description={accountDescription(account)}
              checked={checked}
              disabled={!checked && full}
              onChange={() => onSelect(account.account_id)}
            />
          );
        })}
      </Stack>
      <FieldError id={field.errorId}>{error}</FieldError>
    </fieldset>
  );
}
