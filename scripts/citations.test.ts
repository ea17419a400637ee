import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  citationAllowed,
  citationProblems,
  citationSamples,
  repositoryCitationProblems,
  repositoryTargets,
} from './docs/citations';

const root = fileURLToPath(new URL('..', import.meta.url));
const targets = repositoryTargets(root);

describe('the citation check (docs/conventions.md, rule 11)', () => {
  it.each(citationSamples)('rejects $name', ({ code }) => {
    expect(citationProblems('sample.ts', code, targets)).not.toEqual([]);
  });

  it('accepts citations that resolve', () => {
    expect(citationProblems('sample.ts', citationAllowed.code, targets)).toEqual([]);
  });

  it('reads the nine sections of docs/product.md', () => {
    expect([...targets.productSections.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('finds no citation in the repository that resolves to nothing', () => {
    const problems = repositoryCitationProblems(root).map((p) => `${p.file}:${p.line} ${p.citation}: ${p.reason}`);
    expect(problems).toEqual([]);
  }, 60_000);
});
