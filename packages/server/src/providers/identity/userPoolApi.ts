import { z } from 'zod';

/**
 * The Cognito user pool JSON API (POST / with `X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>`),
 * spoken by Amazon Cognito and by the local user pool alike: account deletion calls it with the user's
 * own access token (users/deletion.ts, ADR 0033), the local stack to create its pool.
 */

/** An error answer of the user pool API: `name` is Cognito's exception name. */
export class CognitoApiError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Calls one operation of the Cognito user pool JSON API at endpoint. */
export async function callUserPoolApi(endpoint: string, operation: string, body: object): Promise<unknown> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    // Not JSON: reported below with the status.
  }
  if (!response.ok) {
    const error = z.object({ __type: z.string().optional(), message: z.string().optional() }).safeParse(parsed);
    const name = error.success ? (error.data.__type?.split('#').pop() ?? 'UnknownError') : 'UnknownError';
    const message = error.success ? (error.data.message ?? text) : text;
    throw new CognitoApiError(name, `${operation} failed (${response.status}): ${message}`, response.status);
  }
  return parsed;
}
