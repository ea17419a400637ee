import { AGENTS, IMPACT_LEVELS } from '@ledgerlight/contract';
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
import { prepareLedgers } from './ledger';
import type { Ledger, PreparedTransaction } from './ledger';
import { withCorrections } from './corrections';
import type { AnalysisRunOptions } from './corrections';
import { annualImpactOf, duplicateGroups, isCounted } from './recurring';
import { FACTS_WINDOW_MONTHS, factsOf } from './facts';
import { detectRecurringStreams } from './streams';
import type { RecurringStream } from './streams';
import { dollarsOf, toCents, usd, usd0, wholeCents } from './money';
import type { Cents } from './money';
import { clamp, percentOf } from './util';

/**
 * savings_finder (product 3 "Savings finder result", product 9: 12 months; opportunities sorted by priority
 * High, Medium, Low, then savings descending). Each opportunity is a rule over the year's spending with
 * a stated saving rate; every amount is monthly. savingsScore is spending efficiency: 100 means no
 * avoidable spending was found, and it falls by 2.5 points per percent of spending that could be saved
 * (so the colours of product 9 read green = efficient, red = much room to save).
 * Money is in cents (ADR 0041): monthly figures are rates in cents, whole cents where they are shown.
 */

/** Related transactions kept per opportunity (the UI previews 3 and says '+N more', product 9). */
const TRANSACTIONS_PER_OPPORTUNITY = 25;

/** The least monthly saving an opportunity is shown for. */
const MIN_SAVING_CENTS = toCents(0.5);

/** Share of the subscriptions' cost that typically goes unused (about one in four). */
const UNUSED_SHARE = 0.25;

type Priority = SavingsOpportunity['priority'];
type Effort = SavingsOpportunity['effort'];

interface Draft {
  readonly key: string;
  readonly category: string;
  readonly priority: Priority;
  readonly effort: Effort;
  readonly title: string;
  readonly description: string;
  /** Monthly saving and monthly spending it is a share of, in cents. */
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
    .map((t) => ({
      date: t.date,
      merchant: t.merchant,
      merchantKey: t.entityId,
      amount: dollarsOf(t.magnitudeCents),
    }));
}

function suggestion(
  type: string,
  text: string,
  monthlyCents: number,
  actionUrl: string | null = null,
): SavingsSuggestion {
  return { type, suggestion: text, estimatedSavings: dollarsOf(wholeCents(monthlyCents)), actionUrl };
}

/** Priority by the monthly saving in cents against two thresholds in cents. */
function byPriority(potential: number, high: Cents, medium: Cents): Priority {
  return potential >= high ? 'High' : potential >= medium ? 'Medium' : 'Low';
}

const nameOf = (s: RecurringStream): string => s.service?.name ?? s.merchant;

/**
 * Opportunities from recurring streams: overlapping services, price rises and subscriptions that may
 * go unused. They never count a dollar twice: a stream cancelled in an overlap is left out of the
 * later opportunities, and the unused-subscription estimate applies only to what is left of each
 * stream's cost after a price rise already claimed part of it.
 */
function subscriptionDrafts(streams: readonly RecurringStream[], claimed: Map<string, number>): Draft[] {
  const drafts: Draft[] = [];
  const claim = (s: RecurringStream, monthly: number) => claimed.set(s.id, (claimed.get(s.id) ?? 0) + monthly);
  const unclaimed = (s: RecurringStream) => Math.max(0, s.monthlyCents - (claimed.get(s.id) ?? 0));

  for (const group of duplicateGroups(streams)) {
    const [keep, ...rest] = group;
    if (!keep) continue;
    const potential = rest.reduce((acc, s) => acc + s.monthlyCents, 0);
    const together = group.reduce((acc, s) => acc + s.monthlyCents, 0);
    for (const s of rest) claim(s, s.monthlyCents);
    const kind = keep.service?.kind ?? 'subscriptions';
    drafts.push({
      key: `overlap_${kind}`,
      category: 'Subscriptions',
      priority: byPriority(potential, toCents(15), toCents(5)),
      effort: 'Easy',
      title: `Overlapping ${group.map(nameOf).join(' and ')}`,
      description: `You pay for ${group.length} services of the same kind, ${usd(wholeCents(together))} a month together. Your statements cannot tell which one you use: keep the one you use most and cancel the others. This estimate keeps ${nameOf(keep)}, the one you have paid for longest, and saves ${usd(wholeCents(potential))} a month.`,
      potential,
      current: together,
      timeframe: 'Immediate',
      suggestions: rest.map((s) =>
        suggestion(
          'cancel',
          `Cancel ${nameOf(s)} (${usd(s.latestCents)} ${s.frequency})`,
          s.monthlyCents,
          s.service?.cancellationUrl ?? null,
        ),
      ),
      transactions: group.flatMap((s) => s.charges),
    });
  }
  const rises = streams.filter((s) => isCounted(s) && s.priceChange && unclaimed(s) > 0);
  if (rises.length > 0) {
    const monthly = (s: RecurringStream) => Math.min(unclaimed(s), annualImpactOf(s) / 12);
    const potential = rises.reduce((acc, s) => acc + monthly(s), 0);
    const suggestions = rises.map((s) =>
      suggestion(
        'negotiate',
        `Ask ${nameOf(s)} to keep ${usd(s.priceChange?.beforeCents ?? wholeCents(0))}, or downgrade your plan`,
        monthly(s),
        s.service?.managementUrl ?? null,
      ),
    );
    for (const s of rises) claim(s, monthly(s));
    drafts.push({
      key: 'price_increases',
      category: 'Subscriptions',
      priority: byPriority(potential, toCents(25), toCents(5)),
      effort: 'Medium',
      title: `${rises.length} recurring ${rises.length === 1 ? 'price has' : 'prices have'} gone up`,
      description: `Price rises at ${rises.map(nameOf).join(', ')} cost ${usd(wholeCents(potential * 12))} more a year. Ask for the old rate, or move to a cheaper plan.`,
      potential,
      current: rises.reduce((acc, s) => acc + s.monthlyCents, 0),
      timeframe: '1-2 months',
      suggestions,
      transactions: rises.flatMap((s) => s.charges),
    });
  }
  // Services already weighed in an overlap are not asked about again.
  const inOverlap = new Set(duplicateGroups(streams).flatMap((group) => group.map((s) => s.id)));
  const subscriptions = streams.filter(
    (s) => isCounted(s) && s.category === 'subscriptions' && unclaimed(s) > 0 && !inOverlap.has(s.id),
  );
  if (subscriptions.length >= 3) {
    const current = subscriptions.reduce((acc, s) => acc + s.monthlyCents, 0);
    const potential = subscriptions.reduce((acc, s) => acc + unclaimed(s) * UNUSED_SHARE, 0);
    drafts.push({
      key: 'unused_subscriptions',
      category: 'Subscriptions',
      priority: byPriority(potential, toCents(30), toCents(10)),
      effort: 'Easy',
      title: 'Subscriptions you may not use',
      description: `${subscriptions.length} subscriptions cost ${usd(wholeCents(current))} a month. Most households find about one in four rarely used: review each and cancel the ones you have not opened in a month.`,
      potential,
      current,
      timeframe: 'Immediate',
      suggestions: [...subscriptions]
        .sort((a, b) => b.monthlyCents - a.monthlyCents)
        .slice(0, 4)
        .map((s) =>
          suggestion(
            'review',
            `If you no longer use ${nameOf(s)}, cancelling it saves ${usd(wholeCents(unclaimed(s)))} a month`,
            unclaimed(s),
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
  /** Monthly spending below which the rule stays silent, in cents. */
  readonly minimumCents: Cents;
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
    minimumCents: toCents(1),
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
    minimumCents: toCents(100),
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
    minimumCents: toCents(50),
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
    minimumCents: toCents(100),
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
    minimumCents: toCents(50),
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
    minimumCents: toCents(150),
    effort: 'Medium',
    timeframe: '1-3 months',
    title: 'Shopping and entertainment',
    advice: [
      ['reduce', 'Wait 48 hours before any non-essential purchase over $50', 0.6],
      ['reduce', 'Unsubscribe from retailer emails and saved cards', 0.4],
    ],
  },
];

/** savings_finder: `(accounts, transactions, options, now) -> SavingsResult` (product 3). */
export function analyzeSavings(
  _accounts: readonly Account[],
  transactions: readonly Transaction[],
  options: AnalysisRunOptions,
  now: Date,
): SavingsResult {
  // Monthly figures come from the same facts as Budget Builder's and Discretionary Spending's
  // (facts.ts, their six-month window), so 'you spend $X a month on dining' is one number across
  // agents; the longer window finds yearly and quarterly subscriptions. Both windows share one
  // reading of each transaction (ADR 0031).
  const [ledger, factsLedger] = prepareLedgers(
    transactions,
    now,
    [AGENTS.savings_finder.dataWindowMonths, FACTS_WINDOW_MONTHS],
    options.corrections,
  ) as [Ledger, Ledger];
  const facts = factsOf(factsLedger);
  const totals = new Map(facts.categories.map((c) => [c.category, c] as const));
  const streams = detectRecurringStreams(ledger);
  /** Monthly savings each stream already contributes to an opportunity, by stream id. */
  const claimed = new Map<string, number>();
  const drafts: Draft[] = subscriptionDrafts(streams, claimed);

  for (const rule of CATEGORY_RULES) {
    const present = rule.categories.filter((c) => totals.has(c));
    const current = present.reduce((acc, c) => acc + (totals.get(c)?.monthlyCents ?? 0), 0);
    if (current < rule.minimumCents) continue;
    // Savings already counted on these categories' recurring bills (a price rise) are not counted again.
    const counted = streams
      .filter((s) => rule.categories.includes(s.category))
      .reduce((acc, s) => acc + (claimed.get(s.id) ?? 0), 0);
    const potential = Math.max(0, current - counted) * rule.rate;
    const labels = present.map((c) => CATEGORY_INFO[c].label.toLowerCase()).join(' and ');
    drafts.push({
      key: rule.key,
      category: CATEGORY_INFO[present[0] as SpendingCategory].label,
      priority: byPriority(potential, toCents(100), toCents(25)),
      effort: rule.effort,
      title: rule.title,
      description: `You spend ${usd(wholeCents(current))} a month on ${labels}. Cutting ${Math.round(rule.rate * 100)}%${counted > 0 ? ` of the ${usd(wholeCents(current - counted))} not already counted in a price rise above` : ''} would save ${usd(wholeCents(potential))} a month, ${usd0(potential * 12)} a year.`,
      potential,
      current,
      timeframe: rule.timeframe,
      suggestions: rule.advice.map(([type, text, share]) => suggestion(type, text, potential * share)),
      transactions: present.flatMap((c) => totals.get(c)?.expenses ?? []),
    });
  }

  const order = (p: Priority) => IMPACT_LEVELS.indexOf(p);
  // Each opportunity with its saving in whole cents: the total is their sum, and the narrative
  // below states the same figures the result shows in dollars.
  const kept = drafts
    .filter((d) => d.potential >= MIN_SAVING_CENTS)
    .sort((a, b) => order(a.priority) - order(b.priority) || b.potential - a.potential)
    .map((d) => {
      const savingCents = wholeCents(d.potential);
      const opportunity: SavingsOpportunity = {
        id: `opp_${d.key}`,
        category: d.category,
        priority: d.priority,
        effort: d.effort,
        title: d.title,
        description: d.description,
        potentialSavings: dollarsOf(savingCents),
        savingsPercentage: percentOf(d.potential, d.current),
        currentSpending: dollarsOf(wholeCents(d.current)),
        timeframe: d.timeframe,
        suggestions: [...d.suggestions],
        transactions: resultTransactions(d.transactions),
      };
      return { opportunity, savingCents };
    });
  const opportunities = kept.map((k) => k.opportunity);

  const total = wholeCents(kept.reduce((acc, k) => acc + k.savingCents, 0));
  const spending = facts.spendingMonthlyCents;
  const share = spending > 0 ? total / spending : 0;
  const recommendations: string[] = [];
  if (opportunities.length === 0)
    recommendations.push('No clear savings opportunities were found in the last twelve months.');
  for (const { opportunity: o, savingCents } of kept.slice(0, 3))
    recommendations.push(`${o.title}: save about ${usd(savingCents)} a month (${o.effort.toLowerCase()} to do).`);
  if (total > 0)
    recommendations.push(
      `Move the ${usd0(total)} a month you free up to savings automatically on payday, so it is not spent elsewhere.`,
    );
  return withCorrections(
    {
      opportunities,
      totalPotentialSavings: dollarsOf(total),
      savingsScore: Math.round(clamp(100 - share * 250, 0, 100)),
      recommendations,
      analysisMetadata: {
        transactionsAnalyzed: ledger.transactions.length,
        timeframeAnalyzed: `${ledger.windowMonths} months`,
        categoriesReviewed: totals.size,
      },
    },
    ledger.corrections,
  );
}
