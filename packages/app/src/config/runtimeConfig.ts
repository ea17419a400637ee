import { parseRuntimeConfig, RUNTIME_CONFIG_PATH } from '@ledgerlight/contract';
import type { RuntimeConfig } from '@ledgerlight/contract';
import { httpClient, setApiBaseUrl } from '../lib/api/client';
import type { HttpClient } from '../lib/api/http';

export { identityConfigSchema, runtimeConfigSchema } from '@ledgerlight/contract';
export type { RuntimeConfig } from '@ledgerlight/contract';

/**
 * Reads the run-time configuration (`GET /config.json`) through the app's one HTTP client and checks
 * it with the contract's zod-free `parseRuntimeConfig` (the same rules as runtimeConfigSchema, without
 * putting zod in the first page's JavaScript). Called at start, before anyone is signed in, so no
 * bearer token is sent. The server serves it (ADR 0008); in demo mode MSW does.
 */
export async function loadRuntimeConfig(client: Pick<HttpClient, 'get'> = httpClient): Promise<RuntimeConfig> {
  return parseRuntimeConfig(await client.get(RUNTIME_CONFIG_PATH));
}

/** Applies the parts of the configuration that are not identity: where the API calls go (product 7). */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  setApiBaseUrl(config.apiBaseUrl);
}
