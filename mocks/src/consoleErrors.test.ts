import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { consoleErrorText, expectConsoleErrors } from './consoleErrors.test-support';

describe('expectConsoleErrors', () => {
  it('silences the expected messages and hands back the spy', () => {
    const logged = expectConsoleErrors([/^API call failed \/api\/credits\/balance/]);
    console.error('API call failed', '/api/credits/balance', new Error('down'));
    expect(logged).toHaveBeenCalledTimes(1);
  });

  // Expected to fail: the check at the end of the test sees a message no pattern matches.
  it.fails('fails the test on any other message', () => {
    expectConsoleErrors([/^API call failed/]);
    console.error('Warning: an update was not wrapped in act(...)');
  });

  it('reads errors by name and message, and other values as JSON', () => {
    expect(
      consoleErrorText(['Failed to fetch tasks', 'fraud_detection', new TypeError('offline'), { status: 500 }]),
    ).toBe('Failed to fetch tasks fraud_detection TypeError: offline {"status":500}');
  });
});

describe('expectConsoleErrors in a beforeEach', () => {
  const seen: string[] = [];
  beforeEach(() => {
    expectConsoleErrors([/^expected/]);
  });
  afterAll(() => expect(seen).toEqual(['first', 'second']));

  it('applies to the first test', () => {
    console.error('expected in the first test');
    seen.push('first');
  });

  it.fails('and fails another test of the file on an unexpected message', () => {
    console.error('unexpected in the second test');
    seen.push('second');
  });
});
