import { AGENTS } from '@ledgerlight/contract';
import type { Account, RecurringCategory, RecurringExpense, RecurringResult, Transaction } from '@ledgerlight/contract';

import { CATEGORY_INFO } from './categories';
import { withCorrections } from './corrections';
import type { AnalysisRunOptions } from './corrections';
import type { SpendingCategory } from './categories';
import { prepareLedger } from './ledger';
import { DUPLICATE_PRONE_KINDS, SERVICE_KIND_CATEGORY } from './services';
import type { Difficulty } from './services';
import { detectRecurringStreams } from './streams';
import type { RecurringStream } from './streams';
import { dollarsOf, usd, wholeCents } from './money';
import { dateText, groupBy, isoOfDay, percentOf } from './util';

/**
 * recurring_expenses (product 3 "Recurring expenses result", product 9: 6 months; monthly conversion
 * daily x30, weekly x4.33, quarterly /3, yearly /12; categories sorted by totalAmount descending).
 * Totals count active, paused and unknown streams; cancelled ones are listed but not counted.
 * Money is in cents (ADR 0041): monthly costs are rates in cents, whole cents where they are shown.
 */

/** Streams that still cost money. */
export function isCounted(stream: RecurringStream): boolean {
  return stream.status !== 'cancelled';
}

/** The name a stream is shown under. */
function nameOf(stream: RecurringStream): string {
  return stream.renamed ?? stream.service?.name ?? stream.merchant;
}

/** Annual cost of a price rise in cents: the monthly difference times twelve. */
export function annualImpactOf(stream: RecurringStream): number {
  if (!stream.priceChange) return 0;
  return (
    (stream.priceChange.afterCents - stream.priceChange.beforeCents) * (stream.monthlyCents / stream.latestCents) * 12
  );
}

/** The display category and icon of a stream. */
function streamCategory(stream: RecurringStream): { category: string; icon: string } {
  if (stream.service) return SERVICE_KIND_CATEGORY[stream.service.kind];
  const info = CATEGORY_INFO[stream.category];
  return { category: info.label, icon: info.icon };
}

/**
 * How to stop or lower a stream that is not a directory service. A bill (rent, a loan, a utility,
 * insurance, a phone plan) is owed, not cancelled with a click: its advice says how it ends or
 * how to lower it, never "contact your landlord to stop the monthly charge".
 */
const BILL_ADVICE: Partial<Record<SpendingCategory, string>> = {
  housing:
    'Rent and mortgage payments are owed under your lease or loan: they end with it. Ask about renewal terms or refinancing to lower them.',
  loans:
    'A loan payment ends when the loan is paid off. Paying extra or refinancing at a lower rate lowers what it costs you.',
  utilities:
    'A utility bill stops only when the service leaves your name. A cheaper rate plan or lower use brings it down.',
  insurance: 'Compare quotes before renewal, and cancel only once the new policy is in force.',
  phone_internet: 'Ask your provider for a cheaper plan, or compare providers: switching ends this bill.',
  childcare: 'Childcare fees follow your enrolment agreement: ask the provider about its notice period.',
  education: 'Tuition follows your enrolment: ask the school about payment plans or aid.',
};

function difficultyOf(stream: RecurringStream): Difficulty {
  if (stream.bill) return 'Hard';
  return stream.category === 'subscriptions' ? 'Easy' : 'Medium';
}

function cancellationNoteOf(stream: RecurringStream): string {
  if (stream.service) return stream.service.note;
  if (stream.bill) return BILL_ADVICE[stream.category] ?? BILL_ADVICE.utilities ?? '';
  return `Cancel with ${stream.merchant} (online, by phone or in writing), then check that the next ${FREQUENCY_NOUN[stream.frequency]} charge does not arrive.`;
}

const FREQUENCY_NOUN: Record<RecurringStream['frequency'], string> = {
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
};

function notesOf(stream: RecurringStream): string {
  const notes: string[] = [];
  if (stream.priceChange) {
    const { beforeCents, afterCents, date } = stream.priceChange;
    const pct = ((afterCents - beforeCents) / beforeCents) * 100;
    notes.push(
      `Price rose from ${usd(beforeCents)} to ${usd(afterCents)} on ${dateText(date)} (+${usd(wholeCents(afterCents - beforeCents))}, +${pct.toFixed(1)}%), about ${usd(wholeCents(annualImpactOf(stream)))} more a year.`,
    );
  }
  if (stream.variableAmount) notes.push('The amount varies from bill to bill.');
  if (stream.unusualCharges.length > 0) {
    const list = stream.unusualCharges.slice(0, 3).map((c) => `${usd(c.magnitudeCents)} on ${dateText(c.date)}`);
    notes.push(`Unusual ${stream.unusualCharges.length === 1 ? 'charge' : 'charges'}: ${list.join(', ')}.`);
  }
  if (stream.cancelledByUser === true) notes.push('You marked it as cancelled.');
  else if (stream.status === 'cancelled')
    notes.push(`No charge since ${dateText(isoOfDay(stream.lastDay))}; it appears to be cancelled.`);
  if (stream.status === 'unknown')
    notes.push(
      stream.charges.length === 1
        ? `One charge so far: a yearly membership, expected to renew around ${dateText(isoOfDay(stream.nextDay ?? stream.lastDay))}.`
        : 'Only two charges so far; the schedule is not yet confirmed.',
    );
  else if (stream.maturity === 'early' && stream.status === 'active') notes.push('Started recently.');
  return notes.join(' ');
}

/** The product 3 Expense of a stream. */
function toExpense(stream: RecurringStream): RecurringExpense {
  const service = stream.service;
  const amount = dollarsOf(stream.latestCents);
  const averageAmount = dollarsOf(stream.averageCents);
  const expense: RecurringExpense = {
    id: stream.id,
    name: nameOf(stream),
    merchant: stream.merchant,
    merchantKey: stream.entityId,
    category: streamCategory(stream).category,
    amount,
    frequency: stream.frequency,
    lastChargeDate: isoOfDay(stream.lastDay),
    status: stream.status,
    transactionCount: stream.charges.length,
    totalSpent: dollarsOf(stream.totalCents),
    averageAmount,
    variance: dollarsOf(wholeCents(stream.latestCents - stream.averageCents)),
    cancellationUrl: service?.cancellationUrl ?? null,
    managementUrl: service?.managementUrl ?? null,
    notes: notesOf(stream),
    estimatedAnnualCost: dollarsOf(wholeCents(stream.monthlyCents * 12)),
    cancellationInfo: {
      difficulty: service?.difficulty ?? difficultyOf(stream),
      url: service?.cancellationUrl ?? null,
      phone: service?.phone ?? null,
      note: cancellationNoteOf(stream),
    },
  };
  const withPrevious = stream.priceChange
    ? { ...expense, previousAmount: dollarsOf(stream.priceChange.beforeCents) }
    : expense;
  return stream.nextDay === null ? withPrevious : { ...withPrevious, nextExpectedDate: isoOfDay(stream.nextDay) };
}

/**
 * Groups of two or more different services of one duplicate-prone kind (product 3: duplicateServices),
 * the one used longest first. Two streams of one service (two plans, two accounts) are one service
 * here: overlap advice compares services, never a service with itself.
 */
export function duplicateGroups(streams: readonly RecurringStream[]): RecurringStream[][] {
  const prone = streams.filter(
    (s) => isCounted(s) && !s.bill && s.service && DUPLICATE_PRONE_KINDS.has(s.service.kind),
  );
  return [...groupBy(prone, (s) => s.service?.kind).values()]
    .map((group) => {
      // One stream per service: the one with the most charges.
      const byService = new Map<string, RecurringStream>();
      for (const s of group) {
        const id = s.service?.id ?? s.id;
        const seen = byService.get(id);
        if (!seen || s.charges.length > seen.charges.length) byService.set(id, s);
      }
      return [...byService.values()].sort((a, b) => b.charges.length - a.charges.length || a.id.localeCompare(b.id));
    })
    .filter((group) => group.length >= 2);
}

function recommendationsFor(
  streams: readonly RecurringStream[],
  groups: readonly RecurringStream[][],
  totalMonthlyCents: number,
  endDay: number,
): string[] {
  const out: string[] = [];
  const counted = streams.filter(isCounted);
  if (counted.length === 0) {
    out.push('No recurring charges were found in the last six months.');
    return out;
  }
  out.push(
    `You have ${counted.length} recurring charges costing about ${usd(wholeCents(totalMonthlyCents))} a month (${usd(wholeCents(totalMonthlyCents * 12))} a year).`,
  );
  for (const group of groups) {
    const names = group.map(nameOf);
    const together = group.reduce((acc, s) => acc + s.monthlyCents, 0);
    const dearest = Math.max(...group.map((s) => s.monthlyCents));
    const cheapest = Math.min(...group.map((s) => s.monthlyCents));
    const kind = SERVICE_KIND_CATEGORY[group[0]?.service?.kind ?? 'video_streaming'].category.toLowerCase();
    out.push(
      `You pay for ${group.length} ${kind} services (${names.join(', ')}), ${usd(wholeCents(together))} a month together. Your statements cannot tell which you use most: keep the one you watch or listen to most and cancel the others, which saves ${usd(wholeCents(together - dearest))} to ${usd(wholeCents(together - cheapest))} a month.`,
    );
  }
  const rises = counted.filter((s) => s.priceChange);
  if (rises.length > 0) {
    const impact = rises.reduce((acc, s) => acc + annualImpactOf(s), 0);
    out.push(
      `${rises.length} ${rises.length === 1 ? 'price has' : 'prices have'} gone up (${rises.map((s) => nameOf(s)).join(', ')}), costing ${usd(wholeCents(impact))} more a year: ask for the old rate or a cheaper plan.`,
    );
  }
  const soon = counted.filter((s) => s.nextDay !== null && s.nextDay - endDay <= 7);
  if (soon.length > 0) {
    out.push(
      `${soon.length} ${soon.length === 1 ? 'charge is' : 'charges are'} due in the next 7 days: ${soon.map((s) => `${nameOf(s)} ${usd(s.latestCents)}`).join(', ')}.`,
    );
  }
  const yearly = counted.filter((s) => s.frequency === 'yearly' || s.frequency === 'quarterly');
  if (yearly.length > 0)
    out.push('Set a reminder a week before each annual or quarterly renewal so that none renews unnoticed.');
  out.push('Review your subscriptions every quarter and cancel those you have not used in the last month.');
  return out;
}

/** Builds the recurring result from detected streams (shared with enrichment and tests). */
export function recurringResultFromStreams(streams: readonly RecurringStream[], endDay: number): RecurringResult {
  const expenses = new Map(streams.map((s) => [s.id, toExpense(s)] as const));
  const expenseOf = (s: RecurringStream) => expenses.get(s.id) as RecurringExpense;
  const counted = streams.filter(isCounted);
  const totalMonthly = counted.reduce((acc, s) => acc + s.monthlyCents, 0);

  const categories: RecurringCategory[] = [...groupBy(streams, (s) => streamCategory(s).category).entries()]
    .map(([category, list]) => {
      const monthly = list.filter(isCounted).reduce((acc, s) => acc + s.monthlyCents, 0);
      return {
        category,
        icon: streamCategory(list[0] as RecurringStream).icon,
        totalAmount: dollarsOf(wholeCents(monthly)),
        percentage: percentOf(monthly, totalMonthly),
        expenses: [...list].sort((a, b) => b.monthlyCents - a.monthlyCents).map(expenseOf),
      };
    })
    .sort((a, b) => b.totalAmount - a.totalAmount || a.category.localeCompare(b.category));

  const groups = duplicateGroups(streams);
  const opportunities = new Map<string, RecurringStream>();
  for (const group of groups) for (const s of group.slice(1)) opportunities.set(s.id, s);
  for (const s of counted) {
    if (s.priceChange && s.category === 'subscriptions') opportunities.set(s.id, s);
    if (s.status === 'unknown' && s.service) opportunities.set(s.id, s);
  }
  return {
    totalMonthlyRecurring: dollarsOf(wholeCents(totalMonthly)),
    totalAnnualRecurring: dollarsOf(wholeCents(totalMonthly * 12)),
    // One count everywhere: the charges still billing (cancelled ones are listed but not counted).
    expenseCount: counted.length,
    categories,
    insights: {
      duplicateServices: groups.map((g) => g.map(expenseOf)),
      unusualCharges: streams.filter((s) => s.unusualCharges.length > 0).map(expenseOf),
      cancellationOpportunities: [...opportunities.values()].map(expenseOf),
      priceIncreases: streams.filter((s) => s.priceChange && expenseOf(s).variance > 0).map(expenseOf),
    },
    recommendations: recommendationsFor(streams, groups, totalMonthly, endDay),
  };
}

/** recurring_expenses: `(accounts, transactions, options, now) -> RecurringResult` (product 3). */
export function analyzeRecurring(
  _accounts: readonly Account[],
  transactions: readonly Transaction[],
  options: AnalysisRunOptions,
  now: Date,
): RecurringResult {
  const ledger = prepareLedger(transactions, now, AGENTS.recurring_expenses.dataWindowMonths, options.corrections);
  const result = recurringResultFromStreams(detectRecurringStreams(ledger), ledger.endDay);
  return withCorrections(result, ledger.corrections);
}
