import { agentResultSchemas } from '@ledgerlight/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { analyzeFraud } from '@ledgerlight/analysis';
import { generateDataset } from '@ledgerlight/analysis/generator';

import { createAnthropicProvider, enrichResult, keepsNumbers, narrativeItems, providerFromEnv } from './narrative';

const BASE = 'http://anthropic.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const data = generateDataset({ seed: 8, accounts: 1 });
const fraud = analyzeFraud(data.accounts, data.transactions, {}, data.now);
const provider = createAnthropicProvider({ apiKey: 'test-key', model: 'test-model', baseURL: BASE, maxRetries: 0 });

function toolMessage(texts: { key: string; text: string }[]) {
  return {
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'test-model',
    content: [{ type: 'tool_use', id: 'toolu_1', name: 'narrative', input: { texts } }],
    stop_reason: 'tool_use',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

describe('enrichResult', () => {
  it('is off without a provider, and providerFromEnv is off by default', async () => {
    expect(await enrichResult('fraud_detection', fraud, undefined)).toEqual({ result: fraud, enriched: false });
    expect(providerFromEnv({})).toBeUndefined();
    expect(providerFromEnv({ LEDGERLIGHT_LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'k' })).toBeUndefined();
    expect(
      providerFromEnv({ LEDGERLIGHT_LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'k', ANTHROPIC_MODEL: 'm' })?.name,
    ).toBe('anthropic');
  });

  it('rewrites narrative text through the API, keeps every number computed and the raw response', async () => {
    const items = narrativeItems(fraud);
    expect(items.some((i) => i.key === 'recommendations.0')).toBe(true);
    let sent: unknown;
    server.use(
      http.post(`${BASE}/v1/messages`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          toolMessage([
            {
              key: 'recommendations.0',
              text: `Please look over: ${items.find((i) => i.key === 'recommendations.0')?.text}`,
            },
            { key: 'alerts.0.description', text: 'This charge is 99 times your usual amount.' },
            { key: 'riskScore', text: '1' },
          ]),
        );
      }),
    );
    const {
      result: enriched,
      enriched: used,
      raw_claude_response: raw,
    } = await enrichResult('fraud_detection', fraud, provider);
    expect(used).toBe(true);
    expect(sent).toMatchObject({ model: 'test-model', tool_choice: { type: 'tool', name: 'narrative' } });
    expect(enriched.recommendations[0]).toMatch(/^Please look over: /);
    // A text with a number the analysis did not compute is dropped; data fields are never touched.
    expect(enriched.alerts[0]?.description).toBe(fraud.alerts[0]?.description);
    expect(enriched.riskScore).toBe(fraud.riskScore);
    expect(enriched.alerts.map((a) => a.amount)).toEqual(fraud.alerts.map((a) => a.amount));
    expect(raw).toMatchObject({ id: 'msg_1' });
    expect(agentResultSchemas.fraud_detection.produced.safeParse(enriched).success).toBe(true);
  });

  it('falls back to the deterministic text when the model fails', async () => {
    server.use(
      http.post(`${BASE}/v1/messages`, () =>
        HttpResponse.json(
          { type: 'error', error: { type: 'api_error', message: 'boom' } },
          { status: 500, headers: { 'x-should-retry': 'false' } },
        ),
      ),
    );
    expect(await enrichResult('fraud_detection', fraud, provider)).toEqual({ result: fraud, enriched: false });
    server.use(
      http.post(`${BASE}/v1/messages`, () =>
        HttpResponse.json({ ...toolMessage([]), content: [{ type: 'text', text: 'no tool' }] }),
      ),
    );
    expect(await enrichResult('fraud_detection', fraud, provider)).toEqual({ result: fraud, enriched: false });
  });
});

describe('keepsNumbers', () => {
  it('accepts reworded text with the same figures and refuses new ones', () => {
    expect(
      keepsNumbers('Save $1,234.50 a month on 3 services.', 'You could keep $1,234.50 each month across 3 services.'),
    ).toBe(true);
    expect(keepsNumbers('Save $40 a month.', 'Save $45 a month.')).toBe(false);
  });
});
