import { withChunkTimeout } from '@ledgerlight/ui';
import type { Api } from './api';
import { resolveApiBase } from './baseUrl';
import { createHttpClient } from './http';
import { browserSignals, timeoutForDevice } from './timeout';

type IdTokenProvider = () => Promise<string | undefined>;

/** Without a session provider, a 401 sends the browser to /welcome (product 2). */
const leaveForWelcome = () => window.location.assign('/welcome');

let idTokenProvider: IdTokenProvider = async () => undefined;
let unauthorizedHandler: () => void = leaveForWelcome;
let apiBaseOverride: string | undefined;

/** The identity adapter registers how to get the current ID token (wires Amplify here). */
export function setIdTokenProvider(provider: IdTokenProvider): void {
  idTokenProvider = provider;
}

/**
 * The session registers what a 401 does (ADR 0027: sign out locally, then /welcome with a
 * message, once); `undefined` restores the default, a plain visit of /welcome.
 */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler ?? leaveForWelcome;
}

/** The run-time configuration's `apiBaseUrl` (product 7's base address, decided by the server). */
export function setApiBaseUrl(baseUrl: string | undefined): void {
  apiBaseOverride = baseUrl;
}

/** The app's one HTTP client (docs/conventions.md, rule 6: no fetch anywhere else in app code). */
export const httpClient = createHttpClient({
  baseUrl: () => resolveApiBase(window.location, apiBaseOverride, import.meta.env.VITE_API_BASE_URL),
  getIdToken: () => idTokenProvider(),
  onUnauthorized: () => unauthorizedHandler(),
  timeoutMs: () => timeoutForDevice(browserSignals()),
});

let loadedApi: Promise<Api> | undefined;

function loadApi(): Promise<Api> {
  // Product 9's chunk timeout (120 s) covers this chunk as every other.
  loadedApi ??= withChunkTimeout(() => import('./api')).then(
    ({ createApi }) => createApi(httpClient),
    (error: unknown) => {
      loadedApi = undefined; // a failed download is tried again on the next call
      throw error;
    },
  );
  return loadedApi;
}

/** Starts downloading the endpoint map and its schemas before the first call (a returning user's boot). */
export function preloadApi(): void {
  loadApi().catch(() => undefined); // the first call reports a failure, and tries again
}

/**
 * Typed calls over the contract's endpoint map: `api('creditBalance', {})`. The map and its schemas
 * (zod) load with the first call, so a signed-out page, which makes none, never downloads them
 * (ADR 0014, the initial-JavaScript budget).
 */
export const api: Api = (key, request) => loadApi().then((call) => call(key, request));
