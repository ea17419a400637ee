import { AGENTS, SAVINGS_PRIORITIES } from '@ledgerlight/contract';
import type {
  Account,
  ResultTransaction,
  SavingsOpportunity,
  SavingsResult,
  SavingsSuggestion,
  Transaction,
} from '@ledgerlight/contract';

import { CATEGORY_INFO } from './categories';
import type { SpendingCategory } from './categories';
import { aggregateByCategory, prepareLedger } from './ledger';
import type { PreparedTransaction } from './ledger';
import type { AnalysisOptions } from './options';
import { annualImpactOf, duplicateGroups, isCounted } from './recurring';
import { detectRecurringStreams } from './streams';
import type { RecurringStream } from './streams';
import { clamp, percentOf, round2, usd, usd0 } from './util';

/**
 * savings_finder (spec 3 "Savings finder result", spec 9: 12 months; opportunities sorted by priority
 * High, Medium, Low, then savings descending). Each opportunity is a rule over the year's spending with
 * a stated saving rate; every amount is monthly. savingsScore is spending efficiency: 100 means no
 * avoidable spending was found, and it falls by 2.5 points per percent of spending that could be saved
 * (so the colours of spec 9 read green = efficient, red = much room to save).
 */

/** Related transactions kept per opportunity (the UI previews 3 and says '+N more', spec 9). */
const TRANSACTIONS_PER_OPPORTUNITY = 25;

type Priority = SavingsOpportunity['priority'];
type Effort = SavingsOpportunity['effort'];

interface Draft {
  readonly key: string;
  readonly category: string;
  readonly priority: Priority;
  readonly effort: Effort;
  readonly title: string;
  readonly description: string;
  readonly potential: number;
  readonly current: number;
  readonly timeframe: string;
  readonly suggestions: readonly SavingsSuggestion[];
  readonly transactions: readonly PreparedTransaction[];
}

function resultTransactions(list: readonly PreparedTransaction[]): ResultTransaction[] {
  return [...list]
    .sort((a, b) => b.day - a.day)
    .slice(0, TRANSACTIONS_PER_OPPORTUNITY)
    .map((t) => ({ date: t.date, merchant: t.merchant, amount: round2(t.magnitude) }));
}

function suggestion(type: string, text: string, monthly: number, actionUrl: string | null = null): SavingsSuggestion {
  return { type, suggestion: text, estimatedSavings: round2(monthly), actionUrl };
}

function byPriority(potential: number, high: number, medium: number): Priority {
  return potential >= high ? 'High' : potential >= medium ? 'Medium' : 'Low';
}

/** Opportunities from recurring streams: overlapping services and price rises. */
function subscriptionDrafts(streams: readonly RecurringStream[]): Draft[] {
  const drafts: Draft[] = [];
  for (const group of duplicateGroups(streams)) {
    const [keep, ...rest] = group;
    if (!keep) continue;
    const potential = rest.reduce((acc, s) => acc + s.monthlyCost, 0);
    const kind = keep.service?.kind ?? 'subscriptions';
    drafts.push({
      key: `overlap_${kind}`,
      category: 'Subscriptions',
      priority: byPriority(potential, 15, 5),
      effort: 'Easy',
      title: `Overlapping ${group.map((s) => s.service?.name ?? s.merchant).join(' and ')}`,
      description: `You pay for ${group.length} services of the same kind. Keeping only ${keep.service?.name ?? keep.merchant} saves ${usd(potential)} a month.`,
      potential,
      current: group.reduce((acc, s) => acc + s.monthlyCost, 0),
      timeframe: 'Immediate',
      suggestions: rest.map((s) =>
        suggestion(
          'cancel',
          `Cancel ${s.service?.name ?? s.merchant} (${usd(s.latestAmount)} ${s.frequency})`,
          s.monthlyCost,
          s.service?.cancellationUrl ?? null,
        ),
      ),
      transactions: group.flatMap((s) => s.charges),
    });
  }
  const rises = streams.filter((s) => isCounted(s) && s.priceChange);
  if (rises.length > 0) {
    const monthly = (s: RecurringStream) => annualImpactOf(s) / 12;
    const potential = rises.reduce((acc, s) => acc + monthly(s), 0);
    drafts.push({
      key: 'price_increases',
      category: 'Subscriptions',
      priority: byPriority(potential, 25, 5),
      effort: 'Medium',
      title: `${rises.length} recurring ${rises.length === 1 ? 'price has' : 'prices have'} gone up`,
      description: `Price rises at ${rises.map((s) => s.service?.name ?? s.merchant).join(', ')} cost ${usd(potential * 12)} more a year. Ask for the old rate, or move to a cheaper plan.`,
      potential,
      current: rises.reduce((acc, s) => acc + s.monthlyCost, 0),
      timeframe: '1-2 months',
      suggestions: rises.map((s) =>
        suggestion(
          'negotiate',
          `Ask ${s.service?.name ?? s.merchant} to keep ${usd(s.priceChange?.fromAmount ?? 0)}, or downgrade your plan`,
          monthly(s),
          s.service?.managementUrl ?? null,
        ),
      ),
      transactions: rises.flatMap((s) => s.charges),
    });
  }
  const subscriptions = streams.filter((s) => isCounted(s) && s.category === 'subscriptions');
  if (subscriptions.length >= 3) {
    const current = subscriptions.reduce((acc, s) => acc + s.monthlyCost, 0);
    const potential = current * 0.25;
    drafts.push({
      key: 'unused_subscriptions',
      category: 'Subscriptions',
      priority: byPriority(potential, 30, 10),
      effort: 'Easy',
      title: 'Subscriptions you may not use',
      description: `${subscriptions.length} subscriptions cost ${usd(current)} a month. Most households find about one in four rarely used: review each and cancel the ones you have not opened in a month.`,
      potential,
      current,
      timeframe: 'Immediate',
      suggestions: [...subscriptions]
        .sort((a, b) => b.monthlyCost - a.monthlyCost)
        .slice(0, 4)
        .map((s) =>
          suggestion(
            'cancel',
            `Do you still use ${s.service?.name ?? s.merchant}? (${usd(s.monthlyCost)} a month)`,
            s.monthlyCost * 0.25,
            s.service?.cancellationUrl ?? null,
          ),
        ),
      transactions: subscriptions.flatMap((s) => s.charges),
    });
  }
  return drafts;
}

interface CategoryRule {
  readonly key: string;
  readonly categories: readonly SpendingCategory[];
  /** Share of the monthly spending that can realistically be saved. */
  readonly rate: number;
  /** Monthly spending below which the rule stays silent. */
  readonly minimum: number;
  readonly effort: Effort;
  readonly timeframe: string;
  readonly title: string;
  readonly advice: readonly (readonly [type: string, text: string, share: number])[];
}

/** Category-level rules: fees, food out, convenience, bills and shopping. */
const CATEGORY_RULES: readonly CategoryRule[] = [
  {
    key: 'fees',
    categories: ['fees'],
    rate: 1,
    minimum: 1,
    effort: 'Easy',
    timeframe: 'Immediate',
    title: 'Bank fees and interest you can avoid',
    advice: [
      ['avoid', 'Turn on overdraft protection or low-balance alerts', 0.6],
      ['switch', 'Use in-network ATMs or a no-fee account', 0.4],
    ],
  },
  {
    key: 'dining_delivery',
    categories: ['dining', 'delivery'],
    rate: 0.3,
    minimum: 100,
    effort: 'Medium',
    timeframe: '1-3 months',
    title: 'Dining out and food delivery',
    advice: [
      ['reduce', 'Cook at home two more evenings a week', 0.6],
      ['switch', 'Pick up instead of paying delivery and service fees', 0.4],
    ],
  },
  {
    key: 'convenience',
    categories: ['coffee', 'rideshare'],
    rate: 0.35,
    minimum: 50,
    effort: 'Easy',
    timeframe: 'Immediate',
    title: 'Convenience spending: coffee and rides',
    advice: [
      ['reduce', 'Make coffee at home on weekdays', 0.6],
      ['switch', 'Use transit or walk for short trips', 0.4],
    ],
  },
  {
    key: 'phone_internet',
    categories: ['phone_internet'],
    rate: 0.2,
    minimum: 100,
    effort: 'Medium',
    timeframe: '1 month',
    title: 'Phone and internet bills',
    advice: [
      ['negotiate', 'Call your provider and ask for the current promotional rate', 0.5],
      ['switch', 'Compare prepaid and bundle plans', 0.5],
    ],
  },
  {
    key: 'insurance',
    categories: ['insurance'],
    rate: 0.1,
    minimum: 50,
    effort: 'Medium',
    timeframe: 'At renewal',
    title: 'Insurance premiums',
    advice: [
      ['switch', 'Get three quotes before your next renewal', 0.7],
      ['negotiate', 'Raise the deductible if you have an emergency fund', 0.3],
    ],
  },
  {
    key: 'shopping',
    categories: ['shopping', 'entertainment'],
    rate: 0.2,
    minimum: 150,
    effort: 'Medium',
    timeframe: '1-3 months',
    title: 'Shopping and entertainment',
    advice: [
      ['reduce', 'Wait 48 hours before any non-essential purchase over $50', 0.6],
      ['reduce', 'Unsubscribe from retailer emails and saved cards', 0.4],
    ],
  },
];

/** savings_finder: `(accounts, transactions, options, now) -> SavingsResult` (spec 3). */
export function analyzeSavings(
  _accounts: readonly Account[],
  transactions: readonly Transaction[],
  _options: AnalysisOptions,
  now: Date,
): SavingsResult {
  const ledger = prepareLedger(transactions, now, AGENTS.savings_finder.dataWindowMonths);
  const months = ledger.monthsCovered;
  const totals = aggregateByCategory(ledger);
  const streams = detectRecurringStreams(ledger);
  const drafts: Draft[] = subscriptionDrafts(streams);

  for (const rule of CATEGORY_RULES) {
    const present = rule.categories.filter((c) => totals.has(c));
    const current = present.reduce((acc, c) => acc + (totals.get(c)?.total ?? 0), 0) / months;
    if (current < rule.minimum) continue;
    const potential = current * rule.rate;
    const labels = present.map((c) => CATEGORY_INFO[c].label.toLowerCase()).join(' and ');
    drafts.push({
      key: rule.key,
      category: CATEGORY_INFO[present[0] as SpendingCategory].label,
      priority: byPriority(potential, 100, 25),
      effort: rule.effort,
      title: rule.title,
      description: `You spend ${usd(current)} a month on ${labels}. Cutting ${Math.round(rule.rate * 100)}% would save ${usd(potential)} a month, ${usd0(potential * 12)} a year.`,
      potential,
      current,
      timeframe: rule.timeframe,
      suggestions: rule.advice.map(([type, text, share]) => suggestion(type, text, potential * share)),
      transactions: present.flatMap((c) => totals.get(c)?.expenses ?? []),
    });
  }

  const order = (p: Priority) => SAVINGS_PRIORITIES.indexOf(p);
  const opportunities: SavingsOpportunity[] = drafts
    .filter((d) => d.potential >= 0.5)
    .sort((a, b) => order(a.priority) - order(b.priority) || b.potential - a.potential)
    .map((d) => ({
      id: `opp_${d.key}`,
      category: d.category,
      priority: d.priority,
      effort: d.effort,
      title: d.title,
      description: d.description,
      potentialSavings: round2(d.potential),
      savingsPercentage: percentOf(d.potential, d.current),
      currentSpending: round2(d.current),
      timeframe: d.timeframe,
      suggestions: [...d.suggestions],
      transactions: resultTransactions(d.transactions),
    }));

  const total = opportunities.reduce((acc, o) => acc + o.potentialSavings, 0);
  const spending = [...totals.values()].reduce((acc, c) => acc + c.total, 0) / months;
  const share = spending > 0 ? total / spending : 0;
  const recommendations: string[] = [];
  if (opportunities.length === 0)
    recommendations.push('No clear savings opportunities were found in the last twelve months.');
  for (const o of opportunities.slice(0, 3))
    recommendations.push(
      `${o.title}: save about ${usd(o.potentialSavings)} a month (${o.effort.toLowerCase()} to do).`,
    );
  if (total > 0)
    recommendations.push(
      `Move the ${usd0(total)} a month you free up to savings automatically on payday, so it is not spent elsewhere.`,
    );
  return {
    opportunities,
    totalPotentialSavings: round2(total),
    savingsScore: Math.round(clamp(100 - share * 250, 0, 100)),
    recommendations,
    analysisMetadata: {
      transactionsAnalyzed: ledger.transactions.length,
      timeframeAnalyzed: `${ledger.windowMonths} months`,
      categoriesReviewed: totals.size,
    },
  };
}
