import { CORRECTION_NAME_MAX_LENGTH, SPENDING_CATEGORY_NAMES, amountBandOf } from '@ledgerlight/contract';
import type { MerchantRef, SpendingCategoryName } from '@ledgerlight/contract';
import { CorrectionControl } from './CorrectionControl';
import type { CorrectionOption, SaveCorrection } from './CorrectionControl';

const categoryOptions = SPENDING_CATEGORY_NAMES.map((name) => ({ value: name, label: name }));

function isCategory(value: string): value is SpendingCategoryName {
  return (SPENDING_CATEGORY_NAMES as readonly string[]).includes(value);
}

export interface TransactionCorrectionProps {
  /** The transaction's merchant as the engine knows it (`merchantKey`) and as the row names it. */
  merchant: MerchantRef;
  /** The category the row shows, chosen first in the category list when it is one of them. */
  category?: string;
  onSave: SaveCorrection;
}

/**
 * The correction control of a transaction row (ADR 0040): change its merchant's category, call its
 * charges essential or discretionary, or treat money to and from it as a transfer between the user's
 * own accounts. Icon only ("…"), named "Correct <merchant>", for the end of a one-line row.
 */
export function TransactionCorrection({ merchant, category, onSave }: TransactionCorrectionProps) {
  const options: CorrectionOption[] = [
    {
      id: 'set_category',
      label: 'Change category',
      choice: {
        type: 'select',
        label: `Category for ${merchant.name}`,
        options: categoryOptions,
        initial: category !== undefined && isCategory(category) ? category : undefined,
      },
      rule: (value) => (isCategory(value) ? { kind: 'set_category', merchant, category: value } : null),
    },
    {
      id: 'essential',
      label: 'Mark as essential',
      rule: () => ({ kind: 'set_essential', merchant, essential: true }),
    },
    {
      id: 'discretionary',
      label: 'Mark as discretionary',
      rule: () => ({ kind: 'set_essential', merchant, essential: false }),
    },
    {
      id: 'treat_as_transfer',
      label: 'Treat as a transfer between my accounts',
      rule: () => ({ kind: 'treat_as_transfer', merchant }),
    },
  ];
  return <CorrectionControl subject={merchant.name} options={options} onSave={onSave} />;
}

export interface StreamCorrectionProps {
  /** The stream's merchant (`merchantKey`) and the name the result shows. */
  merchant: MerchantRef;
  /** The result's other streams, for "Same as...". */
  otherStreams: readonly MerchantRef[];
  onSave: SaveCorrection;
}

/**
 * The correction control of a recurring stream (ADR 0040): not recurring, the same biller as another
 * stream ("Same as..."), two plans billed under one name ("Split by amount"), a better name, or
 * cancelled.
 */
export function StreamCorrection({ merchant, otherStreams, onSave }: StreamCorrectionProps) {
  const others = otherStreams.filter((other) => other.key !== merchant.key);
  const options: CorrectionOption[] = [
    { id: 'not_recurring', label: 'Not recurring', rule: () => ({ kind: 'not_recurring', merchant }) },
    ...(others.length > 0
      ? [
          {
            id: 'merge_streams',
            label: 'Same as...',
            choice: {
              type: 'select' as const,
              label: `${merchant.name} is the same as`,
              options: others.map((other) => ({ value: other.key, label: other.name })),
            },
            rule: (value: string) => {
              const into = others.find((other) => other.key === value);
              return into === undefined ? null : { kind: 'merge_streams' as const, merchant, into };
            },
          },
        ]
      : []),
    { id: 'split_by_amount', label: 'Split by amount', rule: () => ({ kind: 'split_by_amount', merchant }) },
    {
      id: 'rename',
      label: 'Rename',
      choice: { type: 'text', label: `New name for ${merchant.name}`, maxLength: CORRECTION_NAME_MAX_LENGTH },
      rule: (value) => {
        const name = value.trim();
        return name === '' ? null : { kind: 'rename', merchant, name };
      },
    },
    { id: 'mark_cancelled', label: 'Mark as cancelled', rule: () => ({ kind: 'mark_cancelled', merchant }) },
  ];
  return <CorrectionControl subject={merchant.name} options={options} onSave={onSave} label="Correct" panel="inline" />;
}

/** What "Not me" says: the bank disputes the charge; the alert stays until it is settled. */
export const NOT_ME_GUIDANCE =
  'Call the number on the back of your card, or use your bank’s app, to report this charge and ask for a new card. The bank disputes it with the merchant. This alert stays here.';

export interface FraudAlertCorrectionProps {
  /** The alert's merchant (`merchantKey`) and the name the alert shows. */
  merchant: MerchantRef;
  /** The alert's amount in dollars: "This was me" vouches for charges within 20 % of it (amountBandOf). */
  amount: number;
  onSave: SaveCorrection;
}

/**
 * A fraud alert's two answers (ADR 0040): "This was me" saves a rule that silences this alert and
 * its duplicates at the merchant within the amount band from the next run; "Not me" saves nothing
 * and says how to dispute the charge with the bank, keeping the alert.
 */
export function FraudAlertCorrection({ merchant, amount, onSave }: FraudAlertCorrectionProps) {
  const options: CorrectionOption[] = [
    {
      id: 'this_was_me',
      label: 'This was me',
      rule: () => ({ kind: 'this_was_me', merchant, band: amountBandOf(amount) }),
    },
    { id: 'not_me', label: 'Not me', note: NOT_ME_GUIDANCE },
  ];
  return (
    <CorrectionControl subject={merchant.name} options={options} onSave={onSave} display="buttons" panel="inline" />
  );
}
