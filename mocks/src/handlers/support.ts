import { supportBodySchema } from '@ledgerlight/contract';
import type { SupportResponse } from '@ledgerlight/contract';
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

import { mockDb } from '../store';
import type { MockDb } from '../store';
import { endpointHandler, validateBody } from './endpoint';

/** /api/support: validates and stores a Help request. */
export function createSupportHandlers(db: MockDb): HttpHandler[] {
  return [
    endpointHandler('support', async ({ request }) => {
      const body = await validateBody(request, supportBodySchema);
      if (!body.ok) return body.response;
      return HttpResponse.json<SupportResponse>(db.submitSupport(body.data));
    }),
  ];
}

/** The support handlers on the shared mockDb. */
export const supportHandlers: HttpHandler[] = createSupportHandlers(mockDb);
