import { ConfigError, loadSandboxClock, loadWorkerProcessConfig } from '../config';
import type { WorkerProcessConfig } from '../config';
import { openDatabase } from '../db/database';
import { startRetentionJob } from '../users/retention';
import { createJsonLogger } from './logger';
import { narrativeOption, startWorker } from './worker';

/**
 * A separate agent-run worker process: `npm run worker` (tsx packages/server/src/worker/main.ts).
 * Start M of them next to N API processes on one PostgreSQL (DATABASE_URL; docs/deploy.md), usually
 * with WORKER_IN_PROCESS=false on the API processes. Stops on SIGINT and SIGTERM after finishing or
 * releasing its tasks.
 */
async function main(): Promise<void> {
  let config: WorkerProcessConfig;
  let sandboxClock: Date | undefined;
  try {
    config = loadWorkerProcessConfig(process.env);
    sandboxClock = loadSandboxClock(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.database.url === undefined) {
    console.error(
      'A separate worker needs DATABASE_URL (PostgreSQL). With PGlite, the API process runs the worker itself ' +
        '(WORKER_IN_PROCESS=true, the default).',
    );
    process.exit(1);
  }
  const logger = createJsonLogger(config.logLevel);
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
  });
  const worker = startWorker({
    database,
    concurrency: config.worker.concurrency,
    pollMs: config.worker.pollMs,
    fallbackPollMs: config.worker.fallbackPollMs,
    leaseMs: config.worker.leaseMs,
    maxAttempts: config.worker.maxAttempts,
    shutdownGraceMs: config.worker.shutdownGraceMs,
    retryBaseMs: config.worker.retryBaseMs,
    retryMaxMs: config.worker.retryMaxMs,
    logger,
    ...(sandboxClock === undefined ? {} : { now: () => new Date(sandboxClock.getTime()) }),
    // Off by default: LEDGERLIGHT_LLM_PROVIDER=anthropic with ANTHROPIC_API_KEY and ANTHROPIC_MODEL.
    ...narrativeOption(process.env),
  });
  // The worker's periodic duty beside the queue: removing deleted accounts' data (ADR 0033).
  const retention = startRetentionJob({ db: database.db, logger });
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    worker
      .stop()
      .then(() => retention.stop())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
