import { accountEndpoints, deleteAccountBodySchema, routePath } from '@ledgerlight/contract';
import type { ErrorBody, SuccessResponse } from '@ledgerlight/contract';
import { HttpResponse, http } from 'msw';
import type { DefaultBodyType, HttpHandler } from 'msw';

import type { PathPattern } from '../scenarios';
import { validateBody } from './endpoint';

/** The MSW pattern of DELETE /api/users/me (ADR 0033), for scenarios: `scenario(ACCOUNT_DELETION_PATTERN, 'serverError')`. */
export const ACCOUNT_DELETION_PATTERN: PathPattern = `*/${routePath(accountEndpoints.deleteAccount).slice(1)}`;

/** DELETE /api/users/me: validates the body (the access token) and answers as the server does. */
export function createAccountHandlers(): HttpHandler[] {
  return [
    http.delete<never, DefaultBodyType, SuccessResponse | ErrorBody>(ACCOUNT_DELETION_PATTERN, async ({ request }) => {
      const body = await validateBody(request, deleteAccountBodySchema);
      if (!body.ok) return body.response;
      return HttpResponse.json<SuccessResponse>({ success: true });
    }),
  ];
}

export const accountHandlers: HttpHandler[] = createAccountHandlers();
