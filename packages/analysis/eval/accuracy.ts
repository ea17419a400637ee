import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';

import { AGENTS } from '@ledgerlight/contract';
import type { Transaction } from '@ledgerlight/contract';

import {
  CORPUS_SEEDS,
  FRAUD_KINDS,
  HAND_LABELLED,
  HOUSEHOLD_TYPES,
  generateCorpus,
  idsInWindow,
  truthHeadline,
  truthMonthlyIncome,
  truthSpending,
  windowOf,
} from './corpus';
import type { FraudKind, Household, HouseholdType } from './corpus';
import { engine } from './engine';
import type { EngineUnderTest } from './engine';
import {
  fraudKindRecall,
  fraudPrecision,
  fraudRecall,
  frequencyAccuracy,
  pairCounts,
  pairwise,
  percentError,
  ratio,
  recurringPrecision,
  recurringRecall,
  scoreFraud,
  scoreRecurring,
  sumFraud,
  sumPairs,
  sumRecurring,
} from './metrics';
import type { FraudScore, PairCounts, RecurringScore } from './metrics';

/**
 * `npm run accuracy`: grades the engine (through engine.ts) on the independent corpus and the
 * hand-labelled descriptors. Prints the figures and a PASS/MISS per goal; `--write` also rewrites
 * docs/accuracy.md. Goals are reported, never asserted.
 */

export interface HouseholdReport {
  readonly household: Household;
  readonly recurring: RecurringScore;
  readonly headline: { readonly truth: number; readonly measured: number };
  readonly fraud: FraudScore;
  readonly income: { readonly truth: number; readonly measured: number };
  readonly discretionary: { readonly truth: number; readonly measured: number };
  readonly entities: PairCounts;
}

/** Transactions whose truth entity is someone else (own transfers and card payments are left out). */
function entityTruth(household: Household): Map<string, string> {
  const truth = new Map<string, string>();
  for (const t of household.transactions) {
    const label = household.truth.labels[t.transaction_id];
    if (label && label.flow !== 'own_transfer' && label.flow !== 'card_payment')
      truth.set(t.transaction_id, label.entityId);
  }
  return truth;
}

export function gradeHousehold(household: Household, under: EngineUnderTest = engine): HouseholdReport {
  const now = new Date(household.now);
  const { accounts, transactions, truth } = household;
  const recurringWindow = idsInWindow(household, windowOf(household.now, AGENTS.recurring_expenses.dataWindowMonths));
  const fraudWindow = idsInWindow(household, windowOf(household.now, AGENTS.fraud_detection.dataWindowMonths));
  const recurring = under.recurring(accounts, transactions, now);
  return {
    household,
    recurring: scoreRecurring(truth.streams, recurring.streams, recurringWindow),
    headline: { truth: truthHeadline(truth.streams), measured: recurring.headlineMonthly },
    fraud: scoreFraud(truth.fraud, under.fraud(accounts, transactions, now), fraudWindow),
    income: {
      truth: truthMonthlyIncome(household, AGENTS.budget_builder.dataWindowMonths),
      measured: under.monthlyIncome(accounts, transactions, now),
    },
    discretionary: {
      truth: truthSpending(household, AGENTS.discretionary_spending.dataWindowMonths).discretionaryShare,
      measured: under.discretionaryShare(accounts, transactions, now),
    },
    entities: pairCounts(entityTruth(household), under.resolveEntities(transactions)),
  };
}

/** The hand-labelled descriptors as bare bank transactions (no enrichment). */
export function handLabelledTransactions(): { transactions: Transaction[]; truth: Map<string, string> } {
  const truth = new Map<string, string>();
  const transactions = HAND_LABELLED.map((row, i): Transaction => {
    const id = `hand-${String(i).padStart(4, '0')}`;
    truth.set(id, row.entity);
    return {
      transaction_id: id,
      account_id: 'hand',
      date: '2026-06-01',
      name: row.descriptor,
      category: [],
      amount: 10,
      pending: false,
    };
  });
  return { transactions, truth };
}

interface TypeSummary {
  readonly type: HouseholdType | 'all';
  readonly recurring: RecurringScore;
  readonly headlineError: number;
  readonly fraud: FraudScore;
  readonly incomeError: number;
  readonly discretionaryError: number;
  readonly entities: PairCounts;
}

const worst = (values: readonly number[]) => values.reduce((a, v) => (Math.abs(v) > Math.abs(a) ? v : a), 0);

function summarise(type: TypeSummary['type'], reports: readonly HouseholdReport[]): TypeSummary {
  return {
    type,
    recurring: sumRecurring(reports.map((r) => r.recurring)),
    headlineError: worst(reports.map((r) => percentError(r.headline.measured, r.headline.truth))),
    fraud: sumFraud(reports.map((r) => r.fraud)),
    incomeError: worst(reports.map((r) => percentError(r.income.measured, r.income.truth))),
    discretionaryError: worst(reports.map((r) => r.discretionary.measured - r.discretionary.truth)),
    entities: sumPairs(reports.map((r) => r.entities)),
  };
}

const f3 = (n: number) => n.toFixed(3);
const pct = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}%`;
const pts = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} pts`;
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

export function report(reports: readonly HouseholdReport[], hand: PairCounts): string {
  const types = HOUSEHOLD_TYPES.map((type) =>
    summarise(
      type,
      reports.filter((r) => r.household.type === type),
    ),
  );
  const all = summarise('all', reports);
  const lines: string[] = [];
  lines.push('## Per household', '');
  lines.push(
    '| household | recurring P | R | freq | cancelled reported | headline truth | headline measured | error | price rises | fraud found | false alerts | income truth | income measured | error | discretionary truth | measured | error | ER F1 |',
  );
  lines.push('|' + ' --- |'.repeat(18));
  for (const r of reports) {
    const er = pairwise(r.entities);
    lines.push(
      `| ${r.household.id} | ${f3(recurringPrecision(r.recurring))} | ${f3(recurringRecall(r.recurring))} | ${f3(frequencyAccuracy(r.recurring))} | ${r.recurring.cancelledReported}/${r.recurring.cancelled} | ${usd(r.headline.truth)} | ${usd(r.headline.measured)} | ${pct(percentError(r.headline.measured, r.headline.truth))} | ${r.recurring.priceRisesFound}/${r.recurring.priceRises} | ${FRAUD_KINDS.reduce((a, k) => a + r.fraud.found[k], 0)}/${FRAUD_KINDS.reduce((a, k) => a + r.fraud.planted[k], 0)} | ${r.fraud.falseAlerts}/${r.fraud.alerts} | ${usd(r.income.truth)} | ${usd(r.income.measured)} | ${pct(percentError(r.income.measured, r.income.truth))} | ${r.discretionary.truth.toFixed(1)}% | ${r.discretionary.measured.toFixed(1)}% | ${pts(r.discretionary.measured - r.discretionary.truth)} | ${f3(er.f1)} |`,
    );
  }
  lines.push('', '## Per household type (worst household for the errors)', '');
  lines.push(
    '| type | recurring P | R | freq | cancelled reported | headline error | price-rise recall | fraud recall | fraud precision | income error | discretionary error | ER P | ER R | ER F1 |',
  );
  lines.push('|' + ' --- |'.repeat(14));
  for (const s of [...types, all]) {
    const er = pairwise(s.entities);
    lines.push(
      `| ${s.type} | ${f3(recurringPrecision(s.recurring))} | ${f3(recurringRecall(s.recurring))} | ${f3(frequencyAccuracy(s.recurring))} | ${f3(ratio(s.recurring.cancelledReported, s.recurring.cancelled))} | ${pct(s.headlineError)} | ${f3(ratio(s.recurring.priceRisesFound, s.recurring.priceRises))} | ${f3(fraudRecall(s.fraud))} | ${f3(fraudPrecision(s.fraud))} | ${pct(s.incomeError)} | ${pts(s.discretionaryError)} | ${f3(er.precision)} | ${f3(er.recall)} | ${f3(er.f1)} |`,
    );
  }
  lines.push('', '## Fraud recall per kind (all households)', '');
  lines.push('| kind | found / planted | recall |', '| --- | --- | --- |');
  for (const kind of FRAUD_KINDS)
    lines.push(
      `| ${kind} | ${all.fraud.found[kind]}/${all.fraud.planted[kind]} | ${f3(fraudKindRecall(all.fraud, kind))} |`,
    );
  const handEr = pairwise(hand);
  lines.push('', '## Entity resolution, pairwise', '');
  lines.push('| set | precision | recall | F1 |', '| --- | --- | --- | --- |');
  lines.push(
    `| hand-labelled (${HAND_LABELLED.length} descriptors) | ${f3(handEr.precision)} | ${f3(handEr.recall)} | ${f3(handEr.f1)} |`,
  );
  const corpusEr = pairwise(all.entities);
  lines.push(`| generated corpus | ${f3(corpusEr.precision)} | ${f3(corpusEr.recall)} | ${f3(corpusEr.f1)} |`);

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const everyType = (test: (s: TypeSummary) => boolean) => types.every(test);
  const show = (value: (s: TypeSummary) => string) => types.map((s) => `${s.type} ${value(s)}`).join(', ');
  const kindsFound = FRAUD_KINDS.filter((k: FraudKind) => all.fraud.found[k] > 0).length;
  const goals: [string, boolean, string][] = [
    [
      'recurring precision >= 0.95 per household type',
      everyType((s) => recurringPrecision(s.recurring) >= 0.95),
      show((s) => f3(recurringPrecision(s.recurring))),
    ],
    [
      'recurring recall >= 0.95 per household type',
      everyType((s) => recurringRecall(s.recurring) >= 0.95),
      show((s) => f3(recurringRecall(s.recurring))),
    ],
    [
      'recurring frequency accuracy >= 0.95 per household type',
      everyType((s) => frequencyAccuracy(s.recurring) >= 0.95),
      show((s) => f3(frequencyAccuracy(s.recurring))),
    ],
    [
      'monthly recurring headline within 10% (every household)',
      everyType((s) => Math.abs(s.headlineError) <= 10),
      show((s) => pct(s.headlineError)),
    ],
    [
      'monthly income within 10% (every household)',
      everyType((s) => Math.abs(s.incomeError) <= 10),
      show((s) => pct(s.incomeError)),
    ],
    [
      'discretionary share within 5 points (every household)',
      everyType((s) => Math.abs(s.discretionaryError) <= 5),
      show((s) => pts(s.discretionaryError)),
    ],
    [
      'fraud recall >= 0.9 at precision >= 0.8, every kind found',
      fraudRecall(all.fraud) >= 0.9 && fraudPrecision(all.fraud) >= 0.8 && kindsFound === FRAUD_KINDS.length,
      `recall ${f3(fraudRecall(all.fraud))}, precision ${f3(fraudPrecision(all.fraud))}, kinds found ${kindsFound}/${FRAUD_KINDS.length}`,
    ],
    ['entity resolution pairwise F1 >= 0.95 (hand-labelled)', handEr.f1 >= 0.95, f3(handEr.f1)],
    ['entity resolution pairwise F1 >= 0.95 (generated corpus)', corpusEr.f1 >= 0.95, f3(corpusEr.f1)],
  ];
  lines.push('', '## Goals (reported, not asserted)', '');
  lines.push('| goal | result | measured |', '| --- | --- | --- |');
  for (const [goal, ok, measured] of goals) lines.push(`| ${goal} | ${verdict(ok)} | ${measured} |`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const corpus = generateCorpus();
  const reports = corpus.map((household) => gradeHousehold(household));
  const hand = handLabelledTransactions();
  const handCounts = pairCounts(hand.truth, engine.resolveEntities(hand.transactions));
  const body = report(reports, handCounts);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(body);
  console.log(
    `\n${corpus.length} households, ${corpus.reduce((a, h) => a + h.transactions.length, 0)} transactions, ${seconds} s`,
  );
  if (process.argv.includes('--write')) {
    const header = [
      '# Analysis accuracy on independent bank-shaped data',
      '',
      'Made by `npm run accuracy -- --write` (packages/analysis/eval/accuracy.ts). The corpus is',
      `packages/analysis/eval/corpus: ${HOUSEHOLD_TYPES.length} household types x ${CORPUS_SEEDS.length} seeds (${CORPUS_SEEDS.join(', ')}),`,
      "13 months each ending at a fixed date, written from the bank's side and independent of the engine (it",
      'imports nothing from packages/analysis/src; lint enforces it), plus the hand-labelled descriptors of',
      'corpus/descriptors.ts. The engine is reached only through packages/analysis/eval/engine.ts. How the truth',
      'is defined and how each figure is computed: packages/analysis/eval/README.md.',
      '',
      'Goals: recurring precision, recall and frequency accuracy >= 0.95 per household type; monthly recurring',
      'headline within 10%; monthly income within 10%; discretionary share within 5 points; fraud recall >= 0.9',
      'at precision >= 0.8 with every kind found; entity-resolution pairwise F1 >= 0.95. They are reported here,',
      'never asserted by a test. The same figures are also measured on held-out data of the same nature that',
      'the project never sees, so tuning the engine to this corpus is no way to meet them.',
      '',
    ].join('\n');
    const target = fileURLToPath(new URL('../../../docs/accuracy.md', import.meta.url));
    // Formatted as the repository formats markdown, so the file passes format:check as written.
    const options = (await resolveConfig(target)) ?? {};
    writeFileSync(target, await format(`${header}\n${body}\n`, { ...options, filepath: target }));
    console.log(`wrote ${target}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
