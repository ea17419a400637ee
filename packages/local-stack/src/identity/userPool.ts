import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { z } from 'zod';

import { callUserPoolApi, CognitoApiError } from '@ledgerlight/server/providers/identity/userPoolApi';

import { LOCAL_PASSWORD_POLICY } from './passwordPolicy';

/**
 * The local user pool and its app client, created through cognito-local's Cognito JSON API
 * (POST / with `X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>`) on first start and
 * reused afterwards: their ids are kept in a small JSON file next to cognito-local's data.
 */

/** The pool's name in cognito-local and the app client's name. */
const LOCAL_POOL_NAME = 'ledgerlight';
const LOCAL_CLIENT_NAME = 'ledgerlight-web';

export interface LocalUserPool {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

const poolFileSchema = z.object({ userPoolId: z.string().min(1), userPoolClientId: z.string().min(1) });
const createPoolAnswer = z.object({ UserPool: z.object({ Id: z.string().min(1) }) });
const createClientAnswer = z.object({ UserPoolClient: z.object({ ClientId: z.string().min(1) }) });

function readPoolFile(file: string): LocalUserPool | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = poolFileSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : undefined;
}

function writePoolFile(file: string, pool: LocalUserPool): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(pool, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

async function exists(endpoint: string, pool: LocalUserPool): Promise<boolean> {
  try {
    await callUserPoolApi(endpoint, 'DescribeUserPoolClient', {
      UserPoolId: pool.userPoolId,
      ClientId: pool.userPoolClientId,
    });
    return true;
  } catch (error) {
    if (error instanceof CognitoApiError && error.name === 'ResourceNotFoundException') return false;
    throw error;
  }
}

/** Creates the pool (email as the username, codes sent to the email) and its web client. */
async function createPool(endpoint: string): Promise<LocalUserPool> {
  const pool = createPoolAnswer.parse(
    await callUserPoolApi(endpoint, 'CreateUserPool', {
      PoolName: LOCAL_POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // Recorded for whoever reads the pool; cognito-local does not check it (the proxy does, passwordPolicy.ts).
      Policies: { PasswordPolicy: LOCAL_PASSWORD_POLICY },
    }),
  );
  const client = createClientAnswer.parse(
    await callUserPoolApi(endpoint, 'CreateUserPoolClient', {
      UserPoolId: pool.UserPool.Id,
      ClientName: LOCAL_CLIENT_NAME,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  return { userPoolId: pool.UserPool.Id, userPoolClientId: client.UserPoolClient.ClientId };
}

/**
 * The pool recorded in poolFile when cognito-local still has it; otherwise a new pool and client,
 * recorded there.
 */
export async function ensureUserPool(
  endpoint: string,
  poolFile: string,
): Promise<LocalUserPool & { readonly created: boolean }> {
  const recorded = readPoolFile(poolFile);
  if (recorded && (await exists(endpoint, recorded))) return { ...recorded, created: false };
  const pool = await createPool(endpoint);
  writePoolFile(poolFile, pool);
  return { ...pool, created: true };
}
