import type { FastifyRequest } from 'fastify';

import { badRequest } from './errors';

/**
 * Checks of every request's parsed input (path parameters, query and body) before the schema and the
 * handler see it:
 * - PostgreSQL text cannot hold U+0000, so a string carrying one (`%00` in a path or query, `\u0000`
 *   in JSON) would fail in the database as a 500 after the schema accepted it: a 400 naming the field.
 * - A body nested deeper than any request of the contract (which nests three levels at most) is
 *   refused as a 400 before anything walks it. The walk itself keeps its own stack, so the input's
 *   depth never decides the depth of a call stack (a 10 KB body can nest 5,000 levels).
 */

const NUL = '\u0000';

/** The deepest nesting of arrays and objects accepted in a request (the contract needs 3). */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem =
  { readonly kind: 'nul'; readonly where: string } | { readonly kind: 'too-deep'; readonly where: string };

interface Pending {
  readonly value: unknown;
  readonly where: string;
  readonly depth: number;
}

/**
 * The first problem of a parsed value, in document order: a string (value or key) holding a NUL
 * character, or an array or object nested more than `maxDepth` levels below `value`, e.g.
 * `{ kind: 'nul', where: 'body.description' }`. Undefined when there is none.
 */
export function findInputProblem(value: unknown, where: string, maxDepth = MAX_INPUT_DEPTH): InputProblem | undefined {
  const pending: Pending[] = [{ value, where, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const item = next.value;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return { kind: 'nul', where: next.where };
      continue;
    }
    if (typeof item !== 'object' || item === null || Buffer.isBuffer(item)) continue;
    if (next.depth >= maxDepth) return { kind: 'too-deep', where: next.where };
    const children: (readonly [string, unknown])[] = Array.isArray(item)
      ? item.map((child, index) => [String(index), child] as const)
      : Object.entries(item);
    if (!Array.isArray(item) && children.some(([key]) => key.includes(NUL))) return { kind: 'nul', where: next.where };
    // Pushed last to first, so that the first child is looked at first.
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index];
      if (child !== undefined)
        pending.push({ value: child[1], where: `${next.where}.${child[0]}`, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/**
 * The preValidation hook: 400 when a path parameter, query value or body string holds a NUL
 * character, or the body nests deeper than MAX_INPUT_DEPTH.
 */
export async function checkRequestInput(request: FastifyRequest): Promise<void> {
  const parts: readonly (readonly [string, unknown])[] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [where, value] of parts) {
    const problem = findInputProblem(value, where);
    if (problem?.kind === 'nul') {
      throw badRequest('Invalid character', `${problem.where}: must not contain the NUL character (U+0000)`);
    }
    if (problem?.kind === 'too-deep') {
      throw badRequest('Invalid body', `${problem.where}: nested deeper than ${MAX_INPUT_DEPTH} levels`);
    }
  }
}
