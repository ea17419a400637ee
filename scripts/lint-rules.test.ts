import { describe, expect, it } from 'vitest';
import { ALLOWED_RULES, allowed, lintSample, violations } from './lint-rules';

describe('architecture lint rules', () => {
  it.each(violations)('rejects: $name', async (sample) => {
    const messages = await lintSample(sample);
    expect(messages.map((m) => m.ruleId)).toContain(sample.rule);
  });

  it.each(allowed)('allows: $name', async (sample) => {
    const messages = await lintSample(sample);
    expect(messages.filter((m) => m.ruleId !== null && ALLOWED_RULES.has(m.ruleId))).toEqual([]);
  });
});
