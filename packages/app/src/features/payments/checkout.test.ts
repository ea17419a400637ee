import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creditPurchaseResponseSchema } from '@ledgerlight/contract';
import { ApiError } from '../../lib/api/http';
import { NO_CHECKOUT_URL_MESSAGE, PURCHASE_FAILED_MESSAGE, checkoutRequest, purchaseErrorMessage } from './checkout';

function validationError(body: unknown): unknown {
  const parsed = creditPurchaseResponseSchema.safeParse(body);
  if (parsed.success) throw new Error('expected a validation error');
  return parsed.error;
}

describe('checkout (product 7, POST /api/credits/purchase)', () => {
  it('asks for the success URL with the session placeholder and the cancel URL on this origin', () => {
    expect(checkoutRequest('credits_5', 'https://app.ledgerlight.example')).toEqual({
      priceId: 'credits_5',
      successUrl: 'https://app.ledgerlight.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.ledgerlight.example/payment/cancel',
    });
  });

  it.each([{}, { checkoutUrl: '' }, { checkoutUrl: null }])(
    "says 'No checkout URL received' for an answer of %j",
    (body) => {
      expect(purchaseErrorMessage(validationError(body))).toBe(NO_CHECKOUT_URL_MESSAGE);
    },
  );

  it.each([
    ['a server error', new ApiError(500, '/api/credits/purchase', { error: 'Internal Server Error' })],
    ['a network error', new TypeError('Failed to fetch')],
    ['another validation error', new z.ZodError([])],
  ])("says 'Failed to initiate purchase. Please try again.' for %s", (_name, error) => {
    expect(purchaseErrorMessage(error)).toBe(PURCHASE_FAILED_MESSAGE);
  });
});
