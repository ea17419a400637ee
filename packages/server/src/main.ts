import { ConfigError, loadConfig } from './config';
import { buildServer } from './server';

/**
 * Runs the API alone: `npm start -w @ledgerlight/server` (or `tsx packages/server/src/main.ts`), with
 * the configuration of docs/deploy.md in the environment. Stops cleanly on SIGINT and SIGTERM.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app } = await buildServer({ config });
  const stop = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
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
}

await main();
