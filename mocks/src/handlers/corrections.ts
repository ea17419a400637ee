import {
  CORRECTION_LIMIT_MESSAGE,
  CORRECTION_NOT_FOUND_MESSAGE,
  CORRECTIONS_PER_USER_MAX,
  correctionIdentity,
  correctionParamsSchema,
  correctionRuleSchema,
  describeCorrection,
} from '@ledgerlight/contract';
import type { Correction, CorrectionsResponse, CreateCorrectionResponse, SuccessResponse } from '@ledgerlight/contract';
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

import { MOCK_CORRECTIONS } from '../fixtures/corrections';
import { MOCK_NOW_MS } from '../fixtures/time';
import { badRequest, endpointHandler, errorResponse, notFound, validateBody } from './endpoint';

export interface CorrectionsHandlerOptions {
  /** The corrections the user starts with, newest first (the fixtures by default; [] for the empty state). */
  readonly seed?: readonly Correction[];
}

/** One user's corrections, as the handlers keep them. */
interface CorrectionsState {
  corrections: Correction[];
  clock: number;
  sequence: number;
}

const initialState = (seed: readonly Correction[]): CorrectionsState => ({
  corrections: [...seed],
  clock: MOCK_NOW_MS,
  sequence: 0,
});

/** The handlers over one state. */
function handlersOn(state: CorrectionsState): HttpHandler[] {
  return [
    endpointHandler('correctionsList', () =>
      HttpResponse.json<CorrectionsResponse>({ corrections: state.corrections }),
    ),
    endpointHandler('correctionCreate', async ({ request }) => {
      const body = await validateBody(request, correctionRuleSchema);
      if (!body.ok) return body.response;
      const rule = body.data;
      const identity = correctionIdentity(rule);
      const others = state.corrections.filter((stored) => correctionIdentity(stored.rule) !== identity);
      if (others.length >= CORRECTIONS_PER_USER_MAX) return errorResponse(409, 'Conflict', CORRECTION_LIMIT_MESSAGE);
      state.clock += 1000;
      state.sequence += 1;
      const correction: Correction = {
        id: `6a1d3c2e-7b4f-4e8a-9c1d-${String(state.sequence).padStart(12, '0')}`,
        rule,
        description: describeCorrection(rule),
        createdAt: new Date(state.clock).toISOString(),
        touched: null,
      };
      state.corrections = [correction, ...others];
      return HttpResponse.json<CreateCorrectionResponse>({ correction }, { status: 201 });
    }),
    endpointHandler('correctionDelete', ({ params }) => {
      const parsed = correctionParamsSchema.safeParse(params);
      if (!parsed.success) return badRequest('params.id: Invalid UUID');
      const before = state.corrections.length;
      state.corrections = state.corrections.filter((stored) => stored.id !== parsed.data.id);
      if (state.corrections.length === before) return notFound(CORRECTION_NOT_FOUND_MESSAGE);
      return HttpResponse.json<SuccessResponse>({ success: true });
    }),
  ];
}

/**
 * GET, POST and DELETE /api/corrections (ADR 0040), answered as the server answers them: a new rule
 * replaces a stored one with the same identity, the list is newest first, an unknown id is 404, and
 * one rule over the per-user cap is refused with its message.
 *
 * The state lives in this call's closure: each handler set starts from its seed, so a story that
 * builds its handlers per render (perRender) never sees a rule saved in an earlier render or test.
 */
export function createCorrectionsHandlers(options: CorrectionsHandlerOptions = {}): HttpHandler[] {
  return handlersOn(initialState(options.seed ?? MOCK_CORRECTIONS));
}

/** The state behind the shared `handlers` list, which resetMockDb() puts back to the fixtures. */
const shared = initialState(MOCK_CORRECTIONS);

/** The corrections handlers of the shared `handlers` list (tests reset them with resetMockDb). */
export const correctionsHandlers: HttpHandler[] = handlersOn(shared);

/** Puts the shared handlers' corrections back to the fixtures. */
export function resetSharedCorrections(): void {
  Object.assign(shared, initialState(MOCK_CORRECTIONS));
}
