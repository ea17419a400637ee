import { WELCOME_BANNER_MS } from '@ledgerlight/contract';
import type { CreditLedgerItem } from '@ledgerlight/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { qualifiesForWelcomeBanner, welcomeBannerMachine } from './welcomeBanner.machine';

const WELCOME: CreditLedgerItem = {
  id: 'l-1',
  type: 'purchase',
  description: 'Welcome credits',
  note: 'Welcome bonus: 3 free credits to get you started',
  amount: 3,
  createdAt: '2026-11-20T15:00:00.000Z',
};

describe('qualifiesForWelcomeBanner (product 4)', () => {
  it('needs a balance of exactly 3 and a latest note containing Welcome bonus', () => {
    expect(qualifiesForWelcomeBanner(3, WELCOME)).toBe(true);
    expect(qualifiesForWelcomeBanner(2, WELCOME)).toBe(false);
    expect(qualifiesForWelcomeBanner(4, WELCOME)).toBe(false);
    expect(qualifiesForWelcomeBanner(undefined, WELCOME)).toBe(false);
    expect(qualifiesForWelcomeBanner(3, undefined)).toBe(false);
    expect(qualifiesForWelcomeBanner(3, { ...WELCOME, note: undefined })).toBe(false);
    expect(qualifiesForWelcomeBanner(3, { ...WELCOME, note: 'Purchase of 3 credits' })).toBe(false);
  });
});

describe('the welcome banner machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for 10 s, then hides for good', () => {
    const actor = createActor(welcomeBannerMachine).start();
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'SHOW' });
    expect(actor.getSnapshot().value).toBe('shown');
    vi.advanceTimersByTime(WELCOME_BANNER_MS - 1);
    expect(actor.getSnapshot().value).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('dismissed');
    actor.send({ type: 'SHOW' });
    expect(actor.getSnapshot().value).toBe('dismissed');
  });

  it('hides at once when dismissed', () => {
    const actor = createActor(welcomeBannerMachine).start();
    actor.send({ type: 'SHOW' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('dismissed');
  });
});
