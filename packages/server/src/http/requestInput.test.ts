import { describe, expect, it } from 'vitest';

import { findInputProblem, MAX_INPUT_DEPTH } from './requestInput';

/** Nests `leaf` `depth` levels deep in arrays, built without recursion. */
function nestedArrays(depth: number, leaf: unknown = 'x'): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('findInputProblem', () => {
  it('finds a NUL character in a value or a key, naming where', () => {
    expect(findInputProblem({ a: 'fine', b: ['ok', 'a\u0000b'] }, 'body')).toEqual({ kind: 'nul', where: 'body.b.1' });
    expect(findInputProblem({ institution: { 'na\u0000me': 'x' } }, 'body')).toEqual({
      kind: 'nul',
      where: 'body.institution',
    });
    expect(findInputProblem('a\u0000', 'params')).toEqual({ kind: 'nul', where: 'params' });
    expect(findInputProblem({ first: 'a\u0000', second: 'b\u0000' }, 'body')).toEqual({
      kind: 'nul',
      where: 'body.first',
    });
  });

  it('accepts what the contract sends, and nesting up to the limit', () => {
    const body = {
      public_token: 'public-local-1',
      institution: { name: 'First Platypus Bank', institution_id: 'ins_1' },
      selectedAccounts: ['a', 'b'],
    };
    expect(findInputProblem(body, 'body')).toBeUndefined();
    expect(findInputProblem(undefined, 'body')).toBeUndefined();
    expect(findInputProblem(Buffer.from('a\u0000b'), 'body')).toBeUndefined();
    expect(findInputProblem({ a: nestedArrays(MAX_INPUT_DEPTH - 1) }, 'body')).toBeUndefined();
    expect(findInputProblem({ a: nestedArrays(MAX_INPUT_DEPTH) }, 'body')).toMatchObject({ kind: 'too-deep' });
  });

  it('refuses deep nesting without a call stack as deep as the input', () => {
    // 200,000 levels: any walk that recursed once per level would overflow Node's stack here.
    expect(findInputProblem({ client_name: nestedArrays(200_000) }, 'body')).toEqual({
      kind: 'too-deep',
      where: `body.client_name${'.0'.repeat(MAX_INPUT_DEPTH - 1)}`,
    });
    expect(findInputProblem(JSON.parse(`{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`), 'body')).toMatchObject({
      kind: 'too-deep',
    });
  });

  it('walks wide input in one pass', () => {
    const wide = Array.from({ length: 100_000 }, (_, index) => ({ id: `row-${index}` }));
    expect(findInputProblem(wide, 'body')).toBeUndefined();
    wide.push({ id: 'last\u0000' });
    expect(findInputProblem(wide, 'body')).toEqual({ kind: 'nul', where: 'body.100000.id' });
  });
});
