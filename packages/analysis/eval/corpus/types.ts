import type { Account, RecurringFrequency, Transaction } from '@ledgerlight/contract';

/** The four household shapes of the corpus (README: what each one holds). */
export const HOUSEHOLD_TYPES = ['salaried_renter', 'family_homeowner', 'gig_worker', 'student'] as const;
export type HouseholdType = (typeof HOUSEHOLD_TYPES)[number];

/** What a recurring stream is, from the payer's side. */
export type StreamKind =
  | 'rent'
  | 'mortgage'
  | 'loan'
  | 'utility'
  | 'phone'
  | 'internet'
  | 'insurance'
  | 'childcare'
  | 'tax'
  | 'membership'
  | 'subscription';

/** The six planted fraud kinds. */
export const FRAUD_KINDS = [
  'new_online_merchant',
  'duplicate_charge',
  'card_testing',
  'transfer_new_payee',
  'merchant_spike',
  'foreign_purchase',
] as const;
export type FraudKind = (typeof FRAUD_KINDS)[number];

/**
 * What a transaction is, from the household's side (README "Labels"):
 * - spend: money paid for goods, services, bills or to a person for something (essential or discretionary);
 * - income: wages, platform payouts, interest, regular support from a parent;
 * - refund: money a merchant gives back;
 * - reimbursement: a one-off payment from a friend paying back a share;
 * - own_transfer: between the household's own accounts (savings included);
 * - card_payment: paying the credit card (both sides);
 * - fraud: a planted fraudulent transaction (never spending, never income).
 */
type Flow = 'spend' | 'income' | 'refund' | 'reimbursement' | 'own_transfer' | 'card_payment' | 'fraud';
export type SpendClass = 'essential' | 'discretionary';

export interface TransactionLabel {
  /** The real biller, merchant, person or own account behind the transaction. */
  readonly entityId: string;
  readonly flow: Flow;
  /** Only for flow 'spend'. */
  readonly spendClass?: SpendClass;
}

export interface TruthStream {
  readonly id: string;
  readonly entityId: string;
  readonly label: string;
  readonly accountId: string;
  readonly frequency: RecurringFrequency;
  readonly kind: StreamKind;
  readonly status: 'active' | 'cancelled';
  /** The latest charge's amount: the price today (for a variable bill, its typical amount). */
  readonly latestAmount: number;
  /** latestAmount as a monthly cost: weekly x4.33, quarterly /3, yearly /12, daily x30. */
  readonly monthlyAmount: number;
  /** A price rise inside the data, with the first charge at the new price. */
  readonly priceRise?: { readonly from: number; readonly to: number; readonly transactionId: string };
  /** True for bills whose amount varies from cycle to cycle (power, gas, water, a gig driver's fuel card...). */
  readonly variableAmount: boolean;
  /** Every charge of the stream, oldest first. */
  readonly transactionIds: readonly string[];
}

export interface TruthFraud {
  readonly kind: FraudKind;
  readonly label: string;
  /** The fraudulent transactions (a duplicate lists the original too, a card test every charge). */
  readonly transactionIds: readonly string[];
}

export interface HouseholdTruth {
  readonly labels: Readonly<Record<string, TransactionLabel>>;
  readonly streams: readonly TruthStream[];
  readonly fraud: readonly TruthFraud[];
  /** Phenomena this household was built to contain (tests check each one is really there). */
  readonly phenomena: readonly string[];
}

export interface Household {
  readonly id: string;
  readonly type: HouseholdType;
  readonly seed: number;
  /** The fixed `now` the data ends at (ISO timestamp). */
  readonly now: string;
  readonly accounts: readonly Account[];
  readonly transactions: readonly Transaction[];
  readonly truth: HouseholdTruth;
}
