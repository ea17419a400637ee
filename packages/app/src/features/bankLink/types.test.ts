import { describe, expect, it } from 'vitest';
import type { SandboxLinkEventName } from './sandboxLink.machine';
import { BANK_LINK_EVENTS } from './types';
import type { BankLinkEventName } from './types';

/** The events the in-app sandbox Link dialog reports (a compile error if one is not product 7's). */
const SANDBOX_EVENTS = [
  'OPEN',
  'SELECT_INSTITUTION',
  'ERROR',
  'EXIT',
  'HANDOFF',
] as const satisfies readonly SandboxLinkEventName[];

describe("the bank-linking widget's events (product 7; only code covered them)", () => {
  it('are the eight names of product 7, each once', () => {
    expect(BANK_LINK_EVENTS).toEqual([
      'OPEN',
      'EXIT',
      'HANDOFF',
      'SELECT_INSTITUTION',
      'ERROR',
      'BANK_INCOME_INSIGHTS_COMPLETED',
      'IDENTITY_VERIFICATION_PASS_SESSION',
      'IDENTITY_VERIFICATION_FAIL_SESSION',
    ]);
    expect(new Set(BANK_LINK_EVENTS).size).toBe(8);
  });

  it('include every event the sandbox dialog reports', () => {
    const names: readonly BankLinkEventName[] = BANK_LINK_EVENTS;
    for (const event of SANDBOX_EVENTS) expect(names).toContain(event);
  });
});
