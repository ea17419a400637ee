import { createApi } from './api';
import { resolveApiBase } from './baseUrl';
import { createHttpClient } from './http';
import { browserSignals, timeoutForDevice } from './timeout';

type IdTokenProvider = () => Promise<string | undefined>;

let idTokenProvider: IdTokenProvider = async () => undefined;
let apiBaseOverride: string | undefined;

/** The identity adapter registers how to get the current ID token (issue 3 wires Amplify here). */
export function setIdTokenProvider(provider: IdTokenProvider): void {
  idTokenProvider = provider;
}

/** The run-time configuration's `apiBaseUrl`: an explicit override, ahead of the build-time one (spec 7). */
export function setApiBaseUrl(baseUrl: string | undefined): void {
  apiBaseOverride = baseUrl;
}

/** The app's one HTTP client (HOUSE-RULES 6: no fetch anywhere else in app code). */
export const httpClient = createHttpClient({
  baseUrl: () => resolveApiBase(window.location, apiBaseOverride ?? import.meta.env.VITE_API_BASE_URL),
  getIdToken: () => idTokenProvider(),
  onUnauthorized: () => window.location.assign('/welcome'),
  timeoutMs: () => timeoutForDevice(browserSignals()),
});

/** Typed calls over the contract's endpoint map: `api('creditBalance', {})`. */
export const api = createApi(httpClient);
