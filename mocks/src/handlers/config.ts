import { RUNTIME_CONFIG_PATH } from '@ledgerlight/contract';
import type { RuntimeConfig } from '@ledgerlight/contract';
import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';

import { mockUserPool } from '../userPool';
import type { MockUserPool } from '../userPool';
import { MOCK_COGNITO_PATH } from './cognito';

/** The run-time configuration of demo mode: local identity on the mock Cognito pool of this origin. */
export function mockRuntimeConfig(origin: string, pool: MockUserPool = mockUserPool): RuntimeConfig {
  return {
    identity: {
      mode: 'local',
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.clientId,
      endpoint: `${origin}${MOCK_COGNITO_PATH}`,
    },
  };
}

/** GET /config.json, answered for whichever origin asks (the page's own in the browser). */
export function createConfigHandlers(pool: MockUserPool): HttpHandler[] {
  return [
    http.get<never, never, RuntimeConfig>(`*${RUNTIME_CONFIG_PATH}`, ({ request }) =>
      HttpResponse.json(mockRuntimeConfig(new URL(request.url).origin, pool)),
    ),
  ];
}

export const configHandlers: HttpHandler[] = createConfigHandlers(mockUserPool);
