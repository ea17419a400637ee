import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { safeError } from '../bank/bankService';
import { createPgliteTestDatabase } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { createJsonLogger } from './logger';

/**
 * Beyond the API's logger: the worker's own logger and the bank service's log
 * fields write a failed query by its code and reason, never its SQL or parameters.
 */

const SECRET = '0000-01-01T00:00:00.000Z';

describe('failed queries in the worker and bank logs', () => {
  let testDb: TestDatabase;
  let failure: unknown;

  beforeAll(async () => {
    testDb = await createPgliteTestDatabase();
    try {
      await testDb.database.db.execute(sql`select ${SECRET}::timestamptz as probe_column`);
    } catch (error) {
      failure = error;
    }
  }, 60_000);

  afterAll(async () => {
    await testDb.drop();
  });

  it('the query failed with its SQL and parameters in the error, as drizzle reports it', () => {
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain('probe_column');
  });

  it('the worker logger writes the code and reason only', () => {
    const lines: string[] = [];
    const logger = createJsonLogger('info', { write: (line) => lines.push(line) });
    logger.error({ err: failure, taskId: 't-1' }, 'task failed');
    const output = lines.join('');
    expect(output).toContain('task failed');
    expect(output).toContain('"code":"22008"');
    expect(output).not.toContain('probe_column');
    expect(output).not.toContain('params');
  });

  it('the bank service logs the code and reason only', () => {
    const fields = safeError(failure);
    const output = JSON.stringify(fields);
    expect(fields).toMatchObject({ type: 'DrizzleQueryError', code: '22008' });
    expect(output).not.toContain('probe_column');
    expect(output).not.toContain('params');
  });
});
