import { AGENTS, PATTERN_EXAMPLES_LIMIT, flexibilityLabel } from '@ledgerlight/contract';
import type {
  Account,
  DiscretionaryCategory,
  DiscretionaryResult,
  SpendingPattern,
  Transaction,
} from '@ledgerlight/contract';

import { CATEGORY_INFO } from './categories';
import type { Flexibility } from './categories';
import { incomeBasisOf } from './budget';
import { factsOf } from './facts';
import { prepareLedger } from './ledger';
import type { PreparedTransaction } from './ledger';
import { withCorrections } from './corrections';
import type { AnalysisRunOptions } from './corrections';
import { dollarsOf, toCents, usd, usd0, wholeCents } from './money';
import { clamp, dateText, hundredths, mean, percentOf } from './util';

/**
 * discretionary_spending (product 3 "Discretionary spending result", product 9: 6 months; pattern examples
 * limited to 3; flexibility label 70 High, 40 Moderate). Needs and wants follow categories.ts.
 * - healthCheck by the wants-to-needs ratio: at most 0.6 Optimal (the 30/50 of the 50/30/20 rule),
 *   at most 0.9 Balanced, else Too High.
 * - flexibilityScore: the share of all spending that could be flexed, weighting each category by its
 *   flexibility (High 1, Medium 0.6, Low 0.3, needs 0.1), scaled so that 50 % flexible spending is 100.
 * - trend: the last three months against the three before, +-10 % is Stable.
 * - reductionPotential: High 30 %, Medium 20 %, Low 10 % of the monthly average.
 * Money is in cents (ADR 0041); a figure is rounded to whole cents once, where it is shown (`wholeCents`).
 */

const FLEX_WEIGHT: Readonly<Record<Flexibility, number>> = { High: 1, Medium: 0.6, Low: 0.3 };
const NEED_WEIGHT = 0.1;
const REDUCTION: Readonly<Record<Flexibility, number>> = { High: 0.3, Medium: 0.2, Low: 0.1 };
const TRANSACTIONS_PER_CATEGORY = 10;
const SMALL_PURCHASE_CENTS = toCents(15);

/**
 * The wants-to-needs ratio's verdict, never better than the household's cash flow allows: spending
 * more than the income cannot be Optimal, and overspending by more than a tenth with a real share
 * of wants is Too High. Budget Builder's health reads the same income and spending (facts.ts), so
 * the two agents cannot contradict each other.
 */
function healthCheck(
  ratio: number,
  incomeMonthly: number,
  spendingMonthly: number,
  wantsMonthly: number,
): DiscretionaryResult['comparisonToEssentials']['healthCheck'] {
  const byRatio = ratio <= 0.6 ? 'Optimal' : ratio <= 0.9 ? 'Balanced' : 'Too High';
  if (incomeMonthly <= 0 || spendingMonthly <= incomeMonthly) return byRatio;
  const overspend = (spendingMonthly - incomeMonthly) / incomeMonthly;
  if (overspend > 0.1 && wantsMonthly >= 0.15 * spendingMonthly) return 'Too High';
  return byRatio === 'Optimal' ? 'Balanced' : byRatio;
}

/** A trend needs this relative change and this much money a month, so noise reads as Stable. */
const TREND_SHARE = 0.15;
const TREND_MIN_CENTS = toCents(10);
/** Income that marks a payday. */
const PAYDAY_MIN_CENTS = toCents(500);

function trendOf(byMonth: ReadonlyMap<string, number>, months: readonly string[]): DiscretionaryCategory['trend'] {
  // Whole months only (facts.ts): a partial month would read as a fall or a rise.
  if (months.length < 2) return 'Stable';
  const half = Math.min(3, Math.floor(months.length / 2));
  const recent = mean(months.slice(-half).map((m) => byMonth.get(m) ?? 0));
  const before = mean(months.slice(-2 * half, -half).map((m) => byMonth.get(m) ?? 0));
  if (Math.abs(recent - before) < TREND_MIN_CENTS) return 'Stable';
  if (before <= 0) return recent > 0 ? 'Increasing' : 'Stable';
  const change = (recent - before) / before;
  return change > TREND_SHARE ? 'Increasing' : change < -TREND_SHARE ? 'Decreasing' : 'Stable';
}

function perMonth(count: number, months: number): string {
  const n = Math.round(count / months);
  return n < 1 ? 'less than once a month' : n === 1 ? 'once a month' : `${n} times a month`;
}

function example(t: PreparedTransaction): string {
  return `${t.merchant} ${usd(t.magnitudeCents)} (${dateText(t.date)})`;
}

function patternsOf(
  wants: readonly PreparedTransaction[],
  months: number,
  paydays: ReadonlySet<number>,
): SpendingPattern[] {
  const patterns: SpendingPattern[] = [];
  if (wants.length === 0) return patterns;
  const total = wants.reduce((acc, t) => acc + t.magnitudeCents, 0);
  const newestFirst = (list: readonly PreparedTransaction[]) =>
    [...list].sort((a, b) => b.day - a.day || b.magnitudeCents - a.magnitudeCents);

  const weekend = wants.filter((t) => t.weekday === 0 || t.weekday === 6);
  const weekendShare = weekend.reduce((acc, t) => acc + t.magnitudeCents, 0) / total;
  if (weekendShare > 0.4 && weekend.length >= 4) {
    patterns.push({
      pattern: 'Weekend spending',
      frequency: perMonth(weekend.length, months),
      description: `${Math.round(weekendShare * 100)}% of discretionary spending happens on Saturdays and Sundays, which are 29% of the week.`,
      averageAmount: dollarsOf(wholeCents(mean(weekend.map((t) => t.magnitudeCents)))),
      examples: newestFirst(weekend).slice(0, PATTERN_EXAMPLES_LIMIT).map(example),
      recommendation: 'Plan weekend outings in advance with a set amount for each.',
    });
  }
  // Subscriptions are not impulse purchases.
  const small = wants.filter(
    (t) => t.magnitudeCents < SMALL_PURCHASE_CENTS && t.category !== 'subscriptions' && !t.service,
  );
  if (small.length / months >= 8) {
    const sum = small.reduce((acc, t) => acc + t.magnitudeCents, 0);
    patterns.push({
      pattern: 'Frequent small purchases',
      frequency: perMonth(small.length, months),
      description: `Purchases under ${usd0(SMALL_PURCHASE_CENTS)} add up to ${usd0(sum / months)} a month.`,
      averageAmount: dollarsOf(wholeCents(sum / small.length)),
      examples: newestFirst(small).slice(0, PATTERN_EXAMPLES_LIMIT).map(example),
      recommendation: 'Set a weekly allowance for small treats and pay for them from it.',
    });
  }
  const monthEnd = wants.filter((t) => Number(t.date.slice(8, 10)) >= 25);
  const monthEndShare = monthEnd.reduce((acc, t) => acc + t.magnitudeCents, 0) / total;
  if (monthEndShare > 0.3 && monthEnd.length >= 4) {
    patterns.push({
      pattern: 'End-of-month spending',
      frequency: 'Monthly',
      description: `${Math.round(monthEndShare * 100)}% of discretionary spending falls in the last days of the month.`,
      averageAmount: dollarsOf(wholeCents(mean(monthEnd.map((t) => t.magnitudeCents)))),
      examples: newestFirst(monthEnd).slice(0, PATTERN_EXAMPLES_LIMIT).map(example),
      recommendation: 'Check your remaining budget on the 20th of each month before spending.',
    });
  }
  if (paydays.size > 0) {
    const afterPay = wants.filter((t) => paydays.has(t.day) || paydays.has(t.day - 1) || paydays.has(t.day - 2));
    const share = afterPay.reduce((acc, t) => acc + t.magnitudeCents, 0) / total;
    const expected = Math.min(1, (paydays.size * 3) / Math.max(1, months * 30.44));
    if (afterPay.length >= 4 && share > expected * 1.3) {
      patterns.push({
        pattern: 'Payday spending',
        frequency: `${Math.round(paydays.size / months)} paydays a month`,
        description: `${Math.round(share * 100)}% of discretionary spending happens within two days of payday.`,
        averageAmount: dollarsOf(wholeCents(mean(afterPay.map((t) => t.magnitudeCents)))),
        examples: newestFirst(afterPay).slice(0, PATTERN_EXAMPLES_LIMIT).map(example),
        recommendation: 'Move savings out automatically on payday, before spending starts.',
      });
    }
  }
  // The most frequent discretionary merchant.
  const visits = new Map<string, PreparedTransaction[]>();
  for (const t of wants) {
    const list = visits.get(t.entityId);
    if (list) list.push(t);
    else visits.set(t.entityId, [t]);
  }
  const top = [...visits.values()].sort((a, b) => b.length - a.length)[0];
  if (top && top.length / months >= 4) {
    const sum = top.reduce((acc, t) => acc + t.magnitudeCents, 0);
    const merchant = (top[0] as PreparedTransaction).merchant;
    patterns.push({
      pattern: `Regular visits to ${merchant}`,
      frequency: perMonth(top.length, months),
      description: `${merchant} is your most frequent discretionary merchant: ${usd0(sum / months)} a month.`,
      averageAmount: dollarsOf(wholeCents(sum / top.length)),
      examples: newestFirst(top).slice(0, PATTERN_EXAMPLES_LIMIT).map(example),
      recommendation: `Halving visits to ${merchant} would save about ${usd0(sum / months / 2)} a month.`,
    });
  }
  return patterns;
}

/** discretionary_spending: `(accounts, transactions, options, now) -> DiscretionaryResult` (product 3). */
export function analyzeDiscretionary(
  _accounts: readonly Account[],
  transactions: readonly Transaction[],
  options: AnalysisRunOptions,
  now: Date,
): DiscretionaryResult {
  const ledger = prepareLedger(transactions, now, AGENTS.discretionary_spending.dataWindowMonths, options.corrections);
  const facts = factsOf(ledger);
  const months = facts.monthCount;
  const wantsTotals = facts.discretionaryCategories;
  const needs = facts.essentialMonthlyCents;
  const wants = facts.discretionaryMonthlyCents;
  const all = facts.spendingMonthlyCents;
  const income = incomeBasisOf(options.annualIncome, facts.incomeMonthlyCents).monthlyCents;
  const ratio = needs > 0 ? wants / needs : 0;
  const flexible =
    wantsTotals.reduce((acc, t) => acc + t.monthlyCents * FLEX_WEIGHT[CATEGORY_INFO[t.category].flexibility], 0) +
    needs * NEED_WEIGHT;
  const flexibilityScore = all > 0 ? Math.round(clamp((flexible / all) * 200, 0, 100)) : 0;

  // Each category with its figures in whole cents, for the narrative below; the result shows them in dollars.
  const rows = wantsTotals
    .map((t) => {
      const info = CATEGORY_INFO[t.category];
      const monthly = t.monthlyCents;
      const trend = trendOf(t.byMonthCents, facts.months);
      const merchants = new Map<string, { name: string; total: number; count: number }>();
      for (const x of t.expenses) {
        const m = merchants.get(x.entityId) ?? { name: x.merchant, total: 0, count: 0 };
        m.total += x.magnitudeCents;
        m.count += 1;
        merchants.set(x.entityId, m);
      }
      const topMerchant = [...merchants.values()].sort((a, b) => b.total - a.total)[0];
      const insights: string[] = [];
      if (topMerchant) {
        const share = monthly > 0 ? topMerchant.total / months / monthly : 0;
        insights.push(
          share >= 0.95
            ? `All of it is at ${topMerchant.name}, over ${topMerchant.count} ${topMerchant.count === 1 ? 'purchase' : 'purchases'}.`
            : `${topMerchant.name} is the largest: ${usd0(topMerchant.total / months)} a month (${Math.round(share * 100)}% of the category) over ${topMerchant.count} ${topMerchant.count === 1 ? 'purchase' : 'purchases'}.`,
        );
      }
      insights.push(
        `Purchases ${perMonth(t.expenses.length, months)}, ${usd(wholeCents(t.expenses.length ? mean(t.expenses.map((x) => x.magnitudeCents)) : 0))} on average.`,
      );
      if (trend !== 'Stable')
        insights.push(`Spending here is ${trend.toLowerCase()} compared with the previous months.`);
      const monthlyCents = wholeCents(monthly);
      const reductionCents = wholeCents(monthly * REDUCTION[info.flexibility]);
      const category: DiscretionaryCategory = {
        name: info.label,
        icon: info.icon,
        flexibility: info.flexibility,
        monthlyAverage: dollarsOf(monthlyCents),
        percentage: percentOf(monthly, wants),
        trend,
        reductionPotential: dollarsOf(reductionCents),
        insights,
        transactions: t.expenses.slice(0, TRANSACTIONS_PER_CATEGORY).map((x) => ({
          date: x.date,
          merchant: x.merchant,
          merchantKey: x.entityId,
          amount: dollarsOf(x.magnitudeCents),
        })),
      };
      return { category, monthlyCents, reductionCents };
    })
    .sort((a, b) => b.monthlyCents - a.monthlyCents);
  const categories = rows.map((r) => r.category);

  const inFacts = new Set(facts.months);
  const wantTransactions = ledger.transactions.filter(
    (t) => t.kind === 'expense' && !t.pending && !t.essential && inFacts.has(t.month),
  );
  const paydays = new Set(
    ledger.transactions.filter((t) => t.kind === 'income' && t.magnitudeCents >= PAYDAY_MIN_CENTS).map((t) => t.day),
  );
  const spendingPatterns = patternsOf(wantTransactions, months, paydays);

  // The chart covers exactly the months the headline averages over: its average is the headline.
  const monthlyBreakdown = facts.months.map((month) => ({
    month,
    totalDiscretionary: dollarsOf(wholeCents(facts.discretionaryByMonthCents.get(month) ?? 0)),
  }));

  const top = rows[0];
  const quickWins = rows
    .filter((r) => r.category.flexibility === 'High')
    .slice(0, 3)
    .map(
      (r) =>
        `Trim ${r.category.name.toLowerCase()} by ${usd0(r.reductionCents)} a month (now ${usd0(r.monthlyCents)}).`,
    );
  if (quickWins.length === 0) quickWins.push('Set a monthly limit for discretionary spending and track it weekly.');
  const behavioral = spendingPatterns.map((p) => p.recommendation);
  if (behavioral.length === 0) behavioral.push('Wait 48 hours before non-essential purchases over $50.');
  const longTerm = [
    `Keep discretionary spending near ${usd0(needs * 0.6)} a month (60% of essentials), the 50/30/20 guideline.`,
    'Automate a transfer to savings on payday equal to what you cut each month.',
  ];
  // The summary states the result's own figures, as the screen shows them beside it: the share to one
  // decimal and the monthly amount to the cent (it once said 'about 24%' and '$1,147' under 24.5% and
  // $1,146.64).
  const share = percentOf(wants, all);
  const summary =
    all === 0
      ? 'No spending in the last six months to analyse.'
      : `${share}% of your spending (${usd(wholeCents(wants))} a month) is discretionary${top ? `, led by ${top.category.name.toLowerCase()} at ${usd0(top.monthlyCents)}` : ''}. Flexibility is ${flexibilityLabel(flexibilityScore).toLowerCase()} (${flexibilityScore}/100).`;

  return withCorrections(
    {
      summary,
      totalDiscretionary: dollarsOf(wholeCents(wants)),
      discretionaryPercentage: share,
      flexibilityScore,
      comparisonToEssentials: {
        essentialSpending: dollarsOf(wholeCents(needs)),
        discretionarySpending: dollarsOf(wholeCents(wants)),
        ratio: hundredths(ratio),
        healthCheck: healthCheck(ratio, income, all, wants),
      },
      categories,
      spendingPatterns,
      recommendations: { quick_wins: quickWins, behavioral_changes: behavioral, long_term_strategies: longTerm },
      monthlyBreakdown,
    },
    ledger.corrections,
  );
}
