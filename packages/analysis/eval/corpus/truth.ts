import { dayOf, isoOf, round2 } from './builder';
import type { Household, TruthStream } from './types';

/**
 * Truth figures derived from the generator's labels (the definitions), for an analysis that
 * looks at the last `windowMonths` months up to the household's `now`:
 * - the window is (now - windowMonths months, now]; its whole months are the calendar months that lie
 *   entirely inside it;
 * - monthly income: the mean over those whole months of real income (flow 'income');
 * - discretionary share: discretionary / (essential + discretionary) spending over those whole months,
 *   in percent, net of refunds at the refunded merchant's class;
 * - monthly recurring headline: the sum over active streams of the monthly equivalent at the latest price.
 */

export interface Window {
  readonly startDay: number;
  readonly endDay: number;
  /** `YYYY-MM` of each whole month inside the window. */
  readonly wholeMonths: readonly string[];
}

export function windowOf(now: string, windowMonths: number): Window {
  const endDay = dayOf(now);
  const end = new Date(now);
  const startDate = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - windowMonths, end.getUTCDate()));
  const startDay = Math.floor(startDate.getTime() / 86_400_000) + 1;
  const wholeMonths: string[] = [];
  for (let offset = 0; offset <= windowMonths; offset += 1) {
    const first = new Date(Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth() + offset, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const firstDay = Math.floor(first.getTime() / 86_400_000);
    const lastDay = Math.floor(last.getTime() / 86_400_000);
    if (firstDay >= startDay && lastDay <= endDay) wholeMonths.push(isoOf(firstDay).slice(0, 7));
  }
  return { startDay, endDay, wholeMonths };
}

/** Ids of the household's transactions inside a window. */
export function idsInWindow(household: Household, window: Window): Set<string> {
  return new Set(
    household.transactions
      .filter((t) => {
        const day = dayOf(t.date);
        return day >= window.startDay && day <= window.endDay;
      })
      .map((t) => t.transaction_id),
  );
}

export function truthMonthlyIncome(household: Household, windowMonths: number): number {
  const { wholeMonths } = windowOf(household.now, windowMonths);
  const months = new Set(wholeMonths);
  let total = 0;
  for (const t of household.transactions) {
    if (household.truth.labels[t.transaction_id]?.flow !== 'income' || !months.has(t.date.slice(0, 7))) continue;
    total += -t.amount;
  }
  return months.size ? round2(total / months.size) : 0;
}

export interface SpendingSplit {
  readonly essential: number;
  readonly discretionary: number;
  /** discretionary / (essential + discretionary), percent. */
  readonly discretionaryShare: number;
}

export function truthSpending(household: Household, windowMonths: number): SpendingSplit {
  const { wholeMonths } = windowOf(household.now, windowMonths);
  const months = new Set(wholeMonths);
  const classOf = new Map<string, 'essential' | 'discretionary'>();
  for (const label of Object.values(household.truth.labels))
    if (label.flow === 'spend' && label.spendClass) classOf.set(label.entityId, label.spendClass);
  let essential = 0;
  let discretionary = 0;
  for (const t of household.transactions) {
    if (!months.has(t.date.slice(0, 7))) continue;
    const label = household.truth.labels[t.transaction_id];
    if (!label) continue;
    const cls =
      label.flow === 'spend' ? label.spendClass : label.flow === 'refund' ? classOf.get(label.entityId) : undefined;
    if (cls === 'essential') essential += t.amount;
    else if (cls === 'discretionary') discretionary += t.amount;
  }
  const total = essential + discretionary;
  return {
    essential: round2(essential / Math.max(months.size, 1)),
    discretionary: round2(discretionary / Math.max(months.size, 1)),
    discretionaryShare: total > 0 ? round2((discretionary / total) * 100) : 0,
  };
}

export function truthHeadline(streams: readonly TruthStream[]): number {
  return round2(streams.filter((s) => s.status === 'active').reduce((sum, s) => sum + s.monthlyAmount, 0));
}
