import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { AGENTS, AGENT_IDS } from '@ledgerlight/contract';
import type { AgentId } from '@ledgerlight/contract';

import { runAnalysis } from '../src/agents';
import { detectFraud } from '../src/fraud';
import { prepareLedger } from '../src/ledger';
import { fraudAccuracy, recurringAccuracy } from '../src/metrics';
import { detectRecurringStreams } from '../src/streams';
import { accountsForTransactions, generateDataset } from '../src/synthetic';
import type { SyntheticDataset } from '../src/synthetic';
import type { BenchSuite, BenchTable } from './table';

/**
 * The analysis suite of `npm run bench`: time and heap growth of each agent at about 1k,
 * 10k, 100k and 1M transactions (12 months of synthetic data), plus the ~5,000-transaction target
 * (5 accounts, 12 months), and warm calls at that target; and accuracy on generated data with ground
 * truth.
 */

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const SIZES = [
  { label: 'target: 5 accounts', accounts: 5 },
  { label: '1k', accounts: accountsForTransactions(1_000) },
  { label: '10k', accounts: accountsForTransactions(10_000) },
  { label: '100k', accounts: accountsForTransactions(100_000) },
  { label: '1M', accounts: accountsForTransactions(1_000_000) },
] as const;

const OPTIONS = { annualIncome: 90_000, zipcode: '94110' };

interface Measure {
  readonly ms: number;
  readonly heapMb: number;
}

function measure(agentId: AgentId, data: SyntheticDataset, repeats: number): Measure {
  const times: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    runAnalysis(agentId, data.accounts, data.transactions, OPTIONS, data.now);
    times.push(performance.now() - start);
  }
  collect();
  const before = process.memoryUsage().heapUsed;
  const result = runAnalysis(agentId, data.accounts, data.transactions, OPTIONS, data.now);
  const after = process.memoryUsage().heapUsed;
  if (!result) throw new Error('no result');
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? 0, heapMb: Math.max(0, after - before) / 1_048_576 };
}

function performanceTable(): BenchTable {
  const rows: string[][] = [];
  for (const size of SIZES) {
    const data = generateDataset({ seed: 42, accounts: size.accounts, months: 12 });
    const count = data.transactions.length;
    const repeats = count <= 20_000 ? 7 : count <= 200_000 ? 3 : 1;
    // Warm-up so the JIT is not measured.
    if (count <= 200_000)
      for (const id of AGENT_IDS) runAnalysis(id, data.accounts, data.transactions, OPTIONS, data.now);
    for (const id of AGENT_IDS) {
      const m = measure(id, data, repeats);
      rows.push([
        size.label,
        count.toLocaleString('en-US'),
        id,
        `${AGENTS[id].dataWindowMonths} mo`,
        m.ms.toFixed(1),
        (m.ms / (count / 1000)).toFixed(3),
        m.heapMb.toFixed(1),
      ]);
    }
    collect();
  }
  return {
    title: 'Analysis: time and memory per agent (12 months of synthetic data, median of runs)',
    columns: ['size', 'transactions', 'agent', 'window', 'ms', 'ms per 1k', 'heap MB'],
    rows,
    notes: [
      'ms: wall time of one call, median of 7 runs (3 at 100k, 1 at 1M) after a warm-up.',
      "heap MB: heapUsed right after the call minus heapUsed before it, after a forced GC: the call's",
      '  retained and not-yet-collected allocations, a lower bound of its peak heap growth.',
      'ms per 1k: near-constant values across sizes mean linear growth.',
    ],
  };
}

/** Warm calls at the 5k target: how a worker's long-lived analysis thread (ADR 0030) runs the engine. */
const WARM_UP_CALLS = 5;
const WARM_CALLS = 100;

function warmTable(): BenchTable {
  const data = generateDataset({ seed: 42, accounts: SIZES[0].accounts, months: 12 });
  const count = data.transactions.length;
  const rows: string[][] = [];
  for (const id of AGENT_IDS) {
    for (let i = 0; i < WARM_UP_CALLS; i += 1) runAnalysis(id, data.accounts, data.transactions, OPTIONS, data.now);
    const times: number[] = [];
    for (let i = 0; i < WARM_CALLS; i += 1) {
      const start = performance.now();
      runAnalysis(id, data.accounts, data.transactions, OPTIONS, data.now);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    rows.push([
      SIZES[0].label,
      count.toLocaleString('en-US'),
      id,
      at(0.1).toFixed(1),
      at(0.5).toFixed(1),
      at(0.9).toFixed(1),
      (at(0.5) / (count / 1000)).toFixed(3),
    ]);
  }
  return {
    title: `Analysis: warm calls at the 5k target (${WARM_CALLS} calls per agent after ${WARM_UP_CALLS} warm-up calls)`,
    columns: ['size', 'transactions', 'agent', 'p10 ms', 'median ms', 'p90 ms', 'ms per 1k'],
    rows,
    notes: [
      "A worker's analysis thread lives as long as the worker, so the engine it runs is warm; the rows",
      '  of the table above time the first calls after one warm-up, the JIT and the collector included.',
    ],
  };
}

function accuracyTable(): BenchTable {
  const rows: string[][] = [];
  for (const seed of [11, 12, 13]) {
    const data = generateDataset({ seed, accounts: 20, months: 24 });
    for (const months of [AGENTS.recurring_expenses.dataWindowMonths, AGENTS.savings_finder.dataWindowMonths, 24]) {
      const ledger = prepareLedger(data.transactions, data.now, months);
      const r = recurringAccuracy(data, ledger, detectRecurringStreams(ledger));
      const fraud =
        months === AGENTS.fraud_detection.dataWindowMonths
          ? fraudAccuracy(data, ledger, detectFraud(ledger))
          : undefined;
      rows.push([
        String(seed),
        `${months} mo`,
        `${r.required}`,
        r.precision.toFixed(3),
        r.recall.toFixed(3),
        r.frequencyAccuracy.toFixed(3),
        `${r.priceIncreasesFound}/${r.priceIncreases}`,
        r.priceIncreaseRecall.toFixed(3),
        fraud ? `${fraud.found}/${fraud.anomalies}` : '-',
        fraud ? fraud.precision.toFixed(3) : '-',
        fraud ? fraud.recall.toFixed(3) : '-',
      ]);
    }
  }
  return {
    title: 'Analysis: accuracy on generated data (20 personas x 24 months per seed)',
    columns: [
      'seed',
      'window',
      'streams',
      'rec. precision',
      'rec. recall',
      'freq. accuracy',
      'rises found',
      'rise recall',
      'anomalies found',
      'fraud precision',
      'fraud recall',
    ],
    rows,
    notes: [
      'streams: truth streams with enough charges in the window (daily 8, weekly 4, monthly 3, quarterly/yearly 2).',
      'Fraud is scored on its own 6-month window; matching is by transaction id.',
      'Acceptance: recurring precision, recall, frequency accuracy >= 0.95; fraud recall >= 0.9 at precision >= 0.8; rise recall >= 0.9.',
    ],
  };
}

export const analysisSuite: BenchSuite = {
  name: 'analysis',
  run: async () => [accuracyTable(), performanceTable(), warmTable()],
};
