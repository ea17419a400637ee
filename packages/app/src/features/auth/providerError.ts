/**
 * How the Amplify adapter reports failures (identity.ts): an Error whose `name` is the provider's
 * exception name (UserNotConfirmedException ...) and whose message is the provider's.
 */

/** Rejects with an Error whose name is the provider's exception name (UserNotConfirmedException ...). */
export function providerError(error: unknown): Error {
  if (error instanceof Error) return error;
  const wrapped = new Error(typeof error === 'string' ? error : 'An unexpected error occurred');
  wrapped.name = 'Unknown';
  return wrapped;
}

export async function rethrowing<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw providerError(error);
  }
}

/** The trimmed value, or undefined when it is blank. */
export const nonEmpty = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
