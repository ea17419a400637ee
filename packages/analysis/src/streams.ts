import { FREQUENCY_TO_MONTHLY } from '@ledgerlight/contract';
import type { RecurringFrequency } from '@ledgerlight/contract';

import type { SpendingCategory } from './categories';
import type { Ledger, PreparedTransaction } from './ledger';
import { toCents, wholeCents } from './money';
import type { Cents } from './money';
import type { ServiceInfo } from './services';
import { addMonthsToDay, groupByPair, mean, median, slug } from './util';

/**
 * Recurring-stream detection, shared by recurring_expenses and savings_finder. A stream is a run of
 * charges at one normalised merchant on one account, at a regular interval (product 3 frequencies:
 * daily, weekly, monthly, quarterly, yearly) and a consistent amount. Variable bills (utilities,
 * phone, insurance, housing) may vary more in amount. A merchant billing several plans (Apple) is
 * split into amount clusters. Everything is computed from the charges: no model, no randomness.
 * Amounts are integer cents (ADR 0041).
 */

export type StreamStatus = 'active' | 'paused' | 'cancelled' | 'unknown';

export interface PriceChange {
  /** The price before and after, in whole cents (the medians of the charges on either side). */
  readonly beforeCents: Cents;
  readonly afterCents: Cents;
  /** Date of the first charge at the new price. */
  readonly date: string;
}

export interface RecurringStream {
  readonly id: string;
  readonly accountId: string;
  /** The merchant entity (after the user's merges, ADR 0040): what a correction of the stream names. */
  readonly entityId: string;
  readonly merchantKey: string;
  readonly merchant: string;
  readonly service: ServiceInfo | undefined;
  readonly category: SpendingCategory;
  readonly frequency: RecurringFrequency;
  /** Charges, oldest first (same-day extras included). */
  readonly charges: readonly PreparedTransaction[];
  /** The newest charge, the mean charge and all charges together, in whole cents. */
  readonly latestCents: Cents;
  readonly averageCents: Cents;
  readonly totalCents: Cents;
  readonly lastDay: number;
  /** Next expected charge day; null when cancelled. */
  readonly nextDay: number | null;
  readonly status: StreamStatus;
  /** Early: too few charges yet to be sure of the schedule (Plaid's EARLY_DETECTION); mature otherwise. */
  readonly maturity: 'early' | 'mature';
  /** A bill (rent, a loan, a utility, insurance, phone): owed, not cancelled with a click. */
  readonly bill: boolean;
  /** A bill whose amount varies from cycle to cycle (utilities and the like). */
  readonly variableAmount: boolean;
  readonly priceChange: PriceChange | null;
  /** Charges far from the stream's usual amount, or a second charge on the same day. */
  readonly unusualCharges: readonly PreparedTransaction[];
  /**
   * latestCents converted to a monthly cost with product 9's factors: a rate in cents, with the
   * fractions a weekly price times 4.33 has, so that a total of rates is the rate of the total.
   */
  readonly monthlyCents: number;
  /** The user's name for the stream (a rename correction, ADR 0040). */
  readonly renamed?: string | undefined;
  /** The user said it is cancelled (a mark_cancelled correction, ADR 0040). */
  readonly cancelledByUser?: boolean | undefined;
}

interface FrequencyRule {
  readonly frequency: RecurringFrequency;
  readonly period: number;
  readonly min: number;
  readonly max: number;
  /** Fewest distinct charge days that establish the stream. */
  readonly minCount: number;
  /** Days after an expected charge before the stream counts as late. */
  readonly grace: number;
}

/** Interval windows per frequency, in days. Monthly allows for 28-31 day months and weekends. */
const RULES: readonly FrequencyRule[] = [
  { frequency: 'daily', period: 1, min: 1, max: 3, minCount: 8, grace: 3 },
  { frequency: 'weekly', period: 7, min: 5, max: 9, minCount: 4, grace: 5 },
  { frequency: 'monthly', period: 30.44, min: 24, max: 37, minCount: 3, grace: 10 },
  { frequency: 'quarterly', period: 91.3, min: 80, max: 102, minCount: 2, grace: 20 },
  { frequency: 'yearly', period: 365.25, min: 340, max: 390, minCount: 2, grace: 30 },
];

/** Categories whose bills legitimately vary in amount. */
const BILL_CATEGORIES: ReadonlySet<SpendingCategory> = new Set([
  'utilities',
  'phone_internet',
  'insurance',
  'housing',
  'loans',
  'childcare',
  'education',
]);

/** Whether a charge is a bill: by its role, or by a billing category. */
function isBillCharge(t: PreparedTransaction): boolean {
  return t.role === 'bill' || t.role === 'loan_payment' || BILL_CATEGORIES.has(t.category);
}

/** A daily stream must bill on nearly every day of its span at one price (parking on workdays is not). */
const DAILY_COVERAGE = 0.85;

/** Categories where two similar charges months apart are usually coincidence, not a subscription. */
const EVERYDAY_CATEGORIES: ReadonlySet<SpendingCategory> = new Set([
  'dining',
  'coffee',
  'groceries',
  'shopping',
  'delivery',
  'rideshare',
  'travel',
  'transportation',
  'entertainment',
  'fees',
  'healthcare',
  'personal_care',
]);

/** Everyday merchants recur only at a fixed price, with at least this many charges. */
const EVERYDAY_MIN_COUNT = 4;
const EVERYDAY_TOLERANCE = 0.05;

/** How far a variable bill may stray from its median most cycles (and two quarterly bills from each other). */
const VARIABLE_BAND = 0.5;
/** Two equal charges a quarter or a year apart count from this amount. */
const EXACT_CYCLE_MIN_CENTS = toCents(20);
/** A step in price counts from this much. */
const PRICE_STEP_MIN_CENTS = toCents(0.25);
/** How late a charge may land against its schedule, as a share of the period. */
const LATE_SHARE = 0.35;

/**
 * Whether the charges keep to one schedule from the first: each lands within LATE_SHARE of a period
 * of its slot, no slot twice, and at most one slot in four empty. A late charge (the 9th instead of the
 * 1st, then back on time) leaves one long and one short interval, which the interval test alone rejects.
 */
function onSchedule(byDay: readonly PreparedTransaction[], rule: FrequencyRule): boolean {
  if (rule.frequency === 'daily' || byDay.length < rule.minCount + 1) return false;
  const first = byDay[0]?.day ?? 0;
  const slots = new Set<number>();
  for (const c of byDay) {
    const offset = (c.day - first) / rule.period;
    const slot = Math.round(offset);
    if (Math.abs(offset - slot) > LATE_SHARE || slots.has(slot)) return false;
    slots.add(slot);
  }
  const span = Math.max(...slots) + 1;
  return slots.size / span >= 0.75;
}

/** Share of intervals that must fit the frequency. */
const REGULARITY = 0.75;

function within(value: number, target: number, tolerance: number): boolean {
  return Math.abs(value - target) <= Math.abs(target) * tolerance;
}

function nextChargeDay(lastDay: number, rule: FrequencyRule): number {
  switch (rule.frequency) {
    case 'monthly':
      return addMonthsToDay(lastDay, 1);
    case 'quarterly':
      return addMonthsToDay(lastDay, 3);
    case 'yearly':
      return addMonthsToDay(lastDay, 12);
    default:
      return lastDay + rule.period;
  }
}

/** The last clean step up in an otherwise flat price series, if any (product 3: priceIncreases). */
export function findPriceChange(charges: readonly PreparedTransaction[]): PriceChange | null {
  if (charges.length < 3) return null;
  const amounts = charges.map((c) => c.magnitudeCents);
  for (let i = amounts.length - 1; i >= 1; i -= 1) {
    const prev = amounts[i - 1] ?? 0;
    const cur = amounts[i] ?? 0;
    if (cur > prev * 1.02 && cur - prev >= PRICE_STEP_MIN_CENTS) {
      const before = amounts.slice(0, i);
      const after = amounts.slice(i);
      const from = median(before);
      const to = median(after);
      const flat = (list: number[], centre: number) => list.every((a) => within(a, centre, 0.02));
      if (flat(before, from) && flat(after, to) && to > from) {
        return { beforeCents: wholeCents(from), afterCents: wholeCents(to), date: charges[i]?.date ?? '' };
      }
      return null;
    }
  }
  return null;
}

interface Evaluation {
  readonly rule: FrequencyRule;
  readonly byDay: readonly PreparedTransaction[];
  readonly variableAmount: boolean;
  /** Intervals of about two periods: a late or missing charge. */
  readonly skipped: number;
}

/** Whether a chronological run of charges is a recurring stream, and at which frequency. */
function evaluate(
  charges: readonly PreparedTransaction[],
  category: SpendingCategory,
  known: boolean,
): Evaluation | null {
  // One charge per day for interval analysis; same-day extras are kept as possible duplicates.
  const byDay: PreparedTransaction[] = [];
  for (const c of charges) if (byDay.length === 0 || byDay[byDay.length - 1]?.day !== c.day) byDay.push(c);
  if (byDay.length < 2) return null;
  const intervals: number[] = [];
  for (let i = 1; i < byDay.length; i += 1) intervals.push((byDay[i]?.day ?? 0) - (byDay[i - 1]?.day ?? 0));
  const typical = median(intervals);
  const rule = RULES.find((r) => typical >= r.min && typical <= r.max);
  if (!rule) return null;
  const regular = intervals.filter((i) => i >= rule.min && i <= rule.max).length;
  // A late or missing charge leaves one interval of about two periods: tolerated once in four.
  const skipped =
    rule.frequency === 'daily' ? 0 : intervals.filter((i) => i >= 2 * rule.min && i <= 2 * rule.max).length;
  const toleratedSkips = Math.min(skipped, Math.max(1, Math.floor(intervals.length / 4)));
  if ((regular + toleratedSkips) / intervals.length < REGULARITY && !onSchedule(byDay, rule)) return null;
  if (rule.frequency === 'daily') {
    const span = (byDay[byDay.length - 1]?.day ?? 0) - (byDay[0]?.day ?? 0) + 1;
    if (byDay.length / span < DAILY_COVERAGE) return null;
  }

  const amounts = byDay.map((c) => c.magnitudeCents);
  const centre = median(amounts);
  const bill = BILL_CATEGORIES.has(category) || charges.some(isBillCharge);
  const consistent =
    amounts.filter((a) => within(a, centre, rule.frequency === 'daily' ? 0.1 : 0.15)).length / amounts.length;
  // A variable bill (power in winter, one catch-up bill) stays near its median most cycles.
  const nearMedian = amounts.filter((a) => within(a, centre, VARIABLE_BAND)).length / amounts.length;
  // A clean step in price (product 3: price increases) keeps a fixed-price stream stable.
  const stable = consistent >= 0.75 || findPriceChange(byDay) !== null;
  const variableAmount = !stable && bill && nearMedian >= 0.75;
  if (!stable && !variableAmount) return null;

  // Two charges to the cent a quarter or a year apart (a parking permit, a membership) are a schedule.
  const exactLongCycle =
    byDay.length === 2 &&
    (rule.frequency === 'quarterly' || rule.frequency === 'yearly') &&
    amounts[0] === amounts[1] &&
    centre >= EXACT_CYCLE_MIN_CENTS;
  if (!known && !bill && EVERYDAY_CATEGORIES.has(category) && !exactLongCycle) {
    // A shop or restaurant visited regularly is a habit, not a subscription, unless the price is fixed.
    const fixed = amounts.every((a) => within(a, centre, EVERYDAY_TOLERANCE)) || findPriceChange(byDay) !== null;
    if (!fixed || byDay.length < Math.max(EVERYDAY_MIN_COUNT, rule.minCount)) return null;
  }
  if (byDay.length < rule.minCount) {
    // Two monthly or weekly charges only count for a known service at one price.
    const twoOfAKnownService = known && byDay.length === 2 && consistent === 1;
    if (!twoOfAKnownService) return null;
  }
  if (byDay.length === 2) {
    // Two charges months apart: only near-identical amounts, never everyday spending.
    const [a, b] = amounts;
    const tolerance = bill ? VARIABLE_BAND : 0.03;
    if (
      !known &&
      !exactLongCycle &&
      ((!bill && EVERYDAY_CATEGORIES.has(category)) || !within(b ?? 0, a ?? 0, tolerance))
    )
      return null;
  }
  return { rule, byDay, variableAmount, skipped };
}

/** Active while the next charge is not overdue; cancelled once a charge is missing past its grace. */
function statusOf(lastDay: number, endDay: number, rule: FrequencyRule, count: number): StreamStatus {
  const since = endDay - lastDay;
  if (since <= rule.period + rule.grace) return count < rule.minCount ? 'unknown' : 'active';
  return 'cancelled';
}

function buildStream(
  id: string,
  charges: readonly PreparedTransaction[],
  evaluation: Evaluation,
  endDay: number,
): RecurringStream {
  const first = charges[0] as PreparedTransaction;
  const { rule, byDay, variableAmount } = evaluation;
  const last = byDay[byDay.length - 1] as PreparedTransaction;
  const amounts = byDay.map((c) => c.magnitudeCents);
  const status = statusOf(last.day, endDay, rule, byDay.length);
  let nextDay: number | null = null;
  if (status !== 'cancelled') {
    nextDay = nextChargeDay(last.day, rule);
    while (nextDay <= endDay) nextDay = nextChargeDay(nextDay, rule);
  }
  const priceChange = variableAmount ? null : findPriceChange(byDay);
  const centre = median(amounts);
  const tolerance = variableAmount ? 0.6 : 0.3;
  const extras = charges.filter((c) => !byDay.includes(c));
  const outliers = byDay.filter((c) => {
    if (
      priceChange &&
      (within(c.magnitudeCents, priceChange.beforeCents, 0.02) ||
        within(c.magnitudeCents, priceChange.afterCents, 0.02))
    ) {
      return false;
    }
    return !within(c.magnitudeCents, centre, tolerance);
  });
  const latestCents = last.magnitudeCents;
  return {
    id,
    accountId: first.accountId,
    entityId: first.entityId,
    merchantKey: first.merchantKey,
    merchant: first.merchant,
    service: first.service,
    category: first.category,
    frequency: rule.frequency,
    charges,
    latestCents,
    averageCents: wholeCents(mean(charges.map((c) => c.magnitudeCents))),
    totalCents: wholeCents(charges.reduce((acc, c) => acc + c.magnitudeCents, 0)),
    lastDay: last.day,
    nextDay,
    status,
    maturity: byDay.length < rule.minCount + 1 ? 'early' : 'mature',
    bill: charges.some(isBillCharge),
    variableAmount,
    priceChange,
    unusualCharges: [...outliers, ...extras].sort((a, b) => a.day - b.day),
    monthlyCents: latestCents * FREQUENCY_TO_MONTHLY[rule.frequency],
  };
}

/** Splits charges into clusters of similar amounts (within 10 % and 50 cents of the cluster's first amount). */
const CLUSTER_SLACK_CENTS = toCents(0.5);

function amountClusters(charges: readonly PreparedTransaction[]): PreparedTransaction[][] {
  const sorted = [...charges].sort((a, b) => a.magnitudeCents - b.magnitudeCents);
  const clusters: PreparedTransaction[][] = [];
  let current: PreparedTransaction[] = [];
  for (const c of sorted) {
    const head = current[0];
    if (head && c.magnitudeCents > head.magnitudeCents * 1.1 + CLUSTER_SLACK_CENTS) {
      clusters.push(current);
      current = [];
    }
    current.push(c);
  }
  if (current.length) clusters.push(current);
  return clusters.map((cluster) => cluster.sort((a, b) => a.day - b.day));
}

/** Whether two runs of charges interleave without colliding (no two within a week of each other). */
function interleave(a: readonly PreparedTransaction[], b: readonly PreparedTransaction[]): boolean {
  for (const x of a) for (const y of b) if (Math.abs(x.day - y.day) < 7) return false;
  return true;
}

/** Bills of one category on one account may differ this much and still be one payee's. */
const BILL_JOIN_BAND = 0.4;

/**
 * One payee billed under two names on one account (a gym under its club name most months and a
 * dues descriptor in others): two runs in one amount band whose charges interleave, and which
 * together bill without a gap where alone they could not, are one payee. The evidence is the
 * account, the amount band and the cadence. The name is the one used most.
 */
function joinComplementary(groups: readonly PreparedTransaction[][]): PreparedTransaction[][] {
  const candidate = (list: readonly PreparedTransaction[]) => {
    const head = list[0] as PreparedTransaction;
    return (
      list.length <= 24 && (isBillCharge(head) || head.service !== undefined || !EVERYDAY_CATEGORIES.has(head.category))
    );
  };
  const runs = groups
    .filter(candidate)
    .map((list) => ({ list, typical: median(list.map((c) => c.magnitudeCents)) }))
    .sort((x, y) => (x.list[0]?.accountId ?? '').localeCompare(y.list[0]?.accountId ?? '') || x.typical - y.typical);
  const joined = new Map<readonly PreparedTransaction[], PreparedTransaction[]>();
  const used = new Set<number>();
  const evaluationOf = (list: readonly PreparedTransaction[]) => {
    const head = list[0] as PreparedTransaction;
    return list.length >= 2 ? evaluate(list, head.category, head.service !== undefined) : null;
  };
  const gapless = (list: readonly PreparedTransaction[]) => {
    const evaluation = evaluationOf(list);
    return evaluation !== null && evaluation.skipped === 0 && evaluation.rule.frequency !== 'daily';
  };
  /** A run that is a mature, gapless stream by itself is left alone. */
  const settled = (list: readonly PreparedTransaction[]) => {
    const evaluation = evaluationOf(list);
    return gapless(list) && evaluation !== null && evaluation.byDay.length > evaluation.rule.minCount;
  };
  for (let i = 0; i < runs.length; i += 1) {
    if (used.has(i)) continue;
    const { list: a, typical } = runs[i] as (typeof runs)[number];
    const head = a[0] as PreparedTransaction;
    if (settled(a)) continue;
    const band = isBillCharge(head) ? 1 + BILL_JOIN_BAND : 1.1;
    let current: PreparedTransaction[] = a;
    for (let j = i + 1; j < runs.length; j += 1) {
      const { list: b, typical: otherTypical } = runs[j] as (typeof runs)[number];
      const other = b[0] as PreparedTransaction;
      if (other.accountId !== head.accountId || otherTypical > typical * band + 1) break;
      if (used.has(j) || settled(b) || !interleave(current, b)) continue;
      // A charge nothing names (a biller's initials, 'PNG BILL PAYMENT') may fill a bill's gap.
      const unnamed = (c: PreparedTransaction) => c.role === 'purchase' && c.category === 'other';
      const sameKind =
        isBillCharge(head) === isBillCharge(other) && (!isBillCharge(head) || head.category === other.category);
      if (!sameKind && !(isBillCharge(head) && unnamed(other)) && !(isBillCharge(other) && unnamed(head))) continue;
      const main = current.length >= b.length ? (current[0] as PreparedTransaction) : other;
      const union = [...current, ...b]
        .sort((x, y) => x.day - y.day || (x.id < y.id ? -1 : 1))
        .map((c) => (c.entityId === main.entityId ? c : { ...c, entityId: main.entityId, merchant: main.merchant }));
      // Joined when together they keep the schedule better: gapless, or with fewer gaps than before.
      if (!gapless(union)) {
        const before = evaluationOf(current);
        const after = evaluationOf(union);
        if (!after || after.rule.frequency === 'daily' || (before !== null && after.skipped >= before.skipped))
          continue;
        if (before === null && current.length < 3) continue;
      }
      used.add(i);
      used.add(j);
      joined.set(b, []);
      current = union;
    }
    if (current !== a) joined.set(a, current);
  }
  return groups.map((list) => joined.get(list) ?? list).filter((list) => list.length > 0);
}

/**
 * What a payee sells, read from all its charges: the most frequent category other than 'other'
 * (ties: the one seen first). A bank enriches some lines of a merchant and not others, so one
 * coffee shop's charges read as coffee, dining and 'other'; its first charge alone says too little.
 */
function categoryOfCharges(charges: readonly PreparedTransaction[]): SpendingCategory {
  const counts = new Map<SpendingCategory, number>();
  for (const c of charges) if (c.category !== 'other') counts.set(c.category, (counts.get(c.category) ?? 0) + 1);
  let best: SpendingCategory = charges[0]?.category ?? 'other';
  let most = 0;
  for (const [category, count] of counts) {
    if (count > most) {
      best = category;
      most = count;
    }
  }
  return best;
}

/** What a statement line says when it renews a membership: 'ANNUAL RENEWAL', 'MEMBERSHIP', 'DUES'. */
const MEMBERSHIP_WORDS = /\b(?:MEMBERSHIP|MBRSHIP|MBR|DUES|ANNUAL|YEARLY|RENEWAL|ANNUAL FEE)\b/;

/**
 * Whether a merchant key, or a descriptor read in upper case, says so: memoised per text, since a
 * year's expenses repeat a few hundred keys and descriptors.
 */
const membershipKeys = new Map<string, boolean>();
const membershipNames = new Map<string, boolean>();

function saysMembership(text: string, memo: Map<string, boolean>, upper: boolean): boolean {
  let says = memo.get(text);
  if (says === undefined) {
    says = MEMBERSHIP_WORDS.test(upper ? text.toUpperCase() : text);
    if (memo.size >= 100_000) memo.clear();
    memo.set(text, says);
  }
  return says;
}
/** Service kinds sold as a yearly membership as often as by the month. */
const YEARLY_SERVICE_KINDS: ReadonlySet<string> = new Set(['shopping_membership']);
/** The least a single membership charge costs to read as a year's fee rather than a month's. */
const YEARLY_FEE_MIN_CENTS = toCents(50);
/** Categories whose dues are monthly as a rule (a gym's club dues) or that are bills, never an early yearly stream. */
const MONTHLY_DUES_CATEGORIES: ReadonlySet<SpendingCategory> = new Set(['fitness', ...BILL_CATEGORIES]);

/**
 * Early yearly streams (Plaid reports a stream it has seen once as EARLY_DETECTION). A yearly
 * membership charges once inside a six-month window, so two charges a year apart, the evidence a
 * yearly stream otherwise needs, cannot be there. One charge is reported as a yearly stream, status
 * 'unknown' and maturity 'early', only when everything else says it is a year's membership fee: a
 * membership the services directory knows (Amazon Prime, Costco, Walmart+) or a line that says so
 * (MEMBERSHIP, DUES, ANNUAL, RENEWAL), of at least YEARLY_FEE_MIN_CENTS (a month of such a membership costs
 * far less), not a gym's monthly dues or a bill, and the payee's only such charge in the window.
 * Everything else charged once stays a purchase: a yearly stream from a bare single charge would
 * turn every large one-off into a subscription.
 */
function earlyYearlyStreams(
  expenses: readonly PreparedTransaction[],
  endDay: number,
  taken: ReadonlySet<string>,
): { charges: PreparedTransaction[]; evaluation: Evaluation }[] {
  const yearly = RULES.find((r) => r.frequency === 'yearly') as FrequencyRule;
  // The rarest test first: few charges say they renew a membership.
  const renewals = expenses.filter(
    (t) =>
      (YEARLY_SERVICE_KINDS.has(t.service?.kind ?? '') ||
        saysMembership(t.merchantKey, membershipKeys, false) ||
        saysMembership(t.name, membershipNames, true)) &&
      !MONTHLY_DUES_CATEGORIES.has(t.category) &&
      !taken.has(t.id),
  );
  const out: { charges: PreparedTransaction[]; evaluation: Evaluation }[] = [];
  for (const charges of groupByPair(
    renewals,
    (t) => t.accountId,
    (t) => t.entityId,
  )) {
    const only = charges[0] as PreparedTransaction;
    if (charges.length !== 1 || only.magnitudeCents < YEARLY_FEE_MIN_CENTS || only.pending) continue;
    if (endDay - only.day > yearly.period + yearly.grace) continue;
    out.push({ charges, evaluation: { rule: yearly, byDay: charges, variableAmount: false, skipped: 0 } });
  }
  return out;
}

/** Every recurring stream in a ledger's posted expenses. Linear in the number of transactions. */
export function detectRecurringStreams(ledger: Ledger): RecurringStream[] {
  const corrections = ledger.corrections;
  // Pending charges count: the newest charge of a subscription is often still pending.
  const spent = ledger.transactions.filter((t) => t.kind === 'expense' && t.magnitudeCents > 0);
  // Charges of a merchant the user merged into another are that merchant's (ADR 0040).
  const expenses = corrections ? corrections.mergeCharges(spent, displayNames(ledger)) : spent;
  const groups = joinComplementary(
    groupByPair(
      expenses,
      (t) => t.accountId,
      (t) => t.entityId,
    ),
  );
  const streams: RecurringStream[] = [];
  const ids = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; ids.has(id); n += 1) id = `${base}_${n}`;
    ids.add(id);
    return id;
  };
  for (const charges of groups) {
    const head = charges[0] as PreparedTransaction;
    const base = `rec_${slug(head.entityId)}_${slug(head.accountId).slice(-6)}`;
    const category = categoryOfCharges(charges);
    // A merchant the user said bills several plans is split by amount whatever the whole looks like.
    const split = corrections?.splitsByAmount(head.entityId) ?? false;
    const whole = charges.length >= 2 && !split ? evaluate(charges, category, head.service !== undefined) : null;
    if (whole) {
      streams.push(buildStream(uniqueId(base), charges, whole, ledger.endDay));
      continue;
    }
    // Several plans billed under one name (Apple): split by amount, never for everyday merchants.
    if (split || (charges.length >= 6 && (head.service || !EVERYDAY_CATEGORIES.has(category)))) {
      for (const cluster of amountClusters(charges)) {
        if (cluster.length < (split ? 2 : 3)) continue;
        const part = evaluate(cluster, category, head.service !== undefined || split);
        if (part) {
          if (split) corrections?.splitApplied(head.entityId, cluster);
          const cents = wholeCents(median(cluster.map((c) => c.magnitudeCents)));
          streams.push(buildStream(uniqueId(`${base}_${cents}`), cluster, part, ledger.endDay));
        }
      }
    }
  }
  const taken = new Set(streams.flatMap((stream) => stream.charges.map((c) => c.id)));
  for (const { charges, evaluation } of earlyYearlyStreams(expenses, ledger.endDay, taken)) {
    const head = charges[0] as PreparedTransaction;
    const base = `rec_${slug(head.entityId)}_${slug(head.accountId).slice(-6)}`;
    streams.push(buildStream(uniqueId(base), charges, evaluation, ledger.endDay));
  }
  return corrections ? corrections.adjustStreams(streams) : streams;
}

/** The ledger's display name of each merchant entity. */
function displayNames(ledger: Ledger): (entityId: string) => string | undefined {
  const names = new Map<string, string>();
  for (const t of ledger.transactions) if (!names.has(t.entityId)) names.set(t.entityId, t.merchant);
  return (entityId) => names.get(entityId);
}
