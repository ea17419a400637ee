import type { FastifyRequest } from 'fastify';

import { badRequest } from './errors';

/**
 * PostgreSQL text cannot hold U+0000, so a request string carrying one (`%00` in a path or query,
 * `\u0000` in JSON) would fail in the database as a 500, after the schema accepted it. This check
 * refuses it first, as a 400 naming the field, for every route.
 */

const NUL = '\u0000';

/** The place of the first string (value or key) with a NUL character, e.g. `body.description`. */
export function findNulCharacter(value: unknown, where: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? where : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, `${where}.${index}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return where;
      const found = findNulCharacter(item, `${where}.${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The preValidation hook: 400 when a path parameter, query value or body string holds a NUL character. */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const parts: readonly (readonly [string, unknown])[] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [where, value] of parts) {
    const found = findNulCharacter(value, where);
    if (found !== undefined) {
      throw badRequest('Invalid character', `${found}: must not contain the NUL character (U+0000)`);
    }
  }
}
