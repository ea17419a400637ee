import { ConfigError, loadConfig, loadWorkerConfig } from './config';
import type { ServerConfig, WorkerConfig } from './config';
import { buildServer } from './server';
import { startWorker } from './worker/worker';
import type { WorkerHandle } from './worker/worker';

/**
 * Runs the API, with the agent-run worker in the same process unless WORKER_IN_PROCESS=false: `npm start -w @ledgerlight/server` (or `tsx packages/server/src/main.ts`), with
 * the configuration of docs/deploy.md in the environment. Stops cleanly on SIGINT and SIGTERM: the
 * worker finishes or releases its tasks first, then the API closes.
 */
async function main(): Promise<void> {
  let config: ServerConfig;
  let workerConfig: WorkerConfig;
  try {
    config = loadConfig(process.env);
    workerConfig = loadWorkerConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, database } = await buildServer({ config });
  let worker: WorkerHandle | undefined;
  const stop = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    Promise.resolve(worker?.stop())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Ledgerlight API listening on ${address}`);
  if (workerConfig.inProcess) {
    worker = startWorker({
      database,
      concurrency: workerConfig.concurrency,
      pollMs: workerConfig.pollMs,
      leaseMs: workerConfig.leaseMs,
      maxAttempts: workerConfig.maxAttempts,
      shutdownGraceMs: workerConfig.shutdownGraceMs,
      logger: app.log,
    });
  }
}

await main();
