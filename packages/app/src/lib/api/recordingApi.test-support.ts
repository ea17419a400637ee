import { vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import type { Api } from './api';

/** A client that records each call and answers with `answer`, for the tests of a feature's actors. */
export function recordingApi(answer: unknown) {
  const calls: [string, unknown][] = [];
  const call = vi.fn(async (key: string, request: unknown) => {
    calls.push([key, request]);
    return answer;
  });
  return { api: call as unknown as Api, calls };
}

/** Runs one actor to its output. */
export const runActor = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start());
