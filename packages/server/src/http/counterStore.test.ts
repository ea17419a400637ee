import { randomBytes } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { TEST_REDIS_URL } from '../database.test-support';
import { connectRedis } from '../server';
import { createMemoryCounterStore, createRedisCounterStore } from './counterStore';
import type { CounterStore } from './counterStore';

/**
 * The throttle counters (local user pool lockouts) behave alike in memory and in Redis, and in Redis
 * two API processes (two clients) count together.
 */

const redisClients = TEST_REDIS_URL === undefined ? [] : [connectRedis(TEST_REDIS_URL), connectRedis(TEST_REDIS_URL)];
const prefix = `ledgerlight:test:${randomBytes(4).toString('hex')}:`;

afterAll(async () => {
  await Promise.all(redisClients.map((client) => client.quit()));
});

const stores: { name: string; available: boolean; make: () => [CounterStore, CounterStore] }[] = [
  {
    name: 'in memory',
    available: true,
    make: () => {
      const store = createMemoryCounterStore();
      return [store, store];
    },
  },
  {
    name: 'in Redis, two clients',
    available: redisClients.length === 2,
    make: () => {
      const [first, second] = redisClients;
      if (first === undefined || second === undefined) throw new Error('No Redis clients');
      return [createRedisCounterStore(first, prefix), createRedisCounterStore(second, prefix)];
    },
  },
];

for (const { name, available, make } of stores) {
  const title = available ? `Counters ${name}` : `Counters ${name} (skipped: TEST_REDIS_URL is not set)`;
  describe.skipIf(!available)(title, () => {
    it('counts hits in a window that starts with the first hit and ends on time', async () => {
      const [a, b] = make();
      const key = `hits-${randomBytes(4).toString('hex')}`;
      expect((await a.hit(key, 300)).count).toBe(1);
      expect((await b.hit(key, 300)).count).toBe(2);
      const third = await a.hit(key, 300);
      expect(third.count).toBe(3);
      expect(third.resetInMs).toBeGreaterThan(0);
      expect(third.resetInMs).toBeLessThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await b.hit(key, 300)).count).toBe(1);
    });

    it('holds a flag for its time, replaces it, and clears it', async () => {
      const [a, b] = make();
      const key = `lock-${randomBytes(4).toString('hex')}`;
      expect(await b.remainingMs(key)).toBe(0);
      await a.hold(key, 10_000);
      expect(await b.remainingMs(key)).toBeGreaterThan(9_000);
      await a.hold(key, 200);
      expect(await b.remainingMs(key)).toBeLessThanOrEqual(200);
      await b.clear(key);
      expect(await a.remainingMs(key)).toBe(0);
    });
  });
}
