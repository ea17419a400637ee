import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfig } from '../config';
import { createPgliteTestDatabase } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import type { PaymentsSetup } from '../payments/paymentService';
import { buildServer } from '../server';
import type { BuildServerOptions, LedgerlightServer } from '../server';
import { choosePort } from '@ledgerlight/local-stack';
import { startLocalIdentity } from '@ledgerlight/local-stack';
import type { LocalIdentity } from '@ledgerlight/local-stack';
import { readMailbox } from '@ledgerlight/local-stack';

/** The real cognito-local behind the server, as `npm start` runs it, for the user pool suites. */

export interface PoolAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, unknown>>;
}

export interface LocalPoolServer {
  readonly local: LocalIdentity;
  readonly server: LedgerlightServer;
  /** One user pool call through /local/cognito, under a Host and from a client address. */
  pool(operation: string, body: object, from?: { host?: string; address?: string }): Promise<PoolAnswer>;
  /** The last code the mailbox holds for email. */
  codeFor(email: string): Promise<string | undefined>;
  stop(): Promise<void>;
}

export interface LocalPoolServerOptions {
  /** Variables besides the identity's (RATE_LIMIT_*, PORT ...). */
  readonly env?: Readonly<Record<string, string>>;
  readonly payments?: PaymentsSetup;
  readonly userPoolThrottle?: BuildServerOptions['userPoolThrottle'];
  /** The Host of calls that name none. */
  readonly host: string;
  /** Where the server's logs go (LOG_LEVEL in env says how much). */
  readonly logStream?: BuildServerOptions['logStream'];
}

export async function startLocalPoolServer(options: LocalPoolServerOptions): Promise<LocalPoolServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-pool-'));
  const local = await startLocalIdentity({ dataDir, preferredPort: await choosePort('127.0.0.1', 0) });
  let testDb: TestDatabase | undefined;
  const stop = async (server?: LedgerlightServer) => {
    await server?.app.close();
    await testDb?.drop();
    await local.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let server: LedgerlightServer;
  try {
    testDb = await createPgliteTestDatabase();
    server = await buildServer({
      config: loadConfig({
        AUTH_ISSUER: local.issuer,
        AUTH_CLIENT_ID: local.userPoolClientId,
        AUTH_JWKS_URL: local.jwksUrl,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        ...options.env,
      }),
      database: testDb.database,
      ...(options.payments === undefined ? {} : { payments: options.payments }),
      ...(options.userPoolThrottle === undefined ? {} : { userPoolThrottle: options.userPoolThrottle }),
      ...(options.logStream === undefined ? {} : { logStream: options.logStream }),
      web: {
        identity: {
          mode: 'local',
          userPoolId: local.userPoolId,
          userPoolClientId: local.userPoolClientId,
          upstream: local.endpoint,
          poolFile: local.poolFile,
          routes: local.routes,
        },
      },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    local,
    server,
    async pool(operation, body, from = {}) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/local/cognito',
        ...(from.address === undefined ? {} : { remoteAddress: from.address }),
        headers: {
          host: from.host ?? options.host,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        payload: JSON.stringify({ ClientId: local.userPoolClientId, ...body }),
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    codeFor: async (email) => (await readMailbox(local.poolFile)).find((message) => message.email === email)?.code,
    stop: () => stop(server),
  };
}
