import Anthropic from '@anthropic-ai/sdk';
import { agentResultSchemas } from '@ledgerlight/contract';
import type { AgentId, ProducedAgentResult } from '@ledgerlight/contract';
import { z } from 'zod';

/**
 * Optional language-model enrichment (docs/architecture.md "language model: none by default"). The
 * deterministic analyses produce complete results; a provider may only rewrite their narrative text
 * (descriptions, summaries, recommendations, insights) from the computed facts. Numbers are never
 * taken from the model: a rewritten text that mentions a number absent from the original is dropped,
 * the merged result must validate against the contract, and any failure falls back to the
 * deterministic text. The provider's raw response is kept as raw_claude_response (product 3 envelope).
 */

/** One piece of narrative text, addressed by its JSON path in the result. */
export interface NarrativeItem {
  readonly key: string;
  readonly text: string;
}

export interface NarrativeRequest {
  readonly agentId: AgentId;
  readonly items: readonly NarrativeItem[];
  /** The computed result, for context. */
  readonly facts: unknown;
}

export interface NarrativeResponse {
  readonly texts: readonly NarrativeItem[];
  readonly raw: unknown;
}

/** A language model that rewrites narrative text. */
export interface NarrativeProvider {
  readonly name: string;
  rewrite(request: NarrativeRequest): Promise<NarrativeResponse>;
}

/** A produced result, with the provider's raw answer when enrichment was used (store it as raw_claude_response). */
export interface EnrichedResult<A extends AgentId> {
  readonly result: ProducedAgentResult<A>;
  /** True when at least the model's answer was merged; false means the deterministic text. */
  readonly enriched: boolean;
  readonly raw_claude_response?: unknown;
}

/** Keys whose strings (or arrays of strings) are narrative; everything else is data. */
const NARRATIVE_KEYS = new Set([
  'description',
  'summary',
  'recommendations',
  'recommendation',
  'shortTerm',
  'longTerm',
  'quick_wins',
  'behavioral_changes',
  'long_term_strategies',
  'insights',
  'suggestedActions',
]);

type Path = readonly (string | number)[];

function collect(value: unknown, path: Path, narrative: boolean, out: { path: Path; text: string }[]): void {
  if (typeof value === 'string') {
    if (narrative && value.trim()) out.push({ path, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, [...path, i], narrative, out));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collect(child, [...path, key], NARRATIVE_KEYS.has(key), out);
  }
}

/** The narrative slots of a result, keyed by their JSON path (e.g. `insights.0.description`). */
export function narrativeItems(result: unknown): NarrativeItem[] {
  const out: { path: Path; text: string }[] = [];
  collect(result, [], false, out);
  return out.map(({ path, text }) => ({ key: path.join('.'), text }));
}

function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, ''));
}

/** True when every number of `rewritten` appears in `original`: the model may not invent figures. */
export function keepsNumbers(original: string, rewritten: string): boolean {
  const allowed = new Set(numbersIn(original));
  return numbersIn(rewritten).every((n) => allowed.has(n));
}

function setAt(target: unknown, key: string, text: string): void {
  const path = key.split('.');
  let node: unknown = target;
  for (const part of path.slice(0, -1)) {
    if (!node || typeof node !== 'object') return;
    node = (node as Record<string, unknown>)[part];
  }
  const last = path[path.length - 1];
  if (
    node &&
    typeof node === 'object' &&
    last !== undefined &&
    typeof (node as Record<string, unknown>)[last] === 'string'
  ) {
    (node as Record<string, unknown>)[last] = text;
  }
}

/**
 * Rewrites a result's narrative with the provider, or returns it unchanged when there is no provider
 * or the provider fails. Never throws because of the model.
 */
export async function enrichResult<A extends AgentId>(
  agentId: A,
  result: ProducedAgentResult<A>,
  provider: NarrativeProvider | undefined,
): Promise<EnrichedResult<A>> {
  const deterministic: EnrichedResult<A> = { result, enriched: false };
  if (!provider) return deterministic;
  const items = narrativeItems(result);
  if (items.length === 0) return deterministic;
  let response: NarrativeResponse;
  try {
    response = await provider.rewrite({ agentId, items, facts: result });
  } catch {
    return deterministic;
  }
  const originals = new Map(items.map((i) => [i.key, i.text]));
  const merged: unknown = structuredClone(result);
  for (const { key, text } of response.texts) {
    const original = originals.get(key);
    if (original !== undefined && text.trim() && keepsNumbers(original, text)) setAt(merged, key, text.trim());
  }
  const checked = agentResultSchemas[agentId].produced.safeParse(merged);
  if (!checked.success) return deterministic;
  return { result: merged as ProducedAgentResult<A>, enriched: true, raw_claude_response: response.raw };
}

/** How long a run waits for the model before it keeps the deterministic text. */
export const DEFAULT_ENRICH_TIMEOUT_MS = 20_000;

/**
 * enrichResult with a time limit: when the provider has not answered within `timeoutMs`, the
 * deterministic result is returned (the late answer is ignored). Never throws because of the model.
 */
export async function enrichResultWithin<A extends AgentId>(
  agentId: A,
  result: ProducedAgentResult<A>,
  provider: NarrativeProvider | undefined,
  timeoutMs: number = DEFAULT_ENRICH_TIMEOUT_MS,
): Promise<EnrichedResult<A>> {
  const deterministic: EnrichedResult<A> = { result, enriched: false };
  if (!provider) return deterministic;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<EnrichedResult<A>>((resolve) => {
    timer = setTimeout(() => resolve(deterministic), timeoutMs);
  });
  try {
    return await Promise.race([enrichResult(agentId, result, provider), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

const toolInputSchema = z.object({ texts: z.array(z.object({ key: z.string(), text: z.string() })) });

const SYSTEM = [
  'You rewrite the narrative text of a personal-finance analysis so that it reads clearly and warmly.',
  'Keep every number, amount, date and name exactly as given; never add a number that is not in the original text.',
  'Do not change meaning or advice. Return every item you received, with the same key, through the tool.',
].join(' ');

export interface AnthropicProviderOptions {
  readonly apiKey: string;
  readonly model: string;
  readonly baseURL?: string;
  /** Retries of the SDK; tests pass 0 (see docs/architecture.md). */
  readonly maxRetries?: number;
  readonly maxTokens?: number;
  readonly timeoutMs?: number;
}

/** A provider on the Anthropic Messages API, with a forced tool call for structured output. */
export function createAnthropicProvider(options: AnthropicProviderOptions): NarrativeProvider {
  // Built on first use: the SDK captures `fetch` when constructed (and msw patches it in tests).
  let client: Anthropic | undefined;
  const clientOf = () =>
    (client ??= new Anthropic({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      maxRetries: options.maxRetries ?? 2,
      timeout: options.timeoutMs ?? 60_000,
    }));
  return {
    name: 'anthropic',
    async rewrite(request) {
      const message = await clientOf().messages.create({
        model: options.model,
        max_tokens: options.maxTokens ?? 8_192,
        system: SYSTEM,
        messages: [{ role: 'user', content: JSON.stringify({ agent: request.agentId, items: request.items }) }],
        tools: [
          {
            name: 'narrative',
            description: 'Return the rewritten narrative items.',
            input_schema: {
              type: 'object',
              properties: {
                texts: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { key: { type: 'string' }, text: { type: 'string' } },
                    required: ['key', 'text'],
                  },
                },
              },
              required: ['texts'],
            },
          },
        ],
        tool_choice: { type: 'tool', name: 'narrative' },
      });
      const call = message.content.find((block) => block.type === 'tool_use' && block.name === 'narrative');
      if (!call || call.type !== 'tool_use') throw new Error('The model did not call the narrative tool');
      return { texts: toolInputSchema.parse(call.input).texts, raw: message };
    },
  };
}

/**
 * The provider configured by the environment, or undefined (the default: no model). Enabled by
 * LEDGERLIGHT_LLM_PROVIDER=anthropic with ANTHROPIC_API_KEY and ANTHROPIC_MODEL set.
 */
export function providerFromEnv(env: Readonly<Record<string, string | undefined>>): NarrativeProvider | undefined {
  if (env.LEDGERLIGHT_LLM_PROVIDER !== 'anthropic') return undefined;
  const apiKey = env.ANTHROPIC_API_KEY;
  const model = env.ANTHROPIC_MODEL;
  if (!apiKey || !model) return undefined;
  return createAnthropicProvider({
    apiKey,
    model,
    // The run waits DEFAULT_ENRICH_TIMEOUT_MS at most; one retry fits in that.
    maxRetries: 1,
    timeoutMs: DEFAULT_ENRICH_TIMEOUT_MS,
    ...(env.ANTHROPIC_BASE_URL ? { baseURL: env.ANTHROPIC_BASE_URL } : {}),
  });
}
