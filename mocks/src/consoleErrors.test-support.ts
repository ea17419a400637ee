import { onTestFinished, vi } from 'vitest';
import type { MockInstance } from 'vitest';

/** One console.error argument as text: strings as they are, errors by name and message. */
function textOf(argument: unknown): string {
  if (typeof argument === 'string') return argument;
  if (argument instanceof Error) return `${argument.name}: ${argument.message}`;
  try {
    return JSON.stringify(argument) ?? String(argument);
  } catch {
    return String(argument);
  }
}

/** The text a console.error call is matched by: its arguments' texts, space-separated. */
export function consoleErrorText(args: readonly unknown[]): string {
  return args.map(textOf).join(' ');
}

/**
 * Silences console.error for the messages the test expects, each matched by one of `expected`
 * against consoleErrorText of the call, and fails the test, when it finishes, on any other message
 * (listed in the failure). Call it inside the test, or in a beforeEach for every test of a file
 * (in a block body: a spy returned from beforeEach would be called as its cleanup).
 * Returns the spy, so the test can also assert that the expected message was logged.
 */
export function expectConsoleErrors(expected: readonly RegExp[]): MockInstance<typeof console.error> {
  const unexpected: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = consoleErrorText(args);
    if (!expected.some((pattern) => pattern.test(text))) unexpected.push(text);
  });
  onTestFinished(() => {
    spy.mockRestore();
    if (unexpected.length > 0) {
      throw new Error(`console.error with a message the test does not expect:\n${unexpected.join('\n')}`);
    }
  });
  return spy;
}
