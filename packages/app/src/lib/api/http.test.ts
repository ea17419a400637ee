import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createHttpClient, TimeoutError } from './http';
import type { HttpClientOptions } from './http';
import { timeoutForDevice } from './timeout';

const BASE = 'http://localhost:8080';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function client(overrides: Partial<HttpClientOptions> = {}) {
  const logger = { error: vi.fn() };
  const onUnauthorized = vi.fn();
  const api = createHttpClient({
    baseUrl: () => BASE,
    getIdToken: async () => 'id-token-123',
    onUnauthorized,
    timeoutMs: () => 30000,
    logger,
    ...overrides,
  });
  return { api, logger, onUnauthorized };
}

describe('the API helper (product 7)', () => {
  it.each(['patch', 'head', 'options', 'PATCH'])(
    "rejects %s with 'Unsupported method' and logs the path",
    async (method) => {
      const { api, logger } = client();
      await expect(api.request(method, '/api/credits/balance')).rejects.toThrow('Unsupported method');
      expect(logger.error).toHaveBeenCalledWith('API call failed', '/api/credits/balance', expect.any(Error));
    },
  );

  it.each(['get', 'post', 'put', 'delete', 'GET'])('accepts %s', async (method) => {
    server.use(http.all(`${BASE}/api/ping`, () => HttpResponse.json({ ok: true })));
    const { api } = client();
    await expect(api.request(method, '/api/ping')).resolves.toEqual({ ok: true });
  });

  it('sends JSON with credentials and the ID token as bearer, and returns the body', async () => {
    let seen: Request | undefined;
    server.use(
      http.post(`${BASE}/api/support`, async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ success: true });
      }),
    );
    const { api } = client();
    await expect(api.post('/api/support', { body: { category: 'other' } })).resolves.toEqual({ success: true });
    expect(seen?.headers.get('authorization')).toBe('Bearer id-token-123');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.credentials).toBe('include');
    expect(await seen?.json()).toEqual({ category: 'other' });
  });

  it("sends a call's own headers (an Idempotency-Key) beside the client's, which they cannot replace", async () => {
    let seen: Request | undefined;
    server.use(
      http.post(`${BASE}/api/agent/initiate`, async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ taskId: 'task-1' });
      }),
    );
    const { api } = client();
    await api.post('/api/agent/initiate', {
      body: {},
      headers: { 'Idempotency-Key': 'key-1', 'Content-Type': 'text/plain' },
    });
    expect(seen?.headers.get('idempotency-key')).toBe('key-1');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('authorization')).toBe('Bearer id-token-123');
  });

  it('sends no Authorization header when signed out', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${BASE}/api/ping`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    const { api } = client({ getIdToken: async () => undefined });
    await api.get('/api/ping');
    expect(auth).toBeNull();
  });

  it('validates the response with the contract schema', async () => {
    server.use(http.get(`${BASE}/api/credits/balance`, () => HttpResponse.json({ balance: 'lots' })));
    const { api, logger } = client();
    const response = z.object({ balance: z.number() });
    await expect(api.get('/api/credits/balance', { response })).rejects.toBeInstanceOf(z.ZodError);
    expect(logger.error).toHaveBeenCalledWith('API call failed', '/api/credits/balance', expect.any(z.ZodError));
  });

  it('on 401 sends the browser to /welcome and still rejects to the caller', async () => {
    server.use(
      http.get(`${BASE}/api/credits/balance`, () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })),
    );
    const { api, onUnauthorized, logger } = client();
    const failure = api.get('/api/credits/balance');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Request failed with status code 401' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('API call failed', '/api/credits/balance', expect.any(ApiError));
  });

  it('does not redirect on other failures, and keeps the server message', async () => {
    server.use(
      http.get(`${BASE}/api/agent/fraud_detection/result/t1`, () =>
        HttpResponse.json({ error: 'Forbidden', message: 'Not your task' }, { status: 403 }),
      ),
    );
    const { api, onUnauthorized } = client();
    const error = await api.get('/api/agent/fraud_detection/result/t1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('403');
    expect((error as ApiError).serverMessage).toBe('Not your task');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs and rethrows network errors', async () => {
    server.use(http.get(`${BASE}/api/ping`, () => HttpResponse.error()));
    const { api, logger } = client();
    await expect(api.get('/api/ping')).rejects.toThrow();
    expect(logger.error).toHaveBeenCalledWith('API call failed', '/api/ping', expect.anything());
  });

  describe.each([
    ['desktop, normal connection', { userAgent: 'X11; Linux', maxTouchPoints: 0, hasTouchEvents: false }, 30000],
    [
      'desktop, slow connection',
      { userAgent: 'X11; Linux', maxTouchPoints: 0, hasTouchEvents: false, connection: { effectiveType: '2g' } },
      45000,
    ],
    ['mobile, normal connection', { userAgent: 'iPhone Mobile', maxTouchPoints: 5, hasTouchEvents: true }, 45000],
    [
      'mobile, slow connection',
      { userAgent: 'Android Mobile', maxTouchPoints: 5, hasTouchEvents: true, connection: { downlink: 0.4 } },
      60000,
    ],
  ])('timeout for %s', (_label, signals, expected) => {
    it(`aborts after exactly ${expected} ms`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      server.use(
        http.get(`${BASE}/api/slow`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const { api, logger } = client({ timeoutMs: () => timeoutForDevice(signals) });
      const outcome = api.get('/api/slow').then(
        () => 'resolved',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(expected - 1);
      const early = await Promise.race([outcome, Promise.resolve('pending')]);
      expect(early).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as TimeoutError).timeoutMs).toBe(expected);
      expect(logger.error).toHaveBeenCalledWith('API call failed', '/api/slow', error);
    });
  });

  it('bounds the body too: headers in time and a body that never ends is a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The headers come at once; the body starts and never ends.
    const endless = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"balance":'));
      },
    });
    const fetchEndless = async () =>
      new Response(endless, { status: 200, headers: { 'Content-Type': 'application/json' } });
    const { api, logger } = client({ timeoutMs: () => 30000, fetch: fetchEndless });
    const outcome = api.get('/api/credits/balance').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(29999);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await Promise.race([outcome, Promise.resolve('still pending')]);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(30000);
    expect(logger.error).toHaveBeenCalledWith('API call failed', '/api/credits/balance', error);
  });
});
