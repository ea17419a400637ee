import type {
  AnalysisOptions,
  AppliedCorrection,
  CorrectionInput,
  CorrectionRuleOf,
  ResultCorrections,
  SpendingCategoryName,
  Transaction,
} from '@ledgerlight/contract';

import { CATEGORY_INFO, SPENDING_CATEGORIES } from './categories';
import type { SpendingCategory } from './categories';
import type { TransactionRole } from './ledger';
import { toCents } from './money';
import type { Cents } from './money';

/**
 * The user's corrections as an input of the engine (ADR 0040). The engine stays pure: the rules come
 * in with the run's options (`options.corrections`, newest first, as the API lists them) and every
 * rule is matched by merchant entity key (PreparedTransaction.entityId), never by descriptor. Each
 * rule acts at one place, through a small hook, so that every figure built on that place follows:
 *
 * - set_category, set_essential, treat_as_transfer: per transaction, where the ledger classifies it
 *   (ledger.ts), so Budget, Discretionary and Savings read one corrected understanding (ADR 0031);
 * - not_recurring, merge_streams, split_by_amount, rename, mark_cancelled: in recurring-stream
 *   detection (streams.ts), shared by Recurring Expenses and Savings Finder, so totals follow;
 * - this_was_me: in fraud detection (fraud.ts), which silences the alert and its duplicates at the
 *   merchant within the band (and the spending figures then count the charge, as they count the
 *   household's own spending).
 *
 * A rule "touches" a transaction it matched in the run; a run records which transactions each rule
 * touched, and the result lists the rules that touched at least one (`corrections.applied`). Where two
 * rules of different kinds disagree about one merchant (a category, then "treat as a transfer"), the
 * newer one wins.
 */

/** The options of one run: the budget context of product 5, and the user's corrections. */
export interface AnalysisRunOptions extends AnalysisOptions {
  /** The user's rules, newest first; absent or empty for a run without corrections. */
  readonly corrections?: readonly CorrectionInput[] | undefined;
}

type ClassificationRule = CorrectionRuleOf<'set_category' | 'set_essential' | 'treat_as_transfer'>;

interface Ruled<R> {
  readonly id: string;
  readonly rule: R;
}

/** A "This was me" band in cents, inclusive: its dollar bounds converted once, when the set is built. */
interface CentsBand {
  readonly minCents: Cents;
  readonly maxCents: Cents;
}

/** The spending category the engine files under a name results show ('Dining Out' -> dining). */
const CATEGORY_OF_NAME: ReadonlyMap<string, SpendingCategory> = new Map(
  SPENDING_CATEGORIES.map((category) => [CATEGORY_INFO[category].label, category] as const),
);

/** The engine's category of a name of the contract's list. */
function categoryOfName(name: SpendingCategoryName): SpendingCategory {
  return CATEGORY_OF_NAME.get(name) ?? 'other';
}

/** Categories whose payees bill the household (a corrected charge there is a bill, not a purchase). */
const BILL_CATEGORIES: ReadonlySet<SpendingCategory> = new Set([
  'housing',
  'utilities',
  'phone_internet',
  'insurance',
  'childcare',
  'education',
]);

/** Roles of money out that are not spending: a category the user gives them makes them spending. */
const NOT_SPENDING_OUT: ReadonlySet<TransactionRole> = new Set(['own_transfer', 'card_payment']);

/** What the ledger's classification hook may change of a transaction. */
export interface CorrectableReading {
  readonly transaction: Transaction;
  /** The transaction's amount in cents, Plaid's sign (ADR 0041). */
  readonly cents: Cents;
  readonly entityId: string;
  role: TransactionRole;
  category: SpendingCategory;
  /** An explicit needs-or-wants choice; the category's otherwise. */
  essential?: boolean;
}

/** What the stream hook needs of a charge (a PreparedTransaction). */
interface Charge {
  readonly id: string;
  readonly entityId: string;
  readonly merchant: string;
  /** The charge's size in cents (ADR 0041). */
  readonly magnitudeCents: Cents;
}

/** What the stream hook needs of a stream (a RecurringStream). */
interface StreamLike {
  readonly entityId: string;
  readonly charges: readonly Charge[];
  readonly status: string;
  readonly nextDay: number | null;
  readonly renamed?: string | undefined;
  readonly cancelledByUser?: boolean | undefined;
}

/** What the fraud hook needs of a finding (a FraudFinding). */
interface FindingLike {
  readonly transactionIds: readonly string[];
}

/**
 * The rules of one run, indexed by merchant entity key, and the transactions each has touched. One
 * set is shared by the ledgers of a run (Savings Finder reads two windows), so a transaction touched
 * in both counts once.
 */
export class CorrectionSet {
  /** Per entity, its classification rules, oldest first (applied in turn: the newest wins). */
  private readonly classification = new Map<string, Ruled<ClassificationRule>[]>();
  private readonly notRecurring = new Map<string, string>();
  private readonly mergeInto = new Map<string, Ruled<CorrectionRuleOf<'merge_streams'>>>();
  private readonly split = new Map<string, string>();
  private readonly rename = new Map<string, Ruled<CorrectionRuleOf<'rename'>>>();
  private readonly cancelled = new Map<string, string>();
  private readonly thisWasMe = new Map<string, Ruled<CentsBand>[]>();
  /** Rule id -> ids of the transactions it touched. */
  private readonly touched = new Map<string, Set<string>>();
  /** Rule ids in the order given (newest first), for the applied list. */
  private readonly order: readonly string[];

  constructor(inputs: readonly CorrectionInput[]) {
    this.order = inputs.map((input) => input.id);
    // Oldest first, so that a newer rule of the same merchant is applied after (and over) an older one.
    for (const { id, rule } of [...inputs].reverse()) {
      const key = rule.merchant.key;
      switch (rule.kind) {
        case 'set_category':
        case 'set_essential':
        case 'treat_as_transfer': {
          const list = this.classification.get(key) ?? [];
          list.push({ id, rule });
          this.classification.set(key, list);
          break;
        }
        case 'not_recurring':
          this.notRecurring.set(key, id);
          break;
        case 'merge_streams':
          this.mergeInto.set(key, { id, rule });
          break;
        case 'split_by_amount':
          this.split.set(key, id);
          break;
        case 'rename':
          this.rename.set(key, { id, rule });
          break;
        case 'mark_cancelled':
          this.cancelled.set(key, id);
          break;
        case 'this_was_me': {
          const list = this.thisWasMe.get(key) ?? [];
          list.push({ id, rule: { minCents: toCents(rule.band.minAmount), maxCents: toCents(rule.band.maxAmount) } });
          this.thisWasMe.set(key, list);
          break;
        }
      }
    }
  }

  private touch(ruleId: string, transactionIds: Iterable<string>): void {
    let set = this.touched.get(ruleId);
    if (set === undefined) {
      set = new Set();
      this.touched.set(ruleId, set);
    }
    for (const id of transactionIds) set.add(id);
  }

  /** The rules that touched at least one transaction, newest first, with how many. */
  applied(): AppliedCorrection[] {
    return this.order.flatMap((id) => {
      const count = this.touched.get(id)?.size ?? 0;
      return count > 0 ? [{ id, touched: count }] : [];
    });
  }

  // ---- the ledger's hook ----------------------------------------------------------------------

  /**
   * Applies category, needs-or-wants and transfer rules to the ledger's readings, in place. Money in
   * from a merchant treated as a transfer stops counting as income or a refund; money out stops
   * counting as spending. A category given to money out that was read as a transfer makes it spending.
   */
  classify(readings: readonly CorrectableReading[]): void {
    if (this.classification.size === 0) return;
    for (const reading of readings) {
      const rules = this.classification.get(reading.entityId);
      if (rules === undefined) continue;
      const out = reading.cents >= 0;
      for (const { id, rule } of rules) {
        this.touch(id, [reading.transaction.transaction_id]);
        switch (rule.kind) {
          case 'treat_as_transfer':
            reading.role = 'own_transfer';
            reading.category = 'other';
            break;
          case 'set_category': {
            const category = categoryOfName(rule.category);
            reading.category = category;
            if (out && (NOT_SPENDING_OUT.has(reading.role) || reading.role === 'income'))
              reading.role = BILL_CATEGORIES.has(category) ? 'bill' : 'purchase';
            break;
          }
          case 'set_essential':
            reading.essential = rule.essential;
            break;
        }
      }
    }
  }

  // ---- the streams' hooks ---------------------------------------------------------------------

  /**
   * Charges as stream detection groups them: a merged merchant's charges carry the entity and name
   * of the merchant they were merged into (`displayOf` names an entity as the ledger does).
   */
  mergeCharges<C extends Charge>(charges: readonly C[], displayOf: (entityId: string) => string | undefined): C[] {
    if (this.mergeInto.size === 0) return [...charges];
    return charges.map((charge) => {
      const merge = this.mergeInto.get(charge.entityId);
      if (merge === undefined) return charge;
      this.touch(merge.id, [charge.id]);
      const into = merge.rule.into;
      return { ...charge, entityId: into.key, merchant: displayOf(into.key) ?? into.name };
    });
  }

  /** Whether the user said this merchant bills several plans: its charges are split by amount. */
  splitsByAmount(entityId: string): boolean {
    return this.split.has(entityId);
  }

  /** Records the charges of streams made by splitting a merchant's charges by amount. */
  splitApplied(entityId: string, charges: readonly Charge[]): void {
    const id = this.split.get(entityId);
    if (id !== undefined)
      this.touch(
        id,
        charges.map((c) => c.id),
      );
  }

  /** Streams after the user's word: dismissed ones left out, cancelled ones marked, renamed ones named. */
  adjustStreams<S extends StreamLike>(streams: readonly S[]): S[] {
    if (this.notRecurring.size + this.cancelled.size + this.rename.size === 0) return [...streams];
    const out: S[] = [];
    for (const stream of streams) {
      const ids = stream.charges.map((c) => c.id);
      const dismissed = this.notRecurring.get(stream.entityId);
      if (dismissed !== undefined) {
        this.touch(dismissed, ids);
        continue;
      }
      let adjusted = stream;
      const cancelled = this.cancelled.get(stream.entityId);
      if (cancelled !== undefined) {
        this.touch(cancelled, ids);
        adjusted = { ...adjusted, status: 'cancelled', nextDay: null, cancelledByUser: true };
      }
      const renamed = this.rename.get(stream.entityId);
      if (renamed !== undefined) {
        this.touch(renamed.id, ids);
        adjusted = { ...adjusted, renamed: renamed.rule.name };
      }
      out.push(adjusted);
    }
    return out;
  }

  // ---- the fraud hook -------------------------------------------------------------------------

  /**
   * Findings the user has not vouched for: a finding is silenced when one of its charges is at a
   * merchant of a "This was me" rule and inside its band (the alert itself, and its duplicates).
   */
  silenceFindings<F extends FindingLike>(findings: readonly F[], byId: ReadonlyMap<string, Charge>): F[] {
    if (this.thisWasMe.size === 0) return [...findings];
    return findings.filter((finding) => {
      let silenced = false;
      for (const transactionId of finding.transactionIds) {
        const charge = byId.get(transactionId);
        if (charge === undefined) continue;
        for (const { id, rule: band } of this.thisWasMe.get(charge.entityId) ?? []) {
          if (charge.magnitudeCents < band.minCents || charge.magnitudeCents > band.maxCents) continue;
          this.touch(id, [charge.id]);
          silenced = true;
        }
      }
      return !silenced;
    });
  }

  /** Whether any "This was me" rule is in the set (the fraud hook indexes the ledger only then). */
  get silencesAlerts(): boolean {
    return this.thisWasMe.size > 0;
  }
}

/** The rule set of a run, or undefined when it has none. */
export function correctionSetOf(inputs: readonly CorrectionInput[] | undefined): CorrectionSet | undefined {
  return inputs === undefined || inputs.length === 0 ? undefined : new CorrectionSet(inputs);
}

/** A result with the corrections that shaped it (`corrections.applied`), when any did. */
export function withCorrections<R extends object>(
  result: R,
  corrections: CorrectionSet | undefined,
): R & { corrections?: ResultCorrections } {
  const applied = corrections?.applied() ?? [];
  return applied.length === 0 ? result : { ...result, corrections: { applied } };
}
