import { AGENTS, isOverBudget } from '@ledgerlight/contract';
import type {
  Account,
  BudgetCategory,
  BudgetIncomeSource,
  BudgetInsight,
  BudgetResult,
  Transaction,
} from '@ledgerlight/contract';

import { CATEGORY_INFO } from './categories';
import type { SpendingCategory } from './categories';
import { costOfLivingAt } from './cost-of-living';
import type { CostOfLiving } from './cost-of-living';
import { factsOf } from './facts';
import type { CategoryFacts } from './facts';
import { prepareLedger } from './ledger';
import { withCorrections } from './corrections';
import type { AnalysisRunOptions } from './corrections';
import { dollarsOf, toCents, usd0, wholeCents, wholeDollarCents } from './money';
import { clamp, percentOf } from './util';

/**
 * budget_builder (product 3 "Budget result", product 5 optional annualIncome and zipcode, product 9: 6 months).
 * Amounts are monthly averages over the months the data covers. Suggested budgets follow guideline
 * shares of take-home income (categories.ts, after the 50/30/20 rule), scaled by the state's price
 * parity when a ZIP code is given, and never ask for more than a realistic cut in one step.
 * Money is in cents (ADR 0041): monthly figures are rates in cents, whole cents once they are shown.
 */

/** Share of a stated gross annual income assumed to reach the bank after taxes and deductions. */
export const TAKE_HOME_SHARE = 0.78;
/** Largest cut one budget asks for at once: 10 % of an essential, 25 % of a discretionary category. */
const MAX_CUT = { essential: 0.1, discretionary: 0.25 } as const;
/** Transactions listed per category. */
const TRANSACTIONS_PER_CATEGORY = 10;

const HEALTH_LEVELS = [
  [80, 'Excellent'],
  [60, 'Good'],
  [40, 'Fair'],
] as const;

/**
 * Suggested monthly budget for a category in cents (product 3: suggestedBudget), from its monthly
 * spending and the reference income in cents: the spending itself when it is within the guideline,
 * else a whole-dollar target.
 */
export function suggestBudget(
  category: SpendingCategory,
  currentCents: number,
  referenceIncomeCents: number,
  col: CostOfLiving | undefined,
): number {
  const info = CATEGORY_INFO[category];
  if (category === 'fees') return 0;
  const parity = col ? 1 + (col.priceParity / 100 - 1) * info.costOfLivingWeight : 1;
  const guideline = (info.guidelineShare / 100) * referenceIncomeCents * parity;
  if (currentCents <= guideline) return currentCents;
  const floor = currentCents * (1 - (info.essential ? MAX_CUT.essential : MAX_CUT.discretionary));
  return wholeDollarCents(Math.max(guideline, floor));
}

/**
 * The one income a budget result is computed from: the annual income the user gave (dollars, the
 * contract's option), after an assumed tax (TAKE_HOME_SHARE), or else the average monthly deposits
 * seen (cents), or else none. `monthlyCents` is a rate in cents.
 */
export function incomeBasisOf(
  annualIncome: number | undefined,
  depositsPerMonth: number,
): { source: BudgetIncomeSource; monthlyCents: number; description: string } {
  if (annualIncome !== undefined && annualIncome > 0) {
    const annualCents = toCents(annualIncome);
    const monthly = (annualCents / 12) * TAKE_HOME_SHARE;
    return {
      source: 'stated',
      monthlyCents: monthly,
      description: `Based on the income you gave, ${usd0(annualCents)} a year, about ${usd0(monthly)} a month after tax (${Math.round(TAKE_HOME_SHARE * 100)}% of gross assumed). ${
        depositsPerMonth > 0
          ? `Income seen in these accounts averages ${usd0(depositsPerMonth)} a month; the income you gave is used instead, since these accounts may not hold all of it.`
          : 'No income was seen in these accounts.'
      }`,
    };
  }
  if (depositsPerMonth > 0)
    return {
      source: 'deposits',
      monthlyCents: depositsPerMonth,
      description: `Based on the deposits seen in these accounts, about ${usd0(depositsPerMonth)} a month.`,
    };
  return {
    source: 'none',
    monthlyCents: 0,
    description: 'No income was seen in these accounts and none was given; suggested budgets are shares of spending.',
  };
}

function healthLevel(score: number): BudgetResult['budgetHealth']['level'] {
  return HEALTH_LEVELS.find(([min]) => score >= min)?.[1] ?? 'Poor';
}

/** budget_builder: `(accounts, transactions, options, now) -> BudgetResult` (product 3). */
export function analyzeBudget(
  _accounts: readonly Account[],
  transactions: readonly Transaction[],
  options: AnalysisRunOptions,
  now: Date,
): BudgetResult {
  const ledger = prepareLedger(transactions, now, AGENTS.budget_builder.dataWindowMonths, options.corrections);
  const facts = factsOf(ledger);
  const deposits = facts.incomeMonthlyCents;
  const expenses = facts.spendingMonthlyCents;
  const basis = incomeBasisOf(options.annualIncome, deposits);
  // The one income of this result: every income-based figure below is computed from it.
  const income = basis.monthlyCents;
  // Suggested budgets need a scale even when no income is known: then they are shares of spending.
  const referenceIncome = income > 0 ? income : expenses;
  const col = options.zipcode ? costOfLivingAt(options.zipcode) : undefined;

  const rows = facts.categories.map((t: CategoryFacts) => {
    const current = t.monthlyCents;
    const suggested = suggestBudget(t.category, current, referenceIncome, col);
    return { totals: t, current, suggested };
  });

  const categories: BudgetCategory[] = rows.map(({ totals: t, current, suggested }) => ({
    name: CATEGORY_INFO[t.category].label,
    icon: CATEGORY_INFO[t.category].icon,
    currentSpending: dollarsOf(wholeCents(current)),
    suggestedBudget: dollarsOf(wholeCents(suggested)),
    variance: dollarsOf(wholeCents(current - suggested)),
    percentage: percentOf(current, expenses),
    transactions: t.expenses.slice(0, TRANSACTIONS_PER_CATEGORY).map((x) => ({
      date: x.date,
      merchant: x.merchant,
      merchantKey: x.entityId,
      description: x.name,
      amount: dollarsOf(x.magnitudeCents),
    })),
  }));

  // Health (0-100): saving rate 40, housing share 20, discretionary share 20, overspend 20.
  const cashFlow = income - expenses;
  const savingRate = income > 0 ? cashFlow / income : 0;
  const housing = facts.categories.find((c) => c.category === 'housing')?.monthlyCents ?? 0;
  const housingShare = income > 0 ? housing / income : 1;
  const discretionary = facts.discretionaryMonthlyCents;
  const discretionaryShare = expenses > 0 ? discretionary / expenses : 0;
  const overspend = rows.reduce((acc, r) => acc + Math.max(0, r.current - r.suggested), 0);
  const overspendShare = expenses > 0 ? overspend / expenses : 0;
  const points = {
    saving: clamp(savingRate / 0.2, 0, 1) * 40,
    housing: clamp((0.5 - housingShare) / 0.2, 0, 1) * 20,
    discretionary: clamp((0.6 - discretionaryShare) / 0.3, 0, 1) * 20,
    overspend: clamp((0.25 - overspendShare) / 0.25, 0, 1) * 20,
  };
  const score =
    expenses === 0 && income === 0
      ? 0
      : Math.round(points.saving + points.housing + points.discretionary + points.overspend);
  const factors: string[] = [];
  if (expenses === 0 && income === 0) factors.push('No income or spending in the last six months to assess');
  else {
    factors.push(basis.description);
    factors.push(
      cashFlow >= 0
        ? `Saving ${(savingRate * 100).toFixed(0)}% of income`
        : `Spending ${usd0(-cashFlow)} a month more than income`,
    );
    if (income > 0)
      factors.push(
        `Housing takes ${(housingShare * 100).toFixed(0)}% of income${housingShare > 0.3 ? ' (above the 30% guideline)' : ''}`,
      );
    factors.push(`Discretionary spending is ${(discretionaryShare * 100).toFixed(0)}% of expenses`);
    if (overspend > 0) factors.push(`${usd0(overspend)} a month above the suggested budgets`);
    if (col) factors.push(`Targets adjusted for ${col.state} prices (${col.priceParity} vs US 100)`);
  }

  const insights: BudgetInsight[] = [];
  if (expenses > 0 || income > 0) {
    insights.push(
      cashFlow >= 0
        ? {
            type: 'positive',
            title: 'You spend less than you earn',
            category: 'Overall',
            impact: savingRate >= 0.2 ? 'Low' : 'Medium',
            description: `About ${usd0(cashFlow)} a month is left after spending, ${(savingRate * 100).toFixed(0)}% of income${savingRate < 0.2 ? '; 20% is a common target' : ''}.`,
            actionable: savingRate < 0.2,
            suggestedActions:
              savingRate < 0.2
                ? ['Move the surplus to savings automatically on payday']
                : ['Keep the automatic transfer to savings going'],
          }
        : {
            type: 'warning',
            title: 'Spending exceeds income',
            category: 'Overall',
            impact: 'High',
            description:
              income > 0
                ? `You spend about ${usd0(-cashFlow)} a month more than the ${usd0(income)} you take home.`
                : `No income was seen in these accounts and none was given, against ${usd0(expenses)} a month of spending.`,
            actionable: true,
            suggestedActions: [
              'Start with the over-budget categories below',
              'Pause non-essential subscriptions for a month',
            ],
          },
    );
  }
  const over = rows.filter((r) =>
    isOverBudget({
      suggestedBudget: dollarsOf(wholeCents(r.suggested)),
      variance: dollarsOf(wholeCents(r.current - r.suggested)),
    }),
  );
  for (const row of over.slice(0, 4)) {
    const label = CATEGORY_INFO[row.totals.category].label;
    const gap = row.current - row.suggested;
    insights.push({
      type: CATEGORY_INFO[row.totals.category].essential ? 'warning' : 'opportunity',
      title: `${label} is above the suggested budget`,
      category: label,
      impact: gap >= 0.05 * referenceIncome ? 'High' : gap >= 0.02 * referenceIncome ? 'Medium' : 'Low',
      description: `You spend ${usd0(row.current)} a month on ${label.toLowerCase()}; the suggested budget is ${usd0(row.suggested)}.`,
      actionable: true,
      suggestedActions: [
        `Cap ${label.toLowerCase()} at ${usd0(row.suggested)} a month`,
        `Review the largest ${label.toLowerCase()} charges below`,
      ],
    });
  }
  if (income > 0 && housingShare > 0.35 && housing > 0) {
    insights.push({
      type: 'warning',
      title: 'Housing takes a large share of income',
      category: CATEGORY_INFO.housing.label,
      impact: 'High',
      description: `Housing costs ${usd0(housing)} a month, ${(housingShare * 100).toFixed(0)}% of income; 30% is the usual guideline.`,
      actionable: false,
      suggestedActions: ['Consider a roommate or a cheaper place when the lease ends'],
    });
  }
  if (col) {
    insights.push({
      type: 'info',
      title: `Adjusted for the cost of living in ${col.state}`,
      category: 'Overall',
      impact: 'Low',
      description: `Prices in ${col.state} are ${col.priceParity} against a US average of 100 (${col.level.toLowerCase()} cost of living); housing and everyday targets are scaled to match.`,
      actionable: false,
      suggestedActions: [],
    });
  }

  const shortTerm = over
    .slice(0, 3)
    .map(
      (r) =>
        `Bring ${CATEGORY_INFO[r.totals.category].label.toLowerCase()} down from ${usd0(r.current)} to ${usd0(r.suggested)} a month.`,
    );
  if (shortTerm.length === 0)
    shortTerm.push('Keep every category within its suggested budget and check progress weekly.');
  shortTerm.push('Turn on spending alerts for your largest categories.');
  const longTerm = [
    `Build an emergency fund of three to six months of expenses (${usd0(expenses * 3)} to ${usd0(expenses * 6)}).`,
    'Raise your saving rate towards 20% of income, a step of 1% every few months.',
  ];
  if (income > 0 && housingShare > 0.3)
    longTerm.push('Aim to keep housing at or below 30% of income at your next move or renewal.');

  return withCorrections(
    {
      totalIncome: dollarsOf(wholeCents(income)),
      incomeBasis: {
        source: basis.source,
        depositsSeen: dollarsOf(wholeCents(deposits)),
        description: basis.description,
      },
      totalExpenses: dollarsOf(wholeCents(expenses)),
      categories,
      insights,
      recommendations: { shortTerm, longTerm },
      budgetHealth: {
        score: clamp(score, 0, 100),
        level: healthLevel(score),
        factors,
        incomeAppropriate: income > 0 && expenses <= income,
        colAdjusted: col !== undefined,
      },
      userContext: {
        annualIncome: options.annualIncome ?? null,
        zipcode: options.zipcode ?? null,
        costOfLiving: col?.level ?? null,
      },
    },
    ledger.corrections,
  );
}
