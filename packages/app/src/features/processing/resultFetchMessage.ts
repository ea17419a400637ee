import { ANALYSIS_NOT_FOUND_MESSAGE, FORBIDDEN_ANALYSIS_MESSAGE, SERVER_ERROR_MESSAGE } from '@ledgerlight/contract';
import { ApiError } from '../../lib/api/http';

/** Product 8, Result fetch: the fallback when a failure carries no message. */
export const RESULT_FETCH_FALLBACK_MESSAGE = 'Failed to fetch task result';

/** The kinds of result-fetch failure the screens tell apart (product 8). */
export type ResultFetchFailure = 'notFound' | 'forbidden' | 'serverError' | 'other';

/** Which product 8 case a failure is: the ApiError's status, else a 404, 403 or 500 in its message. */
export function resultFetchFailure(error: unknown): ResultFetchFailure {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'notFound';
    if (error.status === 403) return 'forbidden';
    if (error.status === 500) return 'serverError';
    return 'other';
  }
  const message = error instanceof Error ? error.message : '';
  if (message.includes('404')) return 'notFound';
  if (message.includes('403')) return 'forbidden';
  if (message.includes('500')) return 'serverError';
  return 'other';
}

/**
 * The message of product 8 "Result fetch": 404 'Analysis not found...', 403 'You do not have
 * permission...', 500 'Server error occurred...'; any other failure shows its own message (the
 * server's, when it gave one) or 'Failed to fetch task result'.
 */
export function resultFetchMessage(error: unknown): string {
  switch (resultFetchFailure(error)) {
    case 'notFound':
      return ANALYSIS_NOT_FOUND_MESSAGE;
    case 'forbidden':
      return FORBIDDEN_ANALYSIS_MESSAGE;
    case 'serverError':
      return SERVER_ERROR_MESSAGE;
    case 'other': {
      const message =
        error instanceof ApiError
          ? (error.serverMessage ?? error.message)
          : error instanceof Error
            ? error.message
            : '';
      return message.trim() === '' ? RESULT_FETCH_FALLBACK_MESSAGE : message;
    }
  }
}
