import { DASHBOARD_RECENT_LIMIT, getAgent, taskCostOf, taskResultOf, toTaskStatus } from '@ledgerlight/contract';
import type { AgentId, AgentTask, Transaction } from '@ledgerlight/contract';
import type { DashboardAnalysis, DashboardRecurring, DashboardStats, SpendingMonth } from '@ledgerlight/ui';
import { readRecurringResult } from '../results';

/** Each agent's task list as fetched (an agent whose list failed is simply absent, product 7). */
export type TasksByAgent = Partial<Readonly<Record<AgentId, readonly AgentTask[]>>>;

/** Months the spending chart covers, the current one included. */
const SPENDING_MONTHS = 12;

function createdAtMs(analysis: DashboardAnalysis): number {
  const ms = Date.parse(analysis.createdAt);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * Every fetched task with the agent it belongs to (product 3: the UI adds agentId and agentName),
 * newest first by createdAt. Ties keep the agents' display order, then each list's own order.
 */
export function allAnalyses(tasksByAgent: TasksByAgent): DashboardAnalysis[] {
  const analyses = (Object.keys(tasksByAgent) as AgentId[]).flatMap((agentId) =>
    (tasksByAgent[agentId] ?? []).map((task): DashboardAnalysis => ({
      taskId: task.taskId,
      agentId,
      agentName: getAgent(agentId).name,
      status: task.status,
      overallStatus: task.overallStatus,
      createdAt: task.createdAt,
      creditCost: taskCostOf(task),
    })),
  );
  return analyses.sort((a, b) => createdAtMs(b) - createdAtMs(a));
}

/** Recent Analysis: the 6 newest tasks across the agents, newest first (product 2, product 9). */
export function recentAnalyses(tasksByAgent: TasksByAgent): DashboardAnalysis[] {
  return allAnalyses(tasksByAgent).slice(0, DASHBOARD_RECENT_LIMIT);
}

/**
 * Quick Stats (product 2) over the tasks the dashboard fetched (5 per agent): how many COMPLETED, the
 * credits they used (the sum of their costs; the screen rounds it), and how many are Active
 * (PROCESSING). Statuses compare case-insensitively (product 4). A FAILED run's credits came back (the
 * server refunds every FAILED run once, ADR 0010; its result page says 'refunded'), so Credits Used
 * counts what was spent: every other run's cost.
 */
export function quickStats(analyses: readonly Pick<DashboardAnalysis, 'status' | 'creditCost'>[]): DashboardStats {
  let completed = 0;
  let active = 0;
  let creditsUsed = 0;
  for (const analysis of analyses) {
    const status = toTaskStatus(analysis.status);
    if (status === 'COMPLETED') completed += 1;
    if (status === 'PROCESSING') active += 1;
    if (status !== 'FAILED' && Number.isFinite(analysis.creditCost)) creditsUsed += analysis.creditCost;
  }
  return { completed, creditsUsed, active };
}

/**
 * Whether a transaction is spending: money out of the account (Plaid: a positive amount) that is
 * not money moving between the user's own accounts. A transfer (first category 'Transfer') or a
 * credit card payment ('Payment' > 'Credit Card') would count the same money twice: once when it
 * is spent on the card and again when the card is paid.
 */
export function isSpending(transaction: Pick<Transaction, 'amount' | 'category'>): boolean {
  if (!(transaction.amount > 0)) return false;
  const [top, sub] = transaction.category;
  if (top === 'Transfer') return false;
  if (top === 'Payment' && sub === 'Credit Card') return false;
  return true;
}

/** 'YYYY-MM' of the calendar month `offset` months from (year, monthIndex). */
function monthKey(year: number, monthIndex: number, offset: number): string {
  const date = new Date(Date.UTC(year, monthIndex + offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The spending chart: the spending (isSpending) of each of the last `months` calendar months, the
 * current one included, oldest first, months without spending as 0. Transactions carry calendar
 * dates ('YYYY-MM-DD'); the current month is `now`'s in the viewer's time zone. Amounts are summed
 * in cents so that they add up exactly.
 */
export function spendingByMonth(
  transactions: readonly Pick<Transaction, 'date' | 'amount' | 'category'>[],
  now: Date,
  months: number = SPENDING_MONTHS,
): SpendingMonth[] {
  const keys = Array.from({ length: months }, (_, index) =>
    monthKey(now.getFullYear(), now.getMonth(), index - months + 1),
  );
  const cents = new Map<string, number>(keys.map((key) => [key, 0]));
  for (const transaction of transactions) {
    const key = transaction.date.slice(0, 7);
    const total = cents.get(key);
    if (total === undefined || !isSpending(transaction)) continue;
    cents.set(key, total + Math.round(transaction.amount * 100));
  }
  return keys.map((month) => ({ month, amount: (cents.get(month) ?? 0) / 100 }));
}

/**
 * The upcoming charges' source (ADR 0045): the newest COMPLETED Recurring Expenses task among the
 * tasks the dashboard fetched (its result comes with the task list: no new call, no run, no cost),
 * read as the recurring renderer reads it. 'error' when that agent's list failed; 'none' when there
 * is no completed run, or its result carries an error or cannot be read.
 */
export function latestRecurring(
  tasksByAgent: TasksByAgent,
  resultHref: (agentId: AgentId, taskId: string) => string,
): Exclude<DashboardRecurring, { status: 'loading' }> {
  const tasks = tasksByAgent.recurring_expenses;
  if (tasks === undefined) return { status: 'error' };
  const completed = tasks
    .filter((task) => toTaskStatus(task.status) === 'COMPLETED')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const latest = completed[0];
  if (latest === undefined) return { status: 'none' };
  const read = readRecurringResult(taskResultOf(latest));
  if (read.status !== 'ready') return { status: 'none' };
  return {
    status: 'ready',
    expenses: read.result.categories.flatMap((category) => category.expenses),
    runAt: latest.createdAt,
    resultHref: resultHref('recurring_expenses', latest.taskId),
  };
}
