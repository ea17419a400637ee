import { bankSetupFromEnv } from './bank/setup';
import type { BankSetup } from './bank/setup';
import { ConfigError, loadConfig, loadSandboxClock, loadWorkerConfig } from './config';
import { IN_MEMORY } from './db/database';
import type { ServerConfig, WorkerConfig } from './config';
import type { PaymentsSetup } from './payments/paymentService';
import { paymentsFromEnv } from './payments/setup';
import { localConcernsOf, ProviderConfigError } from './providers/config';
import type { LocalIdentity } from './providers/identity/localUserPool';
import { loadLocalStack, LocalStackMissingError } from './providers/localStack';
import type { LocalStack } from './providers/localStack';
import { buildServer } from './server';
import { localIdentityEnv, webAppOptionsFor, webSettingsFromEnv } from './web/webConfig';
import type { WebSettings } from './web/webConfig';
import { startRetentionJob } from './users/retention';
import { narrativeOption, startWorker } from './worker/worker';
import type { WorkerHandle } from './worker/worker';

/**
 * Runs the API, with the agent-run worker in the same process unless WORKER_IN_PROCESS=false: `npm start -w @ledgerlight/server` (or `tsx packages/server/src/main.ts`), with
 * the configuration of docs/deploy.md in the environment. With IDENTITY_PROVIDER=local (the
 * default) it first starts cognito-local as a child process. Every local concern (identity, the sandbox
 * bank, the local checkout) comes from @ledgerlight/local-stack, loaded only then (providers/localStack.ts,
 * ADR 0035); without it installed, local mode stops here with a message saying so. It serves the
 * built app on the same origin unless SERVE_APP=false. Stops cleanly on SIGINT and SIGTERM: the
 * worker finishes or releases its tasks first, then the API closes, then cognito-local stops.
 */
async function main(): Promise<void> {
  let config: ServerConfig;
  let workerConfig: WorkerConfig;
  let payments: PaymentsSetup;
  let bank: BankSetup;
  let sandboxClock: Date | undefined;
  let settings: WebSettings;
  let local: LocalIdentity | undefined;
  try {
    settings = webSettingsFromEnv(process.env);
    let env: Readonly<Record<string, string | undefined>> = process.env;
    const localConcerns = localConcernsOf(process.env, settings.identityProvider);
    let localStack: LocalStack | undefined;
    if (localConcerns.length > 0) localStack = await loadLocalStack(localConcerns);
    if (settings.identityProvider === 'local' && localStack !== undefined) {
      const dataDir = process.env.DATA_DIR || '.data';
      if (dataDir === IN_MEMORY) throw new ConfigError('IDENTITY_PROVIDER=local needs DATA_DIR on disk, not memory://');
      local = await localStack.startLocalIdentity({ dataDir, preferredPort: settings.cognitoLocalPort });
      env = { ...process.env, ...localIdentityEnv(local) };
    }
    config = loadConfig(env);
    workerConfig = loadWorkerConfig(env);
    payments = paymentsFromEnv(env, config, localStack);
    sandboxClock = loadSandboxClock(env);
    bank = bankSetupFromEnv(env, sandboxClock, localStack);
  } catch (error) {
    await local?.stop();
    if (
      error instanceof ConfigError ||
      error instanceof ProviderConfigError ||
      error instanceof LocalStackMissingError
    ) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, database } = await buildServer({ config, payments, bank, web: webAppOptionsFor(settings, local) }).catch(
    async (error: unknown) => {
      await local?.stop();
      throw error;
    },
  );
  let worker: WorkerHandle | undefined;
  let retention: { stop(): Promise<void> } | undefined;
  let stopping = false;
  if (local) {
    app.log.info(
      {
        userPoolId: local.userPoolId,
        endpoint: local.endpoint,
        created: local.created,
        socialSignIn:
          'off: Google and Apple need a Cognito hosted-UI domain (IDENTITY_PROVIDER=cognito with COGNITO_DOMAIN, docs/deploy.md)',
      },
      'local user pool (cognito-local) ready',
    );
    if (!['127.0.0.1', '::1', 'localhost'].includes(config.host)) {
      app.log.warn(
        { host: config.host },
        'local identity signs tokens with a key published in cognito-local: do not expose this server beyond your machine',
      );
    }
    void local.process.exited.then((code) => {
      if (!stopping) app.log.error({ code }, 'cognito-local stopped unexpectedly: sign-in is unavailable');
    });
  }
  const stop = (signal: string) => {
    // A terminal's Ctrl-C reaches `npm start` and this process both: stop once.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    Promise.resolve(worker?.stop())
      .then(() => retention?.stop())
      .then(() => app.close())
      .then(() => local?.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Ledgerlight API listening on ${address}`);
  if (sandboxClock !== undefined) {
    app.log.warn(
      { sandboxClock: sandboxClock.toISOString() },
      'SANDBOX_CLOCK is set (tests only): the sandbox bank and the worker read this fixed instant',
    );
  }
  if (workerConfig.inProcess) {
    worker = startWorker({
      database,
      concurrency: workerConfig.concurrency,
      pollMs: workerConfig.pollMs,
      fallbackPollMs: workerConfig.fallbackPollMs,
      leaseMs: workerConfig.leaseMs,
      maxAttempts: workerConfig.maxAttempts,
      shutdownGraceMs: workerConfig.shutdownGraceMs,
      retryBaseMs: workerConfig.retryBaseMs,
      retryMaxMs: workerConfig.retryMaxMs,
      logger: app.log,
      ...(sandboxClock === undefined ? {} : { now: () => new Date(sandboxClock.getTime()) }),
      // Off by default: LEDGERLIGHT_LLM_PROVIDER=anthropic with ANTHROPIC_API_KEY and ANTHROPIC_MODEL.
      ...narrativeOption(process.env),
    });
    // The worker's periodic duty beside the queue: removing deleted accounts' data (ADR 0033).
    retention = startRetentionJob({ db: database.db, logger: app.log });
  }
}

await main();
