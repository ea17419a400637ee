import { AGENT_IDS, HELP_TASKS_PER_AGENT } from '@ledgerlight/contract';
import type { AgentId, AgentTask, AgentTasksResponse } from '@ledgerlight/contract';
import { describe, expect, it, vi } from 'vitest';
import { helpAnalysisLabel, loadHelpAnalyses } from './helpAnalyses';

function task(taskId: string): AgentTask {
  return { taskId, status: 'COMPLETED', createdAt: '2025-01-01T00:00:00.000Z' };
}

describe('loadHelpAnalyses (product 2, 7 and 9)', () => {
  it('asks each of the five agents for 25 tasks and labels each with the agent name and the last 8 of the id', async () => {
    const fetchTasks = vi.fn(async (agentId: AgentId): Promise<AgentTasksResponse> =>
      agentId === 'fraud_detection' ? { tasks: [task('task-aaaa-0000fraud01')] } : { tasks: [] },
    );
    const analyses = await loadHelpAnalyses(fetchTasks);
    expect(fetchTasks.mock.calls).toEqual(AGENT_IDS.map((id) => [id, HELP_TASKS_PER_AGENT]));
    expect(HELP_TASKS_PER_AGENT).toBe(25);
    expect(analyses).toEqual([
      {
        taskId: 'task-aaaa-0000fraud01',
        agentId: 'fraud_detection',
        agentName: 'Fraud Detection',
        label: 'Fraud Detection #0fraud01',
      },
    ]);
    expect(helpAnalysisLabel('Budget Builder', 'abcdefgh12345678')).toBe('Budget Builder #12345678');
  });

  it('reads the list as tasks or items, in the agents’ order', async () => {
    const analyses = await loadHelpAnalyses(async (agentId) =>
      agentId === 'budget_builder' ? { items: [task('b-1'), task('b-2')] } : { tasks: [task(`${agentId}-x`)] },
    );
    expect(analyses.map((analysis) => analysis.taskId)).toEqual([
      'fraud_detection-x',
      'b-1',
      'b-2',
      'recurring_expenses-x',
      'savings_finder-x',
      'discretionary_spending-x',
    ]);
  });

  it('keeps at most 25 per agent even if the server sends more', async () => {
    const many = Array.from({ length: 30 }, (_, index) => task(`t-${index}`));
    const analyses = await loadHelpAnalyses(async (agentId) => (agentId === 'savings_finder' ? { tasks: many } : {}));
    expect(analyses).toHaveLength(HELP_TASKS_PER_AGENT);
  });

  it('logs and skips a failed agent list while the others load', async () => {
    const logger = { error: vi.fn() };
    const failure = new Error('Request failed with status code 500');
    const analyses = await loadHelpAnalyses(async (agentId) => {
      if (agentId === 'recurring_expenses') throw failure;
      return { tasks: [task(`${agentId}-1`)] };
    }, logger);
    expect(analyses.map((analysis) => analysis.agentId)).toEqual([
      'fraud_detection',
      'budget_builder',
      'savings_finder',
      'discretionary_spending',
    ]);
    expect(logger.error).toHaveBeenCalledExactlyOnceWith('Failed to fetch tasks', 'recurring_expenses', failure);
  });
});
