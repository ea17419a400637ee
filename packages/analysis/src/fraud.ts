import { AGENTS, fraudRiskLevel } from '@ledgerlight/contract';
import type { Account, FraudAlert, FraudResult, Transaction } from '@ledgerlight/contract';

import { CATEGORY_INFO } from './categories';
import type { SpendingCategory } from './categories';
import { withCorrections } from './corrections';
import type { AnalysisRunOptions } from './corrections';
import { prepareLedger, windowStartDate } from './ledger';
import type { Ledger, PreparedTransaction } from './ledger';
import { dollarsOf, toCents, usd, wholeCents } from './money';
import type { Cents } from './money';
import { clamp, dateText, groupBy, hundredths, isoOfDay, median, quantile } from './util';

/**
 * fraud_detection (product 3 "Fraud result", product 9: 6 months, one account). Every alert comes from an
 * explainable signal measured against the account's own history:
 * - unusual_amount: far above what this merchant usually charges;
 * - new_merchant: a first-seen merchant with an amount far above the category's usual spending;
 * - duplicate_charge: the same amount at the same merchant within a day, not a fixed-price habit;
 * - card_testing: a burst of small charges at a merchant never seen before;
 * - foreign_transaction: an isolated charge in another currency or country (a real trip has many).
 * Pending charges are included: fraud often shows first as a pending authorisation.
 * Amounts and thresholds are integer cents (ADR 0041).
 */

export interface FraudFinding {
  readonly alert: FraudAlert;
  /** The alert's amount in whole cents (the alert shows it in dollars). */
  readonly amountCents: Cents;
  /** The transactions behind the alert (a burst or a duplicate pair lists several). */
  readonly transactionIds: readonly string[];
}

interface Signal {
  readonly type: string;
  readonly confidence: number;
  readonly factors: readonly string[];
  readonly description: string;
}

interface Candidate {
  readonly transaction: PreparedTransaction;
  readonly ids: string[];
  readonly amountCents: Cents;
  readonly signals: Signal[];
}

/** Thresholds, named so the rules read like the module comment. */
const RULES = {
  unusualRatio: 5,
  unusualP90Factor: 3,
  unusualMaxFactor: 2.5,
  unusualMinExcessCents: toCents(100),
  unusualMinHistory: 5,
  newMerchantMinCents: toCents(250),
  newMerchantCategoryFactor: 3,
  newMerchantOverallFactor: 1.5,
  newMerchantFloorCents: toCents(1000),
  duplicateMinCents: toCents(10),
  duplicateSameDayMinCents: toCents(5),
  duplicateHabitGap: 5,
  foreignKnownPayeeCharges: 2,
  cardTestingMaxCents: toCents(5),
  cardTestingMinCount: 3,
  foreignIsolationDays: 4,
  newPayeeMinCents: toCents(500),
  newPayeeUsualFactor: 3,
  newPayeeFloorCents: toCents(1000),
} as const;

/** A foreign charge from this much is more likely a stolen card's. */
const FOREIGN_LARGE_CENTS = toCents(250);
/** The money at stake that raises an alert's severity (large, medium) or lowers it (small). */
const SEVERITY_LARGE_CENTS = toCents(1000);
const SEVERITY_MEDIUM_CENTS = toCents(250);
const SEVERITY_SMALL_CENTS = toCents(20);

/**
 * new_payee_transfer: a large outbound P2P payment or wire to a payee not paid before in the window,
 * far above the account's usual transfers (a common scam: an impostor asks for an urgent transfer).
 */
function payeeTransferFindings(outbound: readonly PreparedTransaction[]): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const t of outbound) {
    const isNew = !seen.has(t.entityId);
    seen.add(t.entityId);
    if (!isNew || t.magnitudeCents < RULES.newPayeeMinCents) continue;
    const others = outbound.filter((o) => o.id !== t.id).map((o) => o.magnitudeCents);
    const usual = others.length >= 3 ? median(others) : 0;
    const reference = usual > 0 ? usual * RULES.newPayeeUsualFactor : RULES.newPayeeFloorCents;
    if (t.magnitudeCents < reference) continue;
    out.push({
      transaction: t,
      ids: [t.id],
      amountCents: t.magnitudeCents,
      signals: [
        {
          type: 'new_payee_transfer',
          confidence: clamp(0.6 + (t.magnitudeCents / reference - 1) * 0.1, 0.6, 0.85),
          factors: [
            'First transfer to this payee',
            usual > 0
              ? `${usd(t.magnitudeCents)} is ${(t.magnitudeCents / usual).toFixed(1)}x your usual ${usd(wholeCents(usual))} transfer`
              : `${usd(t.magnitudeCents)} is more than ${usd(RULES.newPayeeFloorCents)} to someone new`,
            'Transfers like this are hard to reverse',
          ],
          description: `${usd(t.magnitudeCents)} sent to ${t.merchant}, a payee you have not paid before. If someone urged you to send it, contact your bank now.`,
        },
      ],
    });
  }
  return out;
}

/** How many charges of a run at one amount fall on the same day as the one before. */
function sameDayPairs(same: readonly PreparedTransaction[]): number {
  let pairs = 0;
  for (let i = 1; i < same.length; i += 1) if (same[i - 1]?.day === same[i]?.day) pairs += 1;
  return pairs;
}

/** The distinct days of a merchant's charges, in the order they first occur. */
function distinctDays(list: readonly PreparedTransaction[]): number[] {
  const days: number[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const t of list) {
    // A ledger is in date order, so a new day differs from the one before; out of order, a set decides.
    if (t.day < last) return [...new Set(list.map((c) => c.day))];
    if (t.day !== last) days.push(t.day);
    last = t.day;
  }
  return days;
}

function accountFindings(charges: readonly PreparedTransaction[]): Candidate[] {
  const candidates = new Map<string, Candidate>();
  const flag = (t: PreparedTransaction, signal: Signal, ids: string[] = [t.id], amountCents = t.magnitudeCents) => {
    const existing = candidates.get(t.id);
    if (existing) existing.signals.push(signal);
    else candidates.set(t.id, { transaction: t, ids, amountCents, signals: [signal] });
  };

  const byMerchant = groupBy(charges, (t) => t.entityId);
  /** The number of distinct days each merchant charged on. */
  const dayCounts = new Map<string, number>();
  // The yardsticks of a first charge at a merchant, worked out the first time one asks for them
  // (most accounts have few such charges, so the sorts behind them are often not needed at all).
  let byCategory: Map<SpendingCategory, PreparedTransaction[]> | undefined;
  let overallHigh: number | undefined;
  // What the account usually buys (purchases, not bills): the yardstick for a merchant whose category
  // says nothing ('other') or that the account has too little history in.
  let purchases: { readonly count: number; readonly high: number } | undefined;
  const overallHighOf = (): number => {
    overallHigh ??= quantile(
      charges.map((t) => t.magnitudeCents),
      0.98,
    );
    return overallHigh;
  };
  const purchasesOf = (): { readonly count: number; readonly high: number } => {
    if (purchases === undefined) {
      const amounts = charges.filter((t) => t.role === 'purchase').map((t) => t.magnitudeCents);
      purchases = { count: amounts.length, high: quantile(amounts, 0.9) };
    }
    return purchases;
  };
  const categoryCache = new Map<string, { count: number; p90: number }>();
  const categoryStats = (t: PreparedTransaction) => {
    let stats = categoryCache.get(t.category);
    if (!stats) {
      byCategory ??= groupBy(charges, (c) => c.category);
      const amounts = (byCategory.get(t.category) ?? []).map((c) => c.magnitudeCents);
      stats = { count: amounts.length, p90: quantile(amounts, 0.9) };
      categoryCache.set(t.category, stats);
    }
    return stats;
  };

  // Currency and country the account normally uses.
  const currencyCounts = new Map<string, number>();
  for (const t of charges) currencyCounts.set(t.currency ?? 'USD', (currencyCounts.get(t.currency ?? 'USD') ?? 0) + 1);
  const homeCurrency = [...currencyCounts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD';
  const foreign = charges.filter(
    (t) => (t.currency !== null && t.currency !== homeCurrency) || (t.country !== null && t.country !== 'US'),
  );

  for (const [, list] of byMerchant) {
    const first = list[0] as PreparedTransaction;
    const amounts = list.map((t) => t.magnitudeCents);

    // unusual_amount: measured against the merchant's own history.
    // The yardsticks leave the charge itself out: a spike must not raise the bar it is measured by.
    if (list.length >= RULES.unusualMinHistory) {
      const typical = median(amounts);
      for (const t of list) {
        const ratio = typical > 0 ? t.magnitudeCents / typical : 0;
        // Few charges pass the cheap tests, so the yardsticks without the charge are computed rarely.
        if (ratio < RULES.unusualRatio || t.magnitudeCents - typical < RULES.unusualMinExcessCents) continue;
        const rest = list.filter((o) => o !== t).map((o) => o.magnitudeCents);
        const high = quantile(rest, 0.9);
        const others = rest.reduce((a, b) => Math.max(a, b), 0);
        if (t.magnitudeCents >= RULES.unusualP90Factor * high && t.magnitudeCents >= RULES.unusualMaxFactor * others) {
          flag(t, {
            type: 'unusual_amount',
            confidence: clamp(0.55 + ratio / 40, 0.55, 0.95),
            factors: [
              `${ratio.toFixed(1)}x your usual ${usd(wholeCents(typical))} at this merchant`,
              `Largest charge here in ${list.length} visits`,
            ],
            description: `${usd(t.magnitudeCents)} at ${t.merchant} is ${ratio.toFixed(1)} times your usual ${usd(wholeCents(typical))} there.`,
          });
        }
      }
    }

    // new_merchant: a merchant charged once, for a large amount for its category.
    if (list.length === 1 && !first.service && first.magnitudeCents >= RULES.newMerchantMinCents) {
      const stats = categoryStats(first);
      // A merchant whose category says nothing ('other': an unknown shop online) is measured against what
      // the account usually buys. A named category the account has little history in (a first flight, a
      // hotel on a trip) is not suspect for being new: it needs the high floor.
      const unnamed = first.category === 'other';
      const byCategory = stats.count - 1 >= 5 && !unnamed;
      const byPurchases = unnamed && purchasesOf().count - 1 >= 5;
      const reference = byCategory
        ? stats.p90 * RULES.newMerchantCategoryFactor
        : byPurchases
          ? Math.max(RULES.newMerchantMinCents, purchasesOf().high * RULES.newMerchantCategoryFactor)
          : Math.max(RULES.newMerchantFloorCents, overallHighOf() * RULES.newMerchantOverallFactor);
      const ceilingOf = byCategory
        ? CATEGORY_INFO[first.category].label.toLowerCase()
        : byPurchases
          ? 'your purchases'
          : 'your charges';
      if (first.magnitudeCents >= reference) {
        flag(first, {
          type: 'new_merchant',
          confidence: clamp(0.55 + (first.magnitudeCents / reference - 1) * 0.15, 0.55, 0.9),
          factors: [
            'First charge at this merchant',
            `${usd(first.magnitudeCents)} is above ${usd(wholeCents(reference))}, the usual ceiling for ${ceilingOf}`,
          ],
          description: `First-ever charge at ${first.merchant}, for ${usd(first.magnitudeCents)}: far more than you usually spend${byCategory ? ' in this category' : ''}.`,
        });
      }
    }

    // duplicate_charge: the same amount twice within a day. At a merchant charged every few days (a
    // parking garage on workdays) consecutive days are the habit, so only a second charge on the same
    // day counts, and only where the account is not charged there twice a day as a rule. A same-day
    // pair counts from a lower amount than a pair a day apart: a bakery's $9.22 twice in one day is
    // a processor's double post far more often than two identical orders.
    const days = distinctDays(list);
    dayCounts.set(first.entityId, days.length);
    const dayGaps = days.slice(1).map((d, i) => d - (days[i] ?? d));
    const habitual = days.length > 2 && median(dayGaps) <= RULES.duplicateHabitGap;
    const byAmount = groupBy(list, (t) => t.magnitudeCents);
    for (const [cents, same] of byAmount) {
      if (same.length < 2 || cents < RULES.duplicateSameDayMinCents) continue;
      if (habitual && sameDayPairs(same) > 1) continue;
      for (let i = 1; i < same.length; i += 1) {
        const a = same[i - 1] as PreparedTransaction;
        const b = same[i] as PreparedTransaction;
        if (a.pending !== b.pending) continue;
        const gap = b.day - a.day;
        if (gap > 1 || (gap === 1 && (habitual || cents < RULES.duplicateMinCents))) continue;
        flag(
          b,
          {
            type: 'duplicate_charge',
            confidence: b.day === a.day ? 0.8 : 0.7,
            factors: [
              'Same merchant and amount',
              b.day === a.day ? 'Charged twice on the same day' : 'Charged on consecutive days',
            ],
            description:
              a.day === b.day
                ? `${usd(b.magnitudeCents)} was charged twice at ${b.merchant} on ${dateText(b.date)}.`
                : `${usd(b.magnitudeCents)} was charged at ${b.merchant} on ${dateText(a.date)} and again on ${dateText(b.date)}.`,
          },
          [a.id, b.id],
        );
      }
    }

    // card_testing: several small charges on the merchant's first day.
    const firstDay = list.filter((t) => t.day === first.day && t.magnitudeCents <= RULES.cardTestingMaxCents);
    if (firstDay.length >= RULES.cardTestingMinCount) {
      const total = wholeCents(firstDay.reduce((acc, t) => acc + t.magnitudeCents, 0));
      flag(
        first,
        {
          type: 'card_testing',
          confidence: clamp(0.6 + 0.08 * (firstDay.length - RULES.cardTestingMinCount), 0.6, 0.9),
          factors: ['Micro charges', `${firstDay.length} charges in one day`, 'Merchant never seen before'],
          description: `${firstDay.length} small charges totalling ${usd(total)} at ${first.merchant} on ${dateText(first.date)}, a common card-testing pattern.`,
        },
        firstDay.map((t) => t.id),
        total,
      );
    }
  }

  // foreign_transaction: isolated charges abroad (a genuine trip leaves several together). A payee the
  // account pays on other days too (an insurer or a subscription billed from abroad, or read as
  // abroad) is a relationship, not a stolen card used once.
  for (const t of foreign) {
    // The charge is one of its merchant's, so the other days are the merchant's days but its own.
    const otherDays = (dayCounts.get(t.entityId) ?? 1) - 1;
    if (otherDays >= RULES.foreignKnownPayeeCharges) continue;
    const nearby = foreign.some(
      (o) =>
        o !== t &&
        o.country === t.country &&
        o.currency === t.currency &&
        Math.abs(o.day - t.day) <= RULES.foreignIsolationDays,
    );
    if (nearby) continue;
    const where = t.country ?? t.currency ?? 'abroad';
    flag(t, {
      type: 'foreign_transaction',
      confidence: t.magnitudeCents >= FOREIGN_LARGE_CENTS ? 0.8 : 0.65,
      factors: [
        `Charged in ${t.currency ?? homeCurrency}${t.country ? ` (${t.country})` : ''}`,
        'No other activity there around that date',
      ],
      description: `A single ${usd(t.magnitudeCents)} charge at ${t.merchant} in ${where}, with no other spending there that week.`,
    });
  }
  return [...candidates.values()];
}

function toFinding(candidate: Candidate): FraudFinding {
  const { transaction: t, signals } = candidate;
  const strongest = [...signals].sort((a, b) => b.confidence - a.confidence)[0] as Signal;
  const confidence = clamp(1 - signals.reduce((acc, s) => acc * (1 - s.confidence), 1), 0, 0.99);
  // Severity weighs confidence with the money at stake (product 4 scale: 80 CRITICAL, 60 HIGH, 40 MEDIUM).
  let points = confidence * 70;
  if (candidate.amountCents >= SEVERITY_LARGE_CENTS) points += 20;
  else if (candidate.amountCents >= SEVERITY_MEDIUM_CENTS) points += 10;
  if (candidate.amountCents < SEVERITY_SMALL_CENTS && strongest.type !== 'card_testing') points -= 10;
  return {
    transactionIds: candidate.ids,
    amountCents: candidate.amountCents,
    alert: {
      id: `alert_${t.id}`,
      type: strongest.type,
      severity: fraudRiskLevel(clamp(points, 0, 100)),
      amount: dollarsOf(candidate.amountCents),
      date: t.date,
      merchant: t.merchant,
      merchantKey: t.entityId,
      confidence: hundredths(confidence),
      description: signals.map((s) => s.description).join(' '),
      riskFactors: [...new Set(signals.flatMap((s) => s.factors))],
    },
  };
}

const SEVERITY_ORDER = { CRITICAL: 0, HIGH: 1, MEDIUM: 2, LOW: 3 } as const;

/** All findings of a ledger, most severe first, then newest first. */
export function detectFraud(ledger: Ledger): FraudFinding[] {
  // Payments to people (P2P, wires) are judged as transfers, whatever their bank category.
  const toPayee = (t: PreparedTransaction) => t.role === 'p2p_out';
  const charges = ledger.transactions.filter((t) => t.kind === 'expense' && t.magnitudeCents > 0 && !toPayee(t));
  const findings: FraudFinding[] = [];
  for (const list of groupBy(charges, (t) => t.accountId).values()) {
    for (const candidate of accountFindings(list)) findings.push(toFinding(candidate));
  }
  // Outbound payments to other people (money out, amount > 0), per account.
  const transfers = ledger.transactions.filter(
    (t) => (t.kind === 'transfer' || t.kind === 'expense') && t.cents > 0 && !t.pending && toPayee(t),
  );
  for (const list of groupBy(transfers, (t) => t.accountId).values()) {
    for (const candidate of payeeTransferFindings(list)) findings.push(toFinding(candidate));
  }
  // Charges the user vouched for ("This was me", ADR 0040) raise no alert.
  const vouched =
    ledger.corrections?.silencesAlerts === true
      ? ledger.corrections.silenceFindings(findings, new Map(ledger.transactions.map((t) => [t.id, t])))
      : findings;
  return vouched.sort(
    (a, b) =>
      SEVERITY_ORDER[a.alert.severity] - SEVERITY_ORDER[b.alert.severity] ||
      (a.alert.date < b.alert.date ? 1 : a.alert.date > b.alert.date ? -1 : 0),
  );
}

/** 0-100: the combined probability that at least one alert is real, weighted down by half. */
export function riskScoreOf(alerts: readonly FraudAlert[]): number {
  const clean = alerts.reduce((acc, a) => acc * (1 - 0.5 * a.confidence), 1);
  return Math.round(clamp(100 * (1 - clean), 0, 100));
}

function recommendationsFor(findings: readonly FraudFinding[]): string[] {
  const alerts = findings.map((f) => f.alert);
  const out: string[] = [];
  if (alerts.length === 0) {
    out.push('No suspicious activity was found in this period. Keep reviewing new charges as they post.');
  } else {
    out.push(
      `Review the ${alerts.length} flagged ${alerts.length === 1 ? 'charge' : 'charges'} and dispute any you do not recognise with your bank.`,
    );
  }
  const first = (type: string) => {
    const finding = findings.find((f) => f.alert.type === type);
    return finding && { ...finding.alert, amountCents: finding.amountCents };
  };
  const duplicate = first('duplicate_charge');
  if (duplicate)
    out.push(
      `Ask ${duplicate.merchant} to reverse the duplicate ${usd(duplicate.amountCents)} charge from ${dateText(duplicate.date)}.`,
    );
  const payee = first('new_payee_transfer');
  if (payee)
    out.push(
      `Call your bank today about the ${usd(payee.amountCents)} sent to ${payee.merchant} on ${dateText(payee.date)} if you did not mean to send it: transfers can sometimes be recalled only within hours.`,
    );
  const testing = first('card_testing');
  if (testing)
    out.push(
      `The small charges at ${testing.merchant} look like card testing: ask your bank to block this card and issue a new number.`,
    );
  const foreign = first('foreign_transaction');
  if (foreign)
    out.push(
      `If you were not travelling on ${dateText(foreign.date)}, report the ${usd(foreign.amountCents)} charge at ${foreign.merchant} and block foreign transactions until you travel.`,
    );
  const large = first('new_merchant') ?? first('unusual_amount');
  if (large)
    out.push(
      `Confirm the ${usd(large.amountCents)} charge at ${large.merchant} on ${dateText(large.date)}; if it is not yours, dispute it promptly.`,
    );
  out.push('Turn on real-time alerts for card-not-present charges and for any charge over $100.');
  return out;
}

/** fraud_detection: `(accounts, transactions, options, now) -> FraudResult` (product 3). */
export function analyzeFraud(
  _accounts: readonly Account[],
  transactions: readonly Transaction[],
  options: AnalysisRunOptions,
  now: Date,
): FraudResult {
  const ledger = prepareLedger(transactions, now, AGENTS.fraud_detection.dataWindowMonths, options.corrections);
  const findings = detectFraud(ledger);
  const alerts = findings.map((f) => f.alert);
  return withCorrections(
    {
      riskScore: riskScoreOf(alerts),
      totalAlertsFound: alerts.length,
      monitoringPeriod: { startDate: windowStartDate(ledger), endDate: isoOfDay(ledger.endDay) },
      alerts,
      recommendations: recommendationsFor(findings),
    },
    ledger.corrections,
  );
}
