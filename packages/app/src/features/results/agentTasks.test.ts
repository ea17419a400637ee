import { AGENT_IDS } from '@ledgerlight/contract';
import type { AgentId, AgentTask } from '@ledgerlight/contract';
import { describe, expect, it, vi } from 'vitest';
import { TASKS_FETCH_FAILED_LOG, loadAgentTaskLists } from './agentTasks';

const tasksOf = (agentId: AgentId, count: number): AgentTask[] =>
  Array.from({ length: count }, (_, index) => ({
    taskId: `${agentId}-${index}`,
    status: 'COMPLETED',
    createdAt: '2026-11-01T10:00:00.000Z',
  }));

describe('loadAgentTaskLists', () => {
  it("reads every agent's list with the limit, in the catalogue's order", async () => {
    const fetchList = vi.fn(async (agentId: AgentId) => tasksOf(agentId, 2));
    const { lists, failed } = await loadAgentTaskLists(25, fetchList);
    expect(fetchList.mock.calls).toEqual(AGENT_IDS.map((agentId) => [agentId, 25]));
    expect(lists.map((list) => list.agent.id)).toEqual([...AGENT_IDS]);
    expect(failed).toEqual([]);
  });

  it('keeps at most `limit` tasks of a list, and all of them without a limit', async () => {
    const fetchList = async (agentId: AgentId) => tasksOf(agentId, 8);
    expect((await loadAgentTaskLists(5, fetchList)).lists[0]?.tasks).toHaveLength(5);
    expect((await loadAgentTaskLists(undefined, fetchList)).lists[0]?.tasks).toHaveLength(8);
  });

  it('logs a failed list and skips it while the others load (product 7)', async () => {
    const failure = new Error('500');
    const logger = { error: vi.fn() };
    const fetchList = async (agentId: AgentId) => {
      if (agentId === 'savings_finder') throw failure;
      return tasksOf(agentId, 1);
    };
    const { lists, failed } = await loadAgentTaskLists(25, fetchList, logger);
    expect(lists.map((list) => list.agent.id)).not.toContain('savings_finder');
    expect(lists).toHaveLength(4);
    expect(failed).toEqual(['savings_finder']);
    expect(logger.error).toHaveBeenCalledExactlyOnceWith(TASKS_FETCH_FAILED_LOG, 'savings_finder', failure);
  });
});
