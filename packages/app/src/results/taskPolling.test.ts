import type { AgentTask } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTaskPolling } from './taskPolling';

const task = (taskId: string, status: string): AgentTask =>
  ({ taskId, status, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' }) as AgentTask;

describe('startTaskPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads each active task every 3000 ms and hands it back', async () => {
    const active = ['a', 'b'];
    const fetchTask = vi.fn(async (id: string) => task(id, 'PROCESSING'));
    const onTask = vi.fn();
    const stop = startTaskPolling({ activeTaskIds: () => active, fetchTask, onTask, isHidden: () => false });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchTask).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchTask.mock.calls.map(([id]) => id)).toEqual(['a', 'b']);
    expect(onTask).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchTask).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stops by itself once nothing is active', async () => {
    let active = ['a'];
    const fetchTask = vi.fn(async (id: string) => task(id, 'COMPLETED'));
    const stop = startTaskPolling({
      activeTaskIds: () => active,
      fetchTask,
      onTask: () => {
        active = [];
      },
      isHidden: () => false,
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchTask).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchTask).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('skips a failed read and tries again at the next tick', async () => {
    const fetchTask = vi
      .fn<(id: string) => Promise<AgentTask>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValue(task('a', 'PROCESSING'));
    const onTask = vi.fn();
    const stop = startTaskPolling({ activeTaskIds: () => ['a'], fetchTask, onTask, isHidden: () => false });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(onTask).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(onTask).toHaveBeenCalledOnce();
    stop();
  });

  it('makes no request while the tab is hidden, and resumes when it is visible', async () => {
    let hidden = true;
    const fetchTask = vi.fn(async (id: string) => task(id, 'PENDING'));
    const stop = startTaskPolling({ activeTaskIds: () => ['a'], fetchTask, onTask: vi.fn(), isHidden: () => hidden });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(fetchTask).not.toHaveBeenCalled();
    hidden = false;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchTask).toHaveBeenCalledOnce();
    stop();
  });

  it('stops on stop(): no further request, nothing handed back after it', async () => {
    let resolve: (value: AgentTask) => void = () => undefined;
    const fetchTask = vi.fn(() => new Promise<AgentTask>((done) => (resolve = done)));
    const onTask = vi.fn();
    const stop = startTaskPolling({ activeTaskIds: () => ['a'], fetchTask, onTask, isHidden: () => false });
    await vi.advanceTimersByTimeAsync(3_000);
    stop();
    resolve(task('a', 'COMPLETED'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onTask).not.toHaveBeenCalled();
    expect(fetchTask).toHaveBeenCalledOnce();
  });
});
