import { AUTH_CALLBACK_TIMEOUT_MS } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AuthStatus } from './session';
import {
  AUTH_CALLBACK_FAILED_MESSAGE,
  AUTH_CALLBACK_TIMED_OUT_MESSAGE,
  authCallbackMachine,
} from './authCallback.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(session: AuthStatus = 'loading') {
  const goToAgents = vi.fn();
  const actor = createActor(authCallbackMachine.provide({ actions: { goToAgents } }), { input: { session } });
  actor.start();
  return { actor, goToAgents };
}

describe('the auth callback machine (product 4)', () => {
  it('completes and waits', () => {
    const { actor, goToAgents } = start();
    expect(actor.getSnapshot().value).toBe('completing');
    vi.advanceTimersByTime(AUTH_CALLBACK_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('completing');
    expect(goToAgents).not.toHaveBeenCalled();
  });

  it('goes to the agents on a signedIn event', () => {
    const { actor, goToAgents } = start();
    actor.send({ type: 'AUTH', event: 'signedIn' });
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(goToAgents).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(AUTH_CALLBACK_TIMEOUT_MS);
    expect(goToAgents).toHaveBeenCalledOnce();
  });

  it.each(['tokenRefresh_failure', 'signInWithRedirect_failure'] as const)('fails on %s', (event) => {
    const { actor, goToAgents } = start();
    actor.send({ type: 'AUTH', event });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe(AUTH_CALLBACK_FAILED_MESSAGE);
    vi.advanceTimersByTime(AUTH_CALLBACK_TIMEOUT_MS);
    expect(actor.getSnapshot().context.message).toBe(AUTH_CALLBACK_FAILED_MESSAGE);
    expect(goToAgents).not.toHaveBeenCalled();
  });

  it('ignores the other events', () => {
    const { actor } = start();
    actor.send({ type: 'AUTH', event: 'tokenRefresh' });
    actor.send({ type: 'AUTH', event: 'signedOut' });
    expect(actor.getSnapshot().value).toBe('completing');
  });

  it('after 5 s goes to the agents when the session is signed in', () => {
    const { actor, goToAgents } = start();
    actor.send({ type: 'SESSION', status: 'signedIn' });
    vi.advanceTimersByTime(AUTH_CALLBACK_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(goToAgents).toHaveBeenCalledOnce();
  });

  it('after 5 s times out when the session is signed out', () => {
    const { actor, goToAgents } = start('signedOut');
    vi.advanceTimersByTime(AUTH_CALLBACK_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe(AUTH_CALLBACK_TIMED_OUT_MESSAGE);
    expect(goToAgents).not.toHaveBeenCalled();
  });

  it('after 5 s still loading, decides once the session has loaded', () => {
    const signedOut = start('loading');
    vi.advanceTimersByTime(AUTH_CALLBACK_TIMEOUT_MS);
    expect(signedOut.actor.getSnapshot().value).toBe('awaitingSession');
    expect(signedOut.actor.getSnapshot().context.message).toBeUndefined();
    signedOut.actor.send({ type: 'SESSION', status: 'signedOut' });
    expect(signedOut.actor.getSnapshot().context.message).toBe(AUTH_CALLBACK_TIMED_OUT_MESSAGE);

    const signedIn = start('loading');
    vi.advanceTimersByTime(AUTH_CALLBACK_TIMEOUT_MS);
    signedIn.actor.send({ type: 'SESSION', status: 'signedIn' });
    expect(signedIn.actor.getSnapshot().value).toBe('succeeded');
    expect(signedIn.goToAgents).toHaveBeenCalledOnce();
  });

  it('still reacts to provider events while waiting for the session', () => {
    const failing = start('loading');
    vi.advanceTimersByTime(AUTH_CALLBACK_TIMEOUT_MS);
    failing.actor.send({ type: 'AUTH', event: 'signInWithRedirect_failure' });
    expect(failing.actor.getSnapshot().context.message).toBe(AUTH_CALLBACK_FAILED_MESSAGE);

    const succeeding = start('loading');
    vi.advanceTimersByTime(AUTH_CALLBACK_TIMEOUT_MS);
    succeeding.actor.send({ type: 'AUTH', event: 'signedIn' });
    expect(succeeding.goToAgents).toHaveBeenCalledOnce();
  });

  it('uses the contract timeout', () => {
    expect(AUTH_CALLBACK_TIMEOUT_MS).toBe(5_000);
    expect(authCallbackMachine.implementations.delays.AUTH_CALLBACK_TIMEOUT).toBe(AUTH_CALLBACK_TIMEOUT_MS);
  });
});
