import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';

import type { AgentId } from './catalogue';
import type { AgentTask } from './entities';
import {
  agentInitiateBodySchema,
  agentTaskParamsSchema,
  buildPath,
  createLinkTokenBodySchema,
  creditHistoryQuerySchema,
  creditPurchaseBodySchema,
  endpoints,
  HTTP_METHODS,
  insufficientCreditsBodySchema,
  limitQuerySchema,
  routePath,
  setAccessTokenBodySchema,
  setAccessTokenResponseSchema,
  supportBodySchema,
  taskListOf,
  withQuery,
} from './endpoints';
import type { EndpointBody, EndpointParams, EndpointQuery, EndpointRequest, EndpointResponse } from './endpoints';

const ORIGIN = 'http://localhost:5173';

interface BodyCase {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** Changes to `valid` that must be refused. */
  wrong: Record<string, unknown>[];
}

/** For each request body: one valid example, and wrong values that must be refused. */
const BODY_CASES: BodyCase[] = [
  {
    name: 'create_link_token',
    schema: createLinkTokenBodySchema,
    valid: {
      client_name: 'Ledgerlight',
      products: ['transactions'],
      country_codes: ['US'],
      language: 'en',
      user_id: 'u-1',
    },
    wrong: [
      { products: ['auth'] },
      { products: ['transactions', 'auth'] },
      { country_codes: ['CA'] },
      { language: 'fr' },
      { user_id: 42 },
    ],
  },
  {
    name: 'set_access_token',
    schema: setAccessTokenBodySchema,
    valid: {
      public_token: 'public-sandbox-1',
      user_id: 'u-1',
      institution: { name: 'First Platypus', institution_id: 'ins_1' },
    },
    wrong: [
      { public_token: '' },
      { institution: { name: 'First Platypus' } },
      { institution: { name: 'First Platypus', institution_id: 'ins_1', access_token: 'x' } },
    ],
  },
  {
    name: 'credits/purchase',
    schema: creditPurchaseBodySchema,
    valid: {
      priceId: 'credits_5',
      successUrl: `${ORIGIN}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ORIGIN}/payment/cancel`,
    },
    wrong: [
      { priceId: 'price_1Nxyz' },
      { successUrl: `${ORIGIN}/payment/success` },
      { successUrl: 'javascript:alert(1)//{CHECKOUT_SESSION_ID}' },
      { cancelUrl: '/payment/cancel' },
    ],
  },
  {
    name: 'agent/initiate',
    schema: agentInitiateBodySchema,
    valid: {
      agent_type: 'budget_builder',
      selectedAccounts: ['acc_1', 'acc_2'],
      annualIncome: 85000,
      zipcode: '02139',
    },
    wrong: [
      { agent_type: 'tax_helper' },
      { selectedAccounts: [] },
      { selectedAccounts: 'acc_1' },
      { selectedAccounts: ['acc_1', 'acc_1'] },
      { annualIncome: -1 },
      { annualIncome: 85000.5 },
      { annualIncome: '85000' },
      { zipcode: '2139' },
      { zipcode: '02139-1234' },
      { zipcode: 2139 },
    ],
  },
  {
    name: 'support',
    schema: supportBodySchema,
    valid: { analysisId: 'task_1', category: 'refund request', description: 'The analysis never finished.' },
    wrong: [{ category: 'complaint' }, { description: '' }, { analysisId: null }],
  },
];

describe('request bodies', () => {
  describe.each(BODY_CASES)('$name', ({ schema, valid, wrong }) => {
    it('accepts a valid body', () => {
      expect(schema.safeParse(valid).success).toBe(true);
    });

    it.each([{ balance: 1000 }, { cost: 0 }, { credits: 99 }])('rejects the extra field %o', (extra) => {
      expect(schema.safeParse({ ...valid, ...extra }).success).toBe(false);
    });

    it.each(wrong)('rejects %o', (change) => {
      expect(schema.safeParse({ ...valid, ...change }).success).toBe(false);
    });
  });

  it('accepts the minimal agent start and carries the spec messages', () => {
    expect(
      agentInitiateBodySchema.safeParse({ agent_type: 'fraud_detection', selectedAccounts: ['acc_1'] }).success,
    ).toBe(true);
    const noAccounts = agentInitiateBodySchema.safeParse({ agent_type: 'fraud_detection', selectedAccounts: [] });
    expect(noAccounts.error?.issues[0]?.message).toBe('Please select at least one account');
    const badAgent = agentInitiateBodySchema.safeParse({ agent_type: 'nope', selectedAccounts: ['a'] });
    expect(badAgent.error?.issues[0]?.message).toBe('Invalid agent selected');
  });
});

describe('queries and path parameters', () => {
  it('coerce the limit from the query string and bound it to 1..100', () => {
    expect(limitQuerySchema.parse({ limit: '25' })).toEqual({ limit: 25 });
    expect(limitQuerySchema.parse({})).toEqual({});
    for (const limit of ['0', '101', '2.5', 'ten']) expect(limitQuerySchema.safeParse({ limit }).success).toBe(false);
    expect(creditHistoryQuerySchema.parse({ limit: '25', nextKey: 'abc' })).toEqual({ limit: 25, nextKey: 'abc' });
  });

  it('validate the agent id of a path', () => {
    expect(agentTaskParamsSchema.safeParse({ agentId: 'savings_finder', taskId: 't1' }).success).toBe(true);
    expect(agentTaskParamsSchema.safeParse({ agentId: 'other', taskId: 't1' }).success).toBe(false);
  });
});

describe('responses', () => {
  it('never pass an access token through', () => {
    const parsed = setAccessTokenResponseSchema.parse({ success: true, item_id: 'item_1', access_token: 'secret' });
    expect(parsed).toEqual({ success: true, item_id: 'item_1' });
  });

  it('describe the 402 body', () => {
    const body = { error: 'Insufficient credits', required: 5, current: 2, shortfall: 3 };
    expect(insufficientCreditsBodySchema.parse(body)).toEqual(body);
    expect(insufficientCreditsBodySchema.safeParse({ ...body, error: 'Payment required' }).success).toBe(false);
    expect(endpoints.agentInitiate.errors[402]).toBe(insufficientCreditsBodySchema);
  });

  it('read task lists under tasks or items', () => {
    const task: AgentTask = { taskId: 't1', status: 'PENDING', createdAt: '2025-05-20T08:00:00.000Z' };
    expect(taskListOf({ tasks: [task], items: [] })).toEqual([task]);
    expect(taskListOf({ items: [task] })).toEqual([task]);
    expect(taskListOf({})).toEqual([]);
    expect(endpoints.agentTasks.response.parse({ tasks: [task], items: [task] }).items).toHaveLength(1);
  });
});

describe('endpoint map', () => {
  const entries = Object.entries(endpoints);

  it('declares the 15 distinct calls of product 7 and the 3 corrections calls once each', () => {
    expect(entries).toHaveLength(18);
    const routes = entries.map(([, endpoint]) => `${endpoint.method.toUpperCase()} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(18);
    expect(routes).toContain('GET /api/corrections');
    expect(routes).toContain('POST /api/corrections');
    expect(routes).toContain('DELETE /api/corrections/{id}');
    expect(routes).toContain('DELETE /api/plaid/items/{itemId}');
    expect(routes).toContain('GET /api/agent/{agentId}/result/{taskId}');
    for (const [, endpoint] of entries) expect(HTTP_METHODS).toContain(endpoint.method);
  });

  it('has a params schema exactly where the path has placeholders', () => {
    for (const [, endpoint] of entries) {
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const params = 'params' in endpoint ? Object.keys(endpoint.params.shape) : [];
      expect(params).toEqual(names);
    }
  });

  it('converts every schema to JSON Schema for OpenAPI', () => {
    for (const [, endpoint] of entries) {
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        const schema: unknown = part in endpoint ? endpoint[part as keyof typeof endpoint] : undefined;
        if (schema instanceof z.ZodType) {
          expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
          expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
        }
      }
    }
  });

  it('types requests and responses per key', () => {
    expectTypeOf<EndpointParams<'agentResult'>>().toEqualTypeOf<{ agentId: AgentId; taskId: string }>();
    expectTypeOf<EndpointParams<'plaidAccounts'>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointQuery<'creditHistory'>>().toEqualTypeOf<{
      limit?: number | undefined;
      nextKey?: string | undefined;
    }>();
    expectTypeOf<EndpointBody<'creditBalance'>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointBody<'agentInitiate'>['agent_type']>().toEqualTypeOf<AgentId>();
    expectTypeOf<EndpointResponse<'creditBalance'>>().toEqualTypeOf<{ balance: number }>();
    expectTypeOf<EndpointResponse<'agentResult'>>().toEqualTypeOf<AgentTask>();
    expectTypeOf<keyof EndpointRequest<'agentTasks'>>().toEqualTypeOf<'params' | 'query'>();
    expectTypeOf<keyof EndpointRequest<'support'>>().toEqualTypeOf<'body'>();
  });
});

describe('buildPath, withQuery and routePath', () => {
  it('substitutes and encodes path parameters', () => {
    expect(buildPath(endpoints.agentResult, { agentId: 'fraud_detection', taskId: 'a/b c?d' })).toBe(
      '/api/agent/fraud_detection/result/a%2Fb%20c%3Fd',
    );
    expect(buildPath(endpoints.plaidDeleteItem, { itemId: 'item#1' })).toBe('/api/plaid/items/item%231');
    expect(buildPath(endpoints.creditBalance)).toBe('/api/credits/balance');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath(endpoints.plaidDeleteItem, { itemId: '' })).toThrow(/itemId/);
  });

  it('appends defined query values only', () => {
    expect(withQuery('/api/credits', { limit: 25, nextKey: 'k/1=' })).toBe('/api/credits?limit=25&nextKey=k%2F1%3D');
    expect(withQuery('/api/credits', { limit: 25, nextKey: undefined })).toBe('/api/credits?limit=25');
    expect(withQuery('/api/credits')).toBe('/api/credits');
  });

  it("gives Fastify's route syntax", () => {
    expect(routePath(endpoints.agentResult)).toBe('/api/agent/:agentId/result/:taskId');
    expect(routePath(endpoints.support)).toBe('/api/support');
  });
});
