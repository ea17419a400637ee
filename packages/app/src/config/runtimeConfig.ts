import { RUNTIME_CONFIG_PATH, runtimeConfigSchema } from '@ledgerlight/contract';
import type { RuntimeConfig } from '@ledgerlight/contract';
import { httpClient, setApiBaseUrl } from '../api/client';
import type { HttpClient } from '../api/http';

export { identityConfigSchema, runtimeConfigSchema } from '@ledgerlight/contract';
export type { CognitoIdentityConfig, IdentityConfig, LocalIdentityConfig, RuntimeConfig } from '@ledgerlight/contract';

/**
 * Reads the run-time configuration (`GET /config.json`) through the app's one HTTP client and
 * validates it. Called at start, before anyone is signed in, so no bearer token is sent. The server
 * serves it (issue 7); in demo mode MSW does.
 */
export async function loadRuntimeConfig(client: Pick<HttpClient, 'get'> = httpClient): Promise<RuntimeConfig> {
  return client.get(RUNTIME_CONFIG_PATH, { response: runtimeConfigSchema });
}

/** Applies the parts of the configuration that are not identity: the API base address override. */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  if (config.apiBaseUrl) setApiBaseUrl(config.apiBaseUrl);
}
