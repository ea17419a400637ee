import { describe, expect, it } from 'vitest';
import { ALLOWED_RULES, allowed, lintSample, violations } from './lint-rules';

// import-x/no-cycle follows a sample's imports through the packages it reaches, parsing each file once
// per run: the first sample in ui, and the first that imports app from ui, parse those module graphs
// (about 1.5 s each on an idle machine, over 5 s on a loaded one, where the default timeout failed
// them). The budget is for that work.
describe('architecture lint rules', { timeout: 30_000 }, () => {
  it.each(violations)('rejects: $name', async (sample) => {
    const messages = await lintSample(sample);
    expect(messages.map((m) => m.ruleId)).toContain(sample.rule);
  });

  it.each(allowed)('allows: $name', async (sample) => {
    const messages = await lintSample(sample);
    expect(messages.filter((m) => m.ruleId !== null && ALLOWED_RULES.has(m.ruleId))).toEqual([]);
  });
});
