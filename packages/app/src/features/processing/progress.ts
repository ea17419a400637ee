import { toTaskStatus } from '@ledgerlight/contract';

/** The processing page's steps, in order (product 2). */
export const PROCESSING_STEPS = ['initialize', 'fetchAccounts', 'processTransactions', 'analyze', 'complete'] as const;
export type ProcessingStep = (typeof PROCESSING_STEPS)[number];

/**
 * The keywords of each step, most advanced first, matched case-insensitively against statusText.
 * They are the words of the agents' progressTemplate ('Initializing ...', 'Fetching account data and
 * processing transactions...', 'Analyzing ...', '... completed.') and of the worker's own status
 * lines ('Fetching accounts: ...', 'Processing 412 transactions...'). Every word of a rule must occur.
 * The analyze step is the verb ('Analyzing', 'analyse'), not the noun: 'Initializing discretionary
 * spending analysis...' and 'Queued: waiting for an available analysis worker' do not name it.
 */
const KEYWORDS: readonly (readonly [ProcessingStep, readonly RegExp[]])[] = [
  ['complete', [/complet/]],
  ['analyze', [/analy[sz](?:e|ing)/]],
  ['processTransactions', [/process/, /transaction/]],
  ['fetchAccounts', [/fetch/, /account/]],
  ['initialize', [/initiali[sz]/]],
];

/**
 * The step a statusText names, or undefined when it names none. The most advanced step wins: the
 * template's 'Fetching account data and processing transactions...' is the transactions step.
 */
export function stepOfStatusText(statusText: string | null | undefined): ProcessingStep | undefined {
  const text = (statusText ?? '').toLowerCase();
  return KEYWORDS.find(([, words]) => words.every((word) => word.test(text)))?.[0];
}

/** Where a task is: queued (no step yet), running a step, completed (every step done) or failed at a step. */
export type ProcessingProgress =
  | { readonly phase: 'queued' }
  | { readonly phase: 'running'; readonly step: ProcessingStep }
  | { readonly phase: 'completed' }
  | { readonly phase: 'failed'; readonly step: ProcessingStep };

/**
 * The progress of a task from its status (compared case-insensitively, product 4) and statusText
 * (product 2), given the progress of the poll before it. PENDING is queued whatever its text says (the
 * queue's text may mention the analysis); COMPLETED is every step done; any other status runs the
 * step its text names, else stays at the step reached before (a running task has at least
 * initialized). FAILED marks the step the task was running when it failed: the one reached before,
 * else the one its text names, else the first.
 */
export function progressOf(
  task: { status: string; statusText?: string | null },
  previous?: ProcessingProgress,
): ProcessingProgress {
  const status = toTaskStatus(task.status);
  if (status === 'PENDING') return { phase: 'queued' };
  if (status === 'COMPLETED') return { phase: 'completed' };
  const named = stepOfStatusText(task.statusText);
  const reached = previous?.phase === 'running' || previous?.phase === 'failed' ? previous.step : undefined;
  if (status === 'FAILED') {
    const failedAt = reached ?? (named === 'complete' ? undefined : named);
    return { phase: 'failed', step: failedAt ?? 'initialize' };
  }
  return { phase: 'running', step: named ?? reached ?? 'initialize' };
}
