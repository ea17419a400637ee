import { describe, expect, it } from 'vitest';

import { runtimeConfigSchema } from './runtimeConfig';
import { parseRuntimeConfig, RuntimeConfigError } from './runtimeConfigCheck';

/** The boot-time check must accept and return exactly what the contract's schema does. */

const local = {
  mode: 'local',
  userPoolId: 'local_pool',
  userPoolClientId: 'client-1',
  endpoint: 'http://localhost:8080/local/cognito',
  mailboxUrl: 'http://localhost:8080/local/mailbox',
};
const cognito = {
  mode: 'cognito',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_AbC',
  userPoolClientId: 'client-2',
  domain: 'auth.example.com',
  redirectSignIn: 'https://app.example.com/auth/callback',
  redirectSignOut: 'https://app.example.com',
};
const without = (fields: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name !== key));

/** For each identity field: missing, empty, of the wrong type, and for URLs not an http(s) URL. */
function fieldCases(identity: Record<string, unknown>): Array<[string, unknown]> {
  const cases: Array<[string, unknown]> = [];
  for (const key of Object.keys(identity)) {
    if (key === 'mode') continue;
    const isUrl = /url|endpoint|redirect/i.test(key);
    cases.push([`${identity.mode} without ${key}`, { identity: without(identity, key) }]);
    for (const bad of isUrl
      ? ['', 'not a url', 'ftp://files.example.com', 'javascript:alert(1)', 'http://', 42, null]
      : ['', 42, null, ['x']]) {
      cases.push([`${identity.mode} ${key}=${JSON.stringify(bad)}`, { identity: { ...identity, [key]: bad } }]);
    }
  }
  return cases;
}

const cases: Array<[string, unknown]> = [
  ['local', { identity: local }],
  ['local, API elsewhere', { identity: local, apiBaseUrl: 'https://api.example.com' }],
  ['cognito', { identity: cognito, apiBaseUrl: 'https://app.example.com' }],
  ['unknown fields', { identity: { ...local, extra: 1 }, apiBaseUrl: 'http://127.0.0.1:8080', more: true }],
  ['not an object', null],
  ['a list', [{ identity: local }]],
  ['a string', 'config'],
  ['no identity', {}],
  ['identity not an object', { identity: 'local' }],
  ['no mode', { identity: without(local, 'mode') }],
  ['another mode', { identity: { ...local, mode: 'saml' } }],
  ['cognito fields in local mode', { identity: { ...cognito, mode: 'local' } }],
  ['apiBaseUrl not a URL', { identity: local, apiBaseUrl: 'not a url' }],
  ['apiBaseUrl data:', { identity: local, apiBaseUrl: 'data:,x' }],
  ['apiBaseUrl null', { identity: local, apiBaseUrl: null }],
  ...fieldCases(local),
  ...fieldCases(cognito),
];

function check(value: unknown): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: parseRuntimeConfig(value) };
  } catch (error) {
    return { ok: false, error };
  }
}

describe('parseRuntimeConfig, the zod-free check of /config.json', () => {
  it.each(cases)('agrees with runtimeConfigSchema: %s', (_name, value) => {
    const schema = runtimeConfigSchema.safeParse(value);
    const result = check(value);
    expect(result.ok).toBe(schema.success);
    if (result.ok && schema.success) expect(result.value).toEqual(schema.data);
    if (!result.ok) expect(result.error).toBeInstanceOf(RuntimeConfigError);
  });

  it('accepts the valid cases and refuses the others (the table is not all one way)', () => {
    const accepted = cases.filter(([, value]) => check(value).ok).map(([name]) => name);
    expect(accepted).toEqual([
      'local',
      'local, API elsewhere',
      'cognito',
      'unknown fields',
      // optional fields
      'local without mailboxUrl',
      'cognito without redirectSignIn',
      'cognito without redirectSignOut',
    ]);
  });

  it('names every problem by its path', () => {
    expect(() =>
      parseRuntimeConfig({ identity: { mode: 'local', userPoolId: '', endpoint: 'x' }, apiBaseUrl: 'y' }),
    ).toThrow(
      'Invalid run-time configuration: identity.userPoolId: expected a non-empty string; ' +
        'identity.userPoolClientId: expected a non-empty string; identity.endpoint: expected an http(s) URL; ' +
        'apiBaseUrl: expected an http(s) URL',
    );
  });
});
