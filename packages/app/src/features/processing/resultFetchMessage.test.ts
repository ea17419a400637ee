import { ANALYSIS_NOT_FOUND_MESSAGE, FORBIDDEN_ANALYSIS_MESSAGE, SERVER_ERROR_MESSAGE } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, TimeoutError } from '../../lib/api/http';
import { RESULT_FETCH_FALLBACK_MESSAGE, resultFetchFailure, resultFetchMessage } from './resultFetchMessage';

const apiError = (status: number, body?: unknown) => new ApiError(status, '/api/agent/fraud_detection/result/t', body);

describe('result fetch messages (product 8)', () => {
  it('maps 404, 403 and 500 to the messages of product 8, to the letter', () => {
    expect(resultFetchMessage(apiError(404))).toBe(
      'Analysis not found. It may have been deleted or the ID is incorrect.',
    );
    expect(resultFetchMessage(apiError(403))).toBe('You do not have permission to view this analysis.');
    expect(resultFetchMessage(apiError(500))).toBe('Server error occurred. Please try again later.');
    expect([ANALYSIS_NOT_FOUND_MESSAGE, FORBIDDEN_ANALYSIS_MESSAGE, SERVER_ERROR_MESSAGE]).toEqual([
      resultFetchMessage(apiError(404)),
      resultFetchMessage(apiError(403)),
      resultFetchMessage(apiError(500)),
    ]);
  });

  it('maps on a status code in the message of a plain error too', () => {
    expect(resultFetchMessage(new Error('Request failed with status code 404'))).toBe(ANALYSIS_NOT_FOUND_MESSAGE);
    expect(resultFetchMessage(new Error('HTTP 403 Forbidden'))).toBe(FORBIDDEN_ANALYSIS_MESSAGE);
    expect(resultFetchMessage(new Error('status 500'))).toBe(SERVER_ERROR_MESSAGE);
  });

  it('shows any other message as is, preferring the server message', () => {
    expect(resultFetchMessage(apiError(502, { error: 'Bad Gateway', message: 'Upstream is down' }))).toBe(
      'Upstream is down',
    );
    expect(resultFetchMessage(apiError(502))).toBe('Request failed with status code 502');
    expect(resultFetchMessage(new TimeoutError(30_000))).toBe('Request timed out after 30000 ms');
    expect(resultFetchMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it("falls back to 'Failed to fetch task result'", () => {
    expect(RESULT_FETCH_FALLBACK_MESSAGE).toBe('Failed to fetch task result');
    expect(resultFetchMessage(new Error(''))).toBe('Failed to fetch task result');
    expect(resultFetchMessage('boom')).toBe('Failed to fetch task result');
    expect(resultFetchMessage(undefined)).toBe('Failed to fetch task result');
  });

  it('classifies the failure', () => {
    expect(resultFetchFailure(apiError(404))).toBe('notFound');
    expect(resultFetchFailure(apiError(403))).toBe('forbidden');
    expect(resultFetchFailure(apiError(500))).toBe('serverError');
    expect(resultFetchFailure(apiError(401))).toBe('other');
    expect(resultFetchFailure(null)).toBe('other');
  });
});
