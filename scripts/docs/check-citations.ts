// `npm run lint` (after ESLint): every citation in the repository resolves inside it (scripts/docs/citations.ts).
import { fileURLToPath } from 'node:url';

import { repositoryCitationProblems } from './citations';

const problems = repositoryCitationProblems(fileURLToPath(new URL('../..', import.meta.url)));
for (const p of problems) console.error(`${p.file}:${p.line}  ${p.citation}  ${p.reason}`);
console.log(
  problems.length === 0
    ? 'citations: every citation resolves inside the repository'
    : `citations: ${problems.length} citation(s) resolve to nothing (node scripts/docs/rewrite-citations.mjs rewrites the old forms)`,
);
process.exit(problems.length === 0 ? 0 : 1);
