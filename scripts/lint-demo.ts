// Shows the architecture's lint rules failing on code that breaks them (`npm run lint:boundaries-demo`).
import { fileURLToPath } from 'node:url';

import { citationAllowed, citationProblems, citationSamples, repositoryTargets } from './docs/citations';
import { ALLOWED_RULES, allowed, lintSample, violations } from './lint-rules';

let failures = 0;
for (const sample of violations) {
  const messages = await lintSample(sample);
  const hit = messages.find((m) => m.ruleId === sample.rule);
  console.log(`\n✖ ${sample.name} (${sample.path})`);
  console.log(`  ${sample.code.trim().split('\n')[0]}`);
  if (hit) console.log(`  -> error ${hit.ruleId}: ${hit.message}`);
  else {
    failures += 1;
    console.log(`  -> NOT caught: expected ${sample.rule}`);
  }
}
for (const sample of allowed) {
  const messages = await lintSample(sample);
  const ok = !messages.some((m) => m.ruleId !== null && ALLOWED_RULES.has(m.ruleId));
  console.log(`\n✔ ${sample.name} (${sample.path}): ${ok ? 'allowed' : 'wrongly rejected'}`);
  if (!ok) failures += 1;
}
// The citation check (scripts/citations.test.ts in the unit project): citations resolve inside the repository.
const citationTargets = repositoryTargets(fileURLToPath(new URL('..', import.meta.url)));
for (const sample of citationSamples) {
  const [problem] = citationProblems('sample.ts', sample.code, citationTargets);
  console.log(`\n✖ citation: ${sample.name}`);
  console.log(`  ${sample.code}`);
  if (problem) console.log(`  -> error citations: ${problem.citation}: ${problem.reason}`);
  else {
    failures += 1;
    console.log('  -> NOT caught: expected the citation check');
  }
}
const citationsOk = citationProblems('sample.ts', citationAllowed.code, citationTargets).length === 0;
console.log(`\n✔ citation: ${citationAllowed.name}: ${citationsOk ? 'allowed' : 'wrongly rejected'}`);
if (!citationsOk) failures += 1;

console.log(failures === 0 ? '\nEvery rule caught its violation.' : `\n${failures} rule(s) did not behave.`);
process.exit(failures === 0 ? 0 : 1);
