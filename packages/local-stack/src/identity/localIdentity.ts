import { join } from 'node:path';

import { startCognitoLocal } from './cognitoLocal';
import type { CognitoLocalProcess } from './cognitoLocal';
import { userPoolFile } from './mailbox';
import { ensureUserPool } from './userPool';
import { registerLocalIdentityRoutes } from './routes';
import type {
  LocalIdentity as ServerLocalIdentity,
  LocalIdentityOptions,
} from '@ledgerlight/server/providers/identity/localUserPool';

export type { LocalIdentityOptions } from '@ledgerlight/server/providers/identity/localUserPool';

/** A started local user pool (the server's interface), with cognito-local's process. */
export interface LocalIdentity extends ServerLocalIdentity {
  readonly process: CognitoLocalProcess;
}

/**
 * Local identity (docs/architecture.md "Local by default"): cognito-local started as a child of the
 * server, its pool and app client created on first start and reused afterwards, everything under
 * `<DATA_DIR>/cognito`. The server verifies ID tokens against it exactly as against Amazon Cognito.
 */

/** The subdirectory of DATA_DIR for cognito-local's data and the pool's ids. */
export const LOCAL_IDENTITY_SUBDIRECTORY = 'cognito';
/** The file, in that subdirectory, that records the pool and client ids. */
export const LOCAL_POOL_FILE = 'user-pool.json';

/** Starts cognito-local and makes sure the pool and client exist. Stops it again if that fails. */
export async function startLocalIdentity(options: LocalIdentityOptions): Promise<LocalIdentity> {
  const dataDir = join(options.dataDir, LOCAL_IDENTITY_SUBDIRECTORY);
  const cognito = await startCognitoLocal({
    dataDir,
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.preferredPort === undefined ? {} : { preferredPort: options.preferredPort }),
    ...(options.startTimeoutMs === undefined ? {} : { startTimeoutMs: options.startTimeoutMs }),
  });
  try {
    const pool = await ensureUserPool(cognito.endpoint, join(dataDir, LOCAL_POOL_FILE));
    const issuer = `${cognito.endpoint}/${pool.userPoolId}`;
    return {
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      endpoint: cognito.endpoint,
      issuer,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
      poolFile: userPoolFile(cognito.databaseDir, pool.userPoolId),
      created: pool.created,
      routes: registerLocalIdentityRoutes,
      process: cognito,
      stop: () => cognito.stop(),
    };
  } catch (error) {
    await cognito.stop();
    throw error;
  }
}
