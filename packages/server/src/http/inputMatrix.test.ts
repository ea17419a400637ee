import { bankErrorBodySchema, endpoints, errorBodySchema } from '@ledgerlight/contract';
import type { EndpointDef } from '@ledgerlight/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { POSTGRES_SKIP_REASON, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import type { LedgerlightServer } from '../server';
import {
  ALL_ENDPOINT_KEYS,
  ALL_ENDPOINTS,
  buildFullServer,
  createWorld,
  databaseDigest,
  methodOf,
  objectShape,
  samplesFor,
  send,
  TEST_BODY_LIMIT,
  urlOf,
} from './hardening.test-support';
import type { AnyEndpointKey, RequestSample, SendOptions, World } from './hardening.test-support';

/**
 * ADR 0008, bad input on every endpoint: wrong types, missing fields, extra fields (balance, cost,
 * credits, userId...), huge bodies (413), other content types (415), invalid JSON, bad query values
 * and path parameters -> 4xx with a clear message (`{ error, message }`; Plaid's error body on the
 * sandbox bank's calls, as the contract declares) and the database unchanged (a digest of every row).
 * The cases are derived from the contract's schemas and one valid request per endpoint, so a new
 * endpoint or field is covered without editing this file.
 */

interface BadRequestCase {
  readonly name: string;
  readonly url: string;
  readonly options: SendOptions;
  /** Acceptable statuses. */
  readonly statuses: readonly number[];
  /** Text the message must contain (the field at fault). */
  readonly mentions?: string;
}

/** Fields a client must never set (product 9: the server computes prices, balances and owners). */
const EXTRA_FIELDS: Readonly<Record<string, unknown>> = {
  balance: 1_000_000,
  cost: 0,
  credit_cost: 0,
  credits: 1_000,
  amount: 1,
  userId: 'someone-else',
  user: 'someone-else',
  status: 'COMPLETED',
  isAdmin: true,
};

/** Values of every JSON type, to find the ones a field refuses. */
const ANY_TYPE_VALUES: readonly unknown[] = [42, -1, 1.5, 'text', '', true, null, [], [42], {}, { nested: 1 }];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
] as const;

const INVALID_JSON = ['{"analysisId": ', '{', "{'single': 'quotes'}", '{"a":1}}', 'NaN', ''] as const;

const PROTOTYPE_POLLUTION = ['{"__proto__": {"isAdmin": true}}', '{"constructor": {"prototype": {"isAdmin": true}}}'];

/** Query values of every kind, to find the ones a parameter refuses. */
const QUERY_VALUES: readonly (string | readonly string[])[] = [
  '',
  'abc',
  '1.5',
  '-1',
  '0',
  '101',
  '1e400',
  'null',
  'true',
  ['1', '2'],
];

/** Path parameter values: unknown, hostile and oversized. */
const PARAM_VALUES: readonly string[] = [
  'crystal_ball',
  'does-not-exist',
  "' OR '1'='1",
  '../../etc/passwd',
  'ñ-☃-😀',
  'a\u0000b',
  ' ',
  'x'.repeat(300),
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function setAt(body: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === undefined) return body;
  if (Array.isArray(body)) return body.map((item, index) => (String(index) === head ? setAt(item, rest, value) : item));
  if (!isObject(body)) return body;
  return { ...body, [head]: setAt(body[head], rest, value) };
}

function withoutAt(body: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (!isObject(body) || head === undefined) return body;
  if (rest.length === 0) {
    const { [head]: _removed, ...others } = body;
    return others;
  }
  return { ...body, [head]: withoutAt(body[head], rest) };
}

/** Every field path of a body sample and of its schema (optional fields left out of the sample too). */
function fieldPaths(endpoint: EndpointDef, sample: unknown): string[][] {
  const paths: string[][] = [];
  const walk = (value: unknown, prefix: string[]) => {
    if (!isObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      paths.push([...prefix, key]);
      walk(inner, [...prefix, key]);
    }
  };
  walk(sample, []);
  for (const key of Object.keys(objectShape(endpoint.body) ?? {})) {
    if (!paths.some((path) => path.length === 1 && path[0] === key)) paths.push([key]);
  }
  return paths;
}

/** Paths of the string values of a sample, array elements included. */
function stringPaths(value: unknown, prefix: readonly string[] = []): string[][] {
  if (typeof value === 'string') return [[...prefix]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...prefix, String(index)]));
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...prefix, key]));
  return [];
}

const json = (body: unknown): SendOptions => ({
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

const label = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

function bodyCases(endpoint: EndpointDef, sample: RequestSample): BadRequestCase[] {
  const schema = endpoint.body;
  if (schema === undefined) return [];
  const url = urlOf(endpoint, sample);
  const valid = sample.body;
  const cases: BadRequestCase[] = [];
  const refused = (body: unknown) => !schema.safeParse(body).success;
  const add = (name: string, body: unknown, mentions: string) => {
    if (refused(body)) cases.push({ name, url, options: json(body), statuses: [400], mentions });
  };

  for (const path of fieldPaths(endpoint, valid)) {
    const where = `body.${path.join('.')}`;
    for (const value of ANY_TYPE_VALUES) add(`${where} = ${label(value)}`, setAt(valid, path, value), where);
    add(`${where} missing`, withoutAt(valid, path), where);
  }
  const fields = objectShape(schema) ?? {};
  for (const [key, value] of Object.entries(EXTRA_FIELDS)) {
    if (!(key in fields)) add(`extra field ${key}`, { ...(valid as object), [key]: value }, key);
  }
  for (const value of [[], [valid], 'text', 42, null, true]) add(`body ${label(value)}`, value, 'body');
  // PostgreSQL text cannot hold U+0000: every string of the body, valid or not, with one is a 400.
  for (const path of stringPaths(valid)) {
    const where = `body.${path.join('.')}`;
    cases.push({
      name: `${where} with a NUL`,
      url,
      options: json(setAt(valid, path, 'a\u0000b')),
      statuses: [400],
      mentions: where,
    });
  }

  for (const payload of [...INVALID_JSON, ...PROTOTYPE_POLLUTION]) {
    cases.push({
      name: `invalid JSON ${label(payload)}`,
      url,
      options: { payload, headers: { 'content-type': 'application/json' } },
      statuses: [400],
    });
  }
  const text = JSON.stringify(valid);
  for (const contentType of WRONG_CONTENT_TYPES) {
    cases.push({
      name: `content type ${contentType}`,
      url,
      options: { payload: text, headers: { 'content-type': contentType } },
      statuses: [415],
    });
  }
  cases.push({ name: 'no content type', url, options: { payload: text }, statuses: [415] });
  cases.push({
    name: `a body over ${TEST_BODY_LIMIT} bytes`,
    url,
    options: json({ ...(valid as object), padding: 'x'.repeat(TEST_BODY_LIMIT) }),
    statuses: [413],
  });
  // A huge value inside a real field: the size limit comes before the schema.
  const [firstString] = Object.entries(valid as object).filter(([, value]) => typeof value === 'string');
  if (firstString !== undefined) {
    cases.push({
      name: `body.${firstString[0]} over the body limit`,
      url,
      options: json({ ...(valid as object), [firstString[0]]: 'x'.repeat(TEST_BODY_LIMIT * 4) }),
      statuses: [413],
    });
  }
  return cases;
}

function queryCases(endpoint: EndpointDef, sample: RequestSample): BadRequestCase[] {
  const shape = objectShape(endpoint.query);
  if (shape === undefined) return [];
  const cases: BadRequestCase[] = [];
  const path = urlOf(endpoint, { ...sample, query: {} });
  const urlWith = (entries: readonly (readonly [string, string])[]) => {
    const search = new URLSearchParams();
    for (const [key, value] of entries) search.append(key, value);
    return `${path}?${search.toString()}`;
  };
  const others = (key: string) => Object.entries(sample.query ?? {}).filter(([name]) => name !== key);
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const where = `querystring.${key}`;
    for (const value of QUERY_VALUES) {
      const values = typeof value === 'string' ? [value] : [...value];
      if (fieldSchema.safeParse(typeof value === 'string' ? value : values).success) continue;
      cases.push({
        name: `${key}=${values.join(`&${key}=`)}`,
        url: urlWith([...others(key), ...values.map((one) => [key, one] as const)]),
        options: {},
        statuses: [400],
        mentions: where,
      });
    }
    cases.push({
      name: `${key} with a NUL`,
      url: urlWith([...others(key), [key, 'a\u0000b']]),
      options: {},
      statuses: [400],
      mentions: where,
    });
    if (!fieldSchema.safeParse(undefined).success) {
      cases.push({ name: `${key} missing`, url: urlWith(others(key)), options: {}, statuses: [400], mentions: where });
    }
  }
  return cases;
}

function paramCases(endpoint: EndpointDef, sample: RequestSample): BadRequestCase[] {
  const shape = objectShape(endpoint.params);
  if (shape === undefined) return [];
  const cases: BadRequestCase[] = [];
  for (const [key, fieldSchema] of Object.entries(shape)) {
    for (const value of PARAM_VALUES) {
      const url = urlOf(endpoint, { ...sample, params: { ...sample.params, [key]: value } });
      const tooLong = value.length > 100;
      const refused = !tooLong && (value.includes('\u0000') || !fieldSchema.safeParse(value).success);
      cases.push({
        name: `${key} = ${label(value)}`,
        url,
        options: sample.body === undefined ? {} : json(sample.body),
        // Fastify's router refuses parameters over 100 characters (maxParamLength) with 414. A task id
        // that is not one of the caller's tasks is 403 whether it exists or not (ADR 0021).
        statuses: tooLong
          ? [414]
          : refused
            ? [400]
            : endpoint === endpoints.agentResult && key === 'taskId'
              ? [403]
              : [404],
        ...(refused ? { mentions: `params.${key}` } : {}),
      });
    }
  }
  return cases;
}

/** The message of a 4xx body: `{ error, message }`, or Plaid's body where the contract declares it. */
function messageOf(endpoint: EndpointDef, status: number, body: unknown): string | undefined {
  const declared = endpoint.errors?.[status];
  if (declared === bankErrorBodySchema) {
    const parsed = bankErrorBodySchema.safeParse(body);
    return parsed.success && parsed.data.error_message !== '' ? parsed.data.error_message : undefined;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success || parsed.data.message === undefined || parsed.data.message === '') return undefined;
  return `${parsed.data.error} ${parsed.data.message}`;
}

const KEYS_WITH_BODY = ALL_ENDPOINT_KEYS.filter((key) => ALL_ENDPOINTS[key].body !== undefined);
const KEYS_WITH_QUERY = ALL_ENDPOINT_KEYS.filter((key) => ALL_ENDPOINTS[key].query !== undefined);
const KEYS_WITH_PARAMS = ALL_ENDPOINT_KEYS.filter((key) => ALL_ENDPOINTS[key].params !== undefined);
const GET_KEYS = ALL_ENDPOINT_KEYS.filter((key) => ALL_ENDPOINTS[key].method === 'get');

for (const backend of TEST_BACKENDS) {
  const title = backend.available
    ? `Bad input on every endpoint (${backend.name})`
    : `Bad input on every endpoint (${backend.name}, ${POSTGRES_SKIP_REASON})`;

  describe.skipIf(!backend.available)(title, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;
    let world: World;
    let samples: Record<AnyEndpointKey, RequestSample>;

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      server = await buildFullServer(identity, testDb.database);
      world = await createWorld(server, identity);
      samples = samplesFor(world);
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    /** Sends each case as user A (the owner of the data the samples point at) and checks it. */
    const expectRefused = async (key: AnyEndpointKey, cases: readonly BadRequestCase[]) => {
      const endpoint = ALL_ENDPOINTS[key];
      const before = await databaseDigest(server.database.db);
      for (const testCase of cases) {
        const response = await send(server, methodOf(endpoint), testCase.url, {
          ...testCase.options,
          token: world.a.token,
        });
        const message = messageOf(endpoint, response.status, response.json);
        expect({ case: testCase.name, status: response.status, clear: message !== undefined }).toEqual({
          case: testCase.name,
          status: expect.toBeOneOf([...testCase.statuses]),
          clear: true,
        });
        if (testCase.mentions !== undefined) expect(message, testCase.name).toContain(testCase.mentions);
      }
      expect(await databaseDigest(server.database.db)).toEqual(before);
    };

    it.each(KEYS_WITH_BODY)('%s: bad bodies get 400, 413 or 415 with a clear message; nothing written', async (key) => {
      const cases = bodyCases(ALL_ENDPOINTS[key], samples[key]);
      const names = cases.map((testCase) => testCase.name);
      // Every kind is present: a wrong type and a missing field per required field, extras, size, type, JSON.
      expect(names.some((name) => name.startsWith('extra field'))).toBe(true);
      expect(names.some((name) => name.endsWith('missing'))).toBe(true);
      expect(cases.filter((testCase) => testCase.statuses.includes(413)).length).toBeGreaterThan(0);
      for (const field of Object.keys(objectShape(ALL_ENDPOINTS[key].body) ?? {})) {
        expect(names.some((name) => name.startsWith(`body.${field} = `))).toBe(true);
      }
      await expectRefused(key, cases);
    });

    it.each(KEYS_WITH_QUERY)('%s: bad query values get 400 naming the parameter; nothing written', async (key) => {
      const cases = queryCases(ALL_ENDPOINTS[key], samples[key]);
      expect(cases.length).toBeGreaterThan(0);
      await expectRefused(key, cases);
    });

    it.each(KEYS_WITH_PARAMS)(
      '%s: unknown or hostile path parameters get 400 or 404 (403 for a task id, ADR 0021); nothing written',
      async (key) => {
        await expectRefused(key, paramCases(ALL_ENDPOINTS[key], samples[key]));
      },
    );

    it.each(GET_KEYS)("%s: unknown query parameters are ignored and never select another user's data", async (key) => {
      const endpoint = ALL_ENDPOINTS[key];
      const sample = samples[key];
      const plain = await send(server, 'GET', urlOf(endpoint, sample), { token: world.b.token });
      const extras = { userId: world.a.sub, user_id: world.a.sub, sub: world.a.sub, balance: '1000000', cost: '0' };
      const withExtras = await send(
        server,
        'GET',
        urlOf(endpoint, { ...sample, query: { ...sample.query, ...extras } }),
        {
          token: world.b.token,
        },
      );
      expect([withExtras.status, withExtras.json]).toEqual([plain.status, plain.json]);
      expect(withExtras.text).not.toContain(world.a.sub);
    });
  });
}
