import { z } from 'zod';

import { MONEY_MAX } from './money';
import { countSchema, timestampSchema } from './primitives';

/**
 * User corrections (ADR 0040): rules a user makes where a result is wrong ("Netflix is not a recurring
 * charge", "Charges from Briarwood Residences are essential"), stored per user on the server and
 * applied by the analysis engine on every later run as an input, so the engine stays pure.
 *
 * A rule names a merchant by the engine's merchant entity key (`key`: one id per real payee, whatever
 * the descriptor, so the rule survives new reference numbers), never by a raw descriptor; `name` is
 * the display name the rule is worded with. Rules that act on one charge rather than on every charge
 * of the merchant ("This was me") also carry an amount band.
 */

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

/** Longest merchant entity key and display name a rule stores. */
export const MERCHANT_KEY_MAX_LENGTH = 200;
export const MERCHANT_NAME_MAX_LENGTH = 120;
/** A rename's new name: 1 to 60 characters after trimming. */
export const CORRECTION_NAME_MAX_LENGTH = 60;
/** How many rules one user may keep; the server refuses one more with CORRECTION_LIMIT_MESSAGE. */
export const CORRECTIONS_PER_USER_MAX = 200;
export const CORRECTION_LIMIT_MESSAGE = `You can keep up to ${CORRECTIONS_PER_USER_MAX} corrections. Undo one you no longer need, then try again.`;
/** What a correction control says once the rule is stored (it applies from the next run). */
export const CORRECTION_SAVED_MESSAGE = 'Saved. Your next analysis will use it.';
/** DELETE of an id that is not one of the caller's rules (unknown or another user's: ADR 0021). */
export const CORRECTION_NOT_FOUND_MESSAGE = 'Correction not found. It may already have been undone.';

/** A merchant as the engine knows it: the entity key, and the name the user saw. */
export const merchantRefSchema = z.strictObject({
  /** The engine's merchant entity key (`merchantKey` on result rows and /transactions rows). */
  key: z.string().trim().min(1).max(MERCHANT_KEY_MAX_LENGTH),
  /** The merchant's display name, for the rule's wording. */
  name: z.string().trim().min(1).max(MERCHANT_NAME_MAX_LENGTH),
});
export type MerchantRef = z.infer<typeof merchantRefSchema>;

/**
 * The spending categories the engine files charges under, by the names results and `/transactions`
 * show (`display_category`). A set_category rule names one of these.
 */
export const SPENDING_CATEGORY_NAMES = [
  'Housing',
  'Loan Payments',
  'Utilities',
  'Phone & Internet',
  'Insurance',
  'Groceries',
  'Transportation',
  'Healthcare',
  'Education',
  'Childcare',
  'Household Help',
  'Fees & Interest',
  'Dining Out',
  'Coffee Shops',
  'Food Delivery',
  'Ride Share & Taxi',
  'Shopping',
  'Entertainment',
  'Subscriptions',
  'Travel',
  'Health & Fitness',
  'Personal Care',
  'Gifts & Donations',
  'Taxes',
  'Payments to People',
  'Other',
] as const;
export type SpendingCategoryName = (typeof SPENDING_CATEGORY_NAMES)[number];

/** Dollars with at most two decimals, 0 to MONEY_MAX. */
const bandAmountSchema = z
  .number()
  .nonnegative()
  .max(MONEY_MAX)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: 'Expected whole cents' });

/** The amounts a "This was me" rule covers, inclusive, in dollars (charges are compared by size). */
export const amountBandSchema = z
  .strictObject({ minAmount: bandAmountSchema, maxAmount: bandAmountSchema })
  .refine((band) => band.minAmount <= band.maxAmount, { error: 'minAmount must not exceed maxAmount' });
export type AmountBand = z.infer<typeof amountBandSchema>;

/** How far either side of an alert's amount a "This was me" rule reaches: 20 %. */
export const AMOUNT_BAND_SHARE = 0.2;

/**
 * The band of a "This was me" rule made on an alert of `amount` dollars: 20 % either side, widened to
 * whole cents. One helper, so the client that makes the rule and the server and mocks that check it
 * agree ($50.00 gives $40.00 to $60.00).
 */
export function amountBandOf(amount: number): AmountBand {
  const cents = Math.round(Math.abs(amount) * 100);
  return {
    minAmount: Math.floor(cents * (1 - AMOUNT_BAND_SHARE)) / 100,
    maxAmount: Math.min(Math.ceil(cents * (1 + AMOUNT_BAND_SHARE)) / 100, MONEY_MAX),
  };
}

/** Whether a charge of `amount` dollars (either sign) falls inside a band. */
export function inAmountBand(amount: number, band: AmountBand): boolean {
  const cents = Math.round(Math.abs(amount) * 100);
  return cents >= Math.round(band.minAmount * 100) && cents <= Math.round(band.maxAmount * 100);
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** The kinds of correction, in the order the controls offer them. */
export const CORRECTION_KINDS = [
  'not_recurring',
  'merge_streams',
  'split_by_amount',
  'rename',
  'mark_cancelled',
  'this_was_me',
  'set_category',
  'set_essential',
  'treat_as_transfer',
] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** Recurring: the merchant's charges are not a recurring expense. */
export const notRecurringRuleSchema = z.strictObject({ kind: z.literal('not_recurring'), merchant: merchantRefSchema });
/** Recurring: the merchant's stream and `into`'s are one biller ("Same as..."), shown as `into`. */
export const mergeStreamsRuleSchema = z
  .strictObject({ kind: z.literal('merge_streams'), merchant: merchantRefSchema, into: merchantRefSchema })
  .refine((rule) => rule.merchant.key !== rule.into.key, {
    error: 'A stream cannot be merged into itself',
    path: ['into', 'key'],
  });
/** Recurring: the merchant bills two plans under one name; each price is its own stream. */
export const splitByAmountRuleSchema = z.strictObject({
  kind: z.literal('split_by_amount'),
  merchant: merchantRefSchema,
});
/** Recurring: show the merchant's stream under the user's name for it. */
export const renameRuleSchema = z.strictObject({
  kind: z.literal('rename'),
  merchant: merchantRefSchema,
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter a name' })
    .max(CORRECTION_NAME_MAX_LENGTH, {
      error: `Use at most ${CORRECTION_NAME_MAX_LENGTH} characters`,
    }),
});
/** Recurring: the user cancelled it; no further charge is expected and it leaves the totals. */
export const markCancelledRuleSchema = z.strictObject({
  kind: z.literal('mark_cancelled'),
  merchant: merchantRefSchema,
});
/** Fraud: charges at the merchant inside the band were the user's; their alerts are silenced. */
export const thisWasMeRuleSchema = z.strictObject({
  kind: z.literal('this_was_me'),
  merchant: merchantRefSchema,
  band: amountBandSchema,
});
/** Any transaction: file the merchant's charges under this category. */
export const setCategoryRuleSchema = z.strictObject({
  kind: z.literal('set_category'),
  merchant: merchantRefSchema,
  category: z.enum(SPENDING_CATEGORY_NAMES),
});
/** Any transaction: the merchant's charges are needs (true) or wants (false), whatever the category. */
export const setEssentialRuleSchema = z.strictObject({
  kind: z.literal('set_essential'),
  merchant: merchantRefSchema,
  essential: z.boolean(),
});
/** Any transaction: money to or from the merchant moves between the user's own accounts (not spending). */
export const treatAsTransferRuleSchema = z.strictObject({
  kind: z.literal('treat_as_transfer'),
  merchant: merchantRefSchema,
});

/** One correction rule: the body of POST /api/corrections and the engine's input. */
export const correctionRuleSchema = z.discriminatedUnion('kind', [
  notRecurringRuleSchema,
  mergeStreamsRuleSchema,
  splitByAmountRuleSchema,
  renameRuleSchema,
  markCancelledRuleSchema,
  thisWasMeRuleSchema,
  setCategoryRuleSchema,
  setEssentialRuleSchema,
  treatAsTransferRuleSchema,
]);
export type CorrectionRule = z.infer<typeof correctionRuleSchema>;
/** The rule of one kind. */
export type CorrectionRuleOf<K extends CorrectionKind> = Extract<CorrectionRule, { kind: K }>;

/**
 * What makes two rules the same rule: the kind and the merchant, plus `into` for a merge and the band
 * for "This was me". A new rule with the identity of a stored one replaces it (a second category for
 * Netflix replaces the first), so the list never holds duplicates or contradictions.
 */
export function correctionIdentity(rule: CorrectionRule): string {
  switch (rule.kind) {
    case 'merge_streams':
      return JSON.stringify([rule.kind, rule.merchant.key, rule.into.key]);
    case 'this_was_me':
      return JSON.stringify([rule.kind, rule.merchant.key, rule.band.minAmount, rule.band.maxAmount]);
    default:
      return JSON.stringify([rule.kind, rule.merchant.key]);
  }
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A rule in words, as "Your corrections" lists it and the server answers it: "Netflix is not a
 * recurring charge", "Treat Verizon Wireless and VZW as one", "Charges from Briarwood Residences are
 * Housing". One function, for the server's responses and the mocks alike.
 */
export function describeCorrection(rule: CorrectionRule): string {
  const name = rule.merchant.name;
  switch (rule.kind) {
    case 'not_recurring':
      return `${name} is not a recurring charge`;
    case 'merge_streams':
      return `Treat ${rule.into.name} and ${name} as one`;
    case 'split_by_amount':
      return `Charges from ${name} at different amounts are separate plans`;
    case 'rename':
      return `Show ${name} as “${rule.name}”`;
    case 'mark_cancelled':
      return `${name} is cancelled`;
    case 'this_was_me':
      return `Charges of ${usd.format(rule.band.minAmount)} to ${usd.format(rule.band.maxAmount)} at ${name} were yours`;
    case 'set_category':
      return `Charges from ${name} are ${rule.category}`;
    case 'set_essential':
      return `Charges from ${name} are ${rule.essential ? 'essential' : 'discretionary'}`;
    case 'treat_as_transfer':
      return `Money to and from ${name} is a transfer between your accounts`;
  }
}

// ---------------------------------------------------------------------------------------------
// Stored corrections and the calls
// ---------------------------------------------------------------------------------------------

/** A stored correction, as GET /api/corrections lists it. */
export const correctionSchema = z.object({
  id: z.string().min(1),
  rule: correctionRuleSchema,
  /** describeCorrection(rule). */
  description: z.string().min(1),
  createdAt: timestampSchema,
  /** Transactions it touched in the latest run that applied it; null before any run has. */
  touched: countSchema.nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

/** GET /api/corrections: every rule of the caller, newest first. */
export const correctionsResponseSchema = z.object({ corrections: z.array(correctionSchema) });
export type CorrectionsResponse = z.infer<typeof correctionsResponseSchema>;

/** POST /api/corrections: the rule itself, correctionRuleSchema (strict: unknown fields are refused). */
export type CreateCorrectionBody = z.input<typeof correctionRuleSchema>;

/** 201 body of POST /api/corrections. */
export const createCorrectionResponseSchema = z.object({ correction: correctionSchema });
export type CreateCorrectionResponse = z.infer<typeof createCorrectionResponseSchema>;

export const correctionParamsSchema = z.object({ id: z.uuid() });
export type CorrectionParams = z.infer<typeof correctionParamsSchema>;

// ---------------------------------------------------------------------------------------------
// The engine's side
// ---------------------------------------------------------------------------------------------

/** A rule as the engine receives it: with its id, so the result can say which rules shaped it. */
export const correctionInputSchema = z.object({ id: z.string().min(1), rule: correctionRuleSchema });
export type CorrectionInput = z.infer<typeof correctionInputSchema>;

/** One rule that shaped a result, and how many of the run's transactions it touched (at least 1). */
export const appliedCorrectionSchema = z.object({ id: z.string().min(1), touched: z.int().positive() });
export type AppliedCorrection = z.infer<typeof appliedCorrectionSchema>;

/**
 * Which of the user's corrections shaped a result (`corrections` on every agent result): "adjusted by
 * 2 of your corrections". A rule that touched nothing in the run is not listed. Absent on results of
 * runs without corrections and on results stored before corrections existed.
 */
export const resultCorrectionsSchema = z.object({ applied: z.array(appliedCorrectionSchema) });
export type ResultCorrections = z.infer<typeof resultCorrectionsSchema>;
