import type { CognitoIdentityConfig, IdentityConfig, LocalIdentityConfig, RuntimeConfig } from './runtimeConfig';

/**
 * The app's boot-time check of GET /config.json, without zod. The schemas in runtimeConfig.ts are
 * the definition (the server's tests and the mocks parse with them); this mirror accepts and
 * returns exactly what they do, which runtimeConfigCheck.test.ts verifies case by case. It exists
 * because the first page needs the configuration before it can render, and zod, even zod/mini with
 * its shared core, would add 20-30 KB gzip to that page's JavaScript (ADR 0014, ADR 0006).
 */

/** Where the app reads its run-time configuration. */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** /config.json is not a run-time configuration; the message names each problem by its path. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid run-time configuration: ${problems.join('; ')}`);
  }
}

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An absolute http(s) URL, as the contract's httpUrlSchema. */
function isHttpUrl(value: string): boolean {
  if (value !== value.trim() || /[\t\n\r]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Reads the fields of one object, collecting problems under `path`. */
function reader(fields: Fields, path: string, problems: string[]) {
  const url = (key: string): string => {
    const value = fields[key];
    if (typeof value === 'string' && isHttpUrl(value)) return value;
    problems.push(`${path}${key}: expected an http(s) URL`);
    return '';
  };
  return {
    text(key: string): string {
      const value = fields[key];
      if (typeof value === 'string' && value.length > 0) return value;
      problems.push(`${path}${key}: expected a non-empty string`);
      return '';
    },
    url,
    optionalUrl: (key: string): string | undefined => (fields[key] === undefined ? undefined : url(key)),
  };
}

function parseIdentity(value: unknown, problems: string[]): IdentityConfig | undefined {
  if (!isFields(value)) {
    problems.push('identity: expected an object');
    return undefined;
  }
  const read = reader(value, 'identity.', problems);
  if (value.mode === 'local') {
    const mailboxUrl = read.optionalUrl('mailboxUrl');
    const local: LocalIdentityConfig = {
      mode: 'local',
      userPoolId: read.text('userPoolId'),
      userPoolClientId: read.text('userPoolClientId'),
      endpoint: read.url('endpoint'),
      ...(mailboxUrl === undefined ? {} : { mailboxUrl }),
    };
    return local;
  }
  if (value.mode === 'cognito') {
    const redirectSignIn = read.optionalUrl('redirectSignIn');
    const redirectSignOut = read.optionalUrl('redirectSignOut');
    const cognito: CognitoIdentityConfig = {
      mode: 'cognito',
      region: read.text('region'),
      userPoolId: read.text('userPoolId'),
      userPoolClientId: read.text('userPoolClientId'),
      domain: read.text('domain'),
      ...(redirectSignIn === undefined ? {} : { redirectSignIn }),
      ...(redirectSignOut === undefined ? {} : { redirectSignOut }),
    };
    return cognito;
  }
  problems.push("identity.mode: expected 'local' or 'cognito'");
  return undefined;
}

/**
 * The run-time configuration in `value`, with unknown fields left out (as the schema strips them).
 * @throws RuntimeConfigError naming every problem.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isFields(value)) throw new RuntimeConfigError(['expected an object']);
  const problems: string[] = [];
  const identity = parseIdentity(value.identity, problems);
  const apiBaseUrl = reader(value, '', problems).optionalUrl('apiBaseUrl');
  if (problems.length > 0 || identity === undefined) throw new RuntimeConfigError(problems);
  return { identity, ...(apiBaseUrl === undefined ? {} : { apiBaseUrl }) };
}
