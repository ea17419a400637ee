import { AGENTS } from '@ledgerlight/contract';
import type { Account, RecurringFrequency, Transaction } from '@ledgerlight/contract';
import {
  detectFraud,
  dollarsOf,
  detectRecurringStreams,
  normaliseMerchant,
  prepareLedger,
  runAnalysis,
  wholeCents,
} from '@ledgerlight/analysis';

/**
 * The one file of eval/ that imports the engine (lint-enforced): it adapts the engine to the narrow
 * interface the accuracy metrics use. Rewire this file, and only this file, when the engine changes.
 */

/** How far back entity resolution reads: more than any corpus spans. */
const ENTITY_WINDOW_MONTHS = 120;

export interface DetectedStream {
  readonly transactionIds: readonly string[];
  readonly frequency: RecurringFrequency;
  /** 'active' or 'cancelled'; anything else the engine reports ('paused', 'unknown') passes through. */
  readonly status: string;
  readonly monthlyAmount: number;
  readonly priceChange?: { readonly from: number; readonly to: number };
}

export interface DetectedFraud {
  readonly transactionIds: readonly string[];
  readonly kind?: string;
}

export interface EngineUnderTest {
  /** Entity key per transaction id: equal keys mean "the same biller, merchant or person". */
  resolveEntities(transactions: readonly Transaction[]): Map<string, string>;
  recurring(
    accounts: readonly Account[],
    transactions: readonly Transaction[],
    now: Date,
  ): { readonly streams: readonly DetectedStream[]; readonly headlineMonthly: number };
  fraud(accounts: readonly Account[], transactions: readonly Transaction[], now: Date): readonly DetectedFraud[];
  monthlyIncome(accounts: readonly Account[], transactions: readonly Transaction[], now: Date): number;
  discretionaryShare(accounts: readonly Account[], transactions: readonly Transaction[], now: Date): number;
}

export const engine: EngineUnderTest = {
  resolveEntities(transactions) {
    // The entities of the engine's understanding (the bank's entity ids and P2P names included),
    // over a window wide enough to hold every transaction given.
    const latest = transactions.reduce((max, t) => (t.date > max ? t.date : max), '1970-01-01');
    const ledger = prepareLedger(transactions, new Date(`${latest}T12:00:00Z`), ENTITY_WINDOW_MONTHS);
    const entities = new Map(ledger.transactions.map((t) => [t.id, t.entityId] as const));
    return new Map(
      transactions.map((t) => [
        t.transaction_id,
        entities.get(t.transaction_id) ?? normaliseMerchant(t.name, t.merchant_name, t.location?.city).entityId,
      ]),
    );
  },
  recurring(accounts, transactions, now) {
    const ledger = prepareLedger(transactions, now, AGENTS.recurring_expenses.dataWindowMonths);
    const streams = detectRecurringStreams(ledger).map((s): DetectedStream => ({
      transactionIds: s.charges.map((c) => c.id),
      frequency: s.frequency,
      status: s.status,
      // The engine's money is cents (ADR 0041); this interface, like the contract, speaks dollars.
      monthlyAmount: dollarsOf(wholeCents(s.monthlyCents)),
      ...(s.priceChange
        ? { priceChange: { from: dollarsOf(s.priceChange.beforeCents), to: dollarsOf(s.priceChange.afterCents) } }
        : {}),
    }));
    const result = runAnalysis('recurring_expenses', accounts, transactions, {}, now);
    return { streams, headlineMonthly: result.totalMonthlyRecurring };
  },
  fraud(_accounts, transactions, now) {
    const ledger = prepareLedger(transactions, now, AGENTS.fraud_detection.dataWindowMonths);
    return detectFraud(ledger).map((f) => ({ transactionIds: f.transactionIds, kind: f.alert.type }));
  },
  monthlyIncome(accounts, transactions, now) {
    return runAnalysis('budget_builder', accounts, transactions, {}, now).totalIncome;
  },
  discretionaryShare(accounts, transactions, now) {
    return runAnalysis('discretionary_spending', accounts, transactions, {}, now).discretionaryPercentage;
  },
};
