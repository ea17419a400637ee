import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

import { buildPath, endpoints } from '@ledgerlight/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { choosePort } from '@ledgerlight/local-stack';
import { startLocalPoolServer } from '../localMode/localPool.test-support';
import type { LocalPoolServer } from '../localMode/localPool.test-support';
import { CANCEL_URL, localPaymentsSetup, SUCCESS_URL } from '../routes/payments.test-support';
import { REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from './counterStore';

/**
 * With REDIS_URL set and Redis stopped, purchases and the local user pool answered
 * 500 (a purchase after about 1.9 s) and the log filled with "[ioredis] Unhandled error event". Here
 * the server (with the real cognito-local) counts in a Redis of its own, which is stopped and started
 * again mid-run: meanwhile every answer comes in milliseconds, none is a 500, the limits hold per
 * process, and the log says so once each way.
 */

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const title = hasRedisServer
  ? 'Redis stopped mid-run'
  : 'Redis stopped mid-run (skipped: no redis-server on this machine)';

const HOST = 'localhost:8080';
const PASSWORD = 'Secret-pass1';
const PURCHASE_LIMIT = 3;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await delay(50);
  }
}

describe.skipIf(!hasRedisServer)(title, () => {
  let port: number;
  let redisServer: ChildProcess | undefined;
  let probe: Redis;
  let pooled: LocalPoolServer;
  const lines: string[] = [];
  const logged = () => lines.join('');
  const email = `ada-${Date.now()}@example.com`;
  let idToken = '';

  const startRedis = async () => {
    redisServer = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitUntil(async () => (await probe.ping().catch(() => '')) === 'PONG');
  };
  const stopRedis = async () => {
    const child = redisServer;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  const purchase = async (who: string) => {
    const started = performance.now();
    const response = await pooled.server.app.inject({
      method: 'POST',
      url: buildPath(endpoints.creditPurchase),
      headers: { host: HOST, authorization: `Bearer ${who}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ priceId: 'credits_5', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL }),
    });
    return { status: response.statusCode, ms: performance.now() - started };
  };
  const signIn = async () => {
    const started = performance.now();
    const answer = await pooled.pool('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    });
    return { ...answer, ms: performance.now() - started };
  };
  const sharedKeys = async () => (await probe.keys('ledgerlight:*')).length;

  beforeAll(async () => {
    port = await choosePort('127.0.0.1', 0);
    probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    probe.on('error', () => undefined);
    await startRedis();
    pooled = await startLocalPoolServer({
      host: HOST,
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        RATE_LIMIT_PURCHASE: String(PURCHASE_LIMIT),
        RATE_LIMIT_WINDOW_MS: '600000',
        LOG_LEVEL: 'info',
      },
      payments: localPaymentsSetup(),
      logStream: { write: (line) => lines.push(line) },
    });
    await pooled.pool('SignUp', {
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    await pooled.pool('ConfirmSignUp', { Username: email, ConfirmationCode: await pooled.codeFor(email) });
    await waitUntil(async () => (await signIn()).status === 200);
    const signedIn = (await signIn()).body as { AuthenticationResult: { IdToken: string } };
    idToken = signedIn.AuthenticationResult.IdToken;
  }, 120_000);

  afterAll(async () => {
    await pooled?.stop();
    await stopRedis();
    probe?.disconnect();
  });

  it('counts in Redis, falls back to the process in milliseconds with no 500, and goes back to Redis', async () => {
    const unhandled = vi.spyOn(console, 'error');
    // Redis up: the purchase limit is counted there.
    expect((await purchase(idToken)).status).toBe(200);
    expect(await sharedKeys()).toBeGreaterThan(0);

    await stopRedis();
    const during: Array<{ status: number; ms: number }> = [];
    for (let index = 0; index < PURCHASE_LIMIT + 2; index += 1) during.push(await purchase(idToken));
    // This process had not counted the first purchase (Redis did): its own limit starts afresh.
    expect(during.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    for (const answer of during) expect(answer.ms).toBeLessThan(500);
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    expect(signedIn.ms).toBeLessThan(1_000);
    const wrong = await pooled.pool('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Wrong-pass9' },
    });
    expect(wrong.status).toBe(400);
    await waitUntil(() => logged().includes(REDIS_DOWN_MESSAGE));

    await startRedis();
    await waitUntil(() => logged().includes(REDIS_BACK_MESSAGE), 20_000);
    const other = await purchase(idToken);
    expect(other.status).toBe(200);
    expect(await sharedKeys()).toBeGreaterThan(0);

    expect(logged().split(REDIS_DOWN_MESSAGE)).toHaveLength(2);
    expect(logged().split(REDIS_BACK_MESSAGE)).toHaveLength(2);
    expect(logged()).not.toContain('"statusCode":500');
    expect(unhandled.mock.calls.flat().join(' ')).not.toContain('Unhandled error event');
    unhandled.mockRestore();
  }, 60_000);
});
