import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { agentResultSchemas } from '@ledgerlight/contract';
import { describe, expect, it } from 'vitest';

import { generateDataset } from './synthetic';

const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'analysis-cli-'));

function write(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** Spawns the CLI exactly as `npm run analyze` does (tsx on cli.ts). */
function analyze(...args: string[]) {
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), ['packages/analysis/src/cli.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const data = generateDataset({ seed: 4, accounts: 1 });
const good = write('good.json', {
  accounts: data.accounts,
  transactions: data.transactions,
  options: { annualIncome: 80_000, zipcode: '10001' },
});

// Each case spawns tsx (about a second each, more on a busy machine): the timeout bounds a hang, it times nothing.
describe('analysis CLI', { timeout: 60_000 }, () => {
  it('prints the result JSON on stdout', () => {
    const { code, stdout, stderr } = analyze('--agent', 'budget_builder', '--input', good, '--now', '2026-06-15');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = agentResultSchemas.budget_builder.produced.parse(JSON.parse(stdout));
    expect(result.userContext).toEqual({ annualIncome: 80_000, zipcode: '10001', costOfLiving: 'High' });
  });

  it('exits 2 naming the bad field', () => {
    const [first, ...rest] = data.transactions;
    const bad = write('bad.json', { accounts: data.accounts, transactions: [rest[0], { ...first, amount: '12.00' }] });
    const { code, stdout, stderr } = analyze('--agent', 'fraud_detection', '--input', bad, '--now', '2026-06-15');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('transactions[1].amount');
  });

  it('exits 2 on a bad agent, date, option or file', () => {
    expect(analyze('--agent', 'astrology', '--input', good)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Invalid agent selected'),
    });
    expect(analyze('--agent', 'savings_finder', '--input', good, '--now', '15/06/2026')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--now'),
    });
    const badOption = write('opt.json', { accounts: [], transactions: [], options: { zipcode: '9411' } });
    expect(analyze('--agent', 'budget_builder', '--input', badOption)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('options.zipcode'),
    });
    expect(analyze('--agent', 'budget_builder', '--input', write('broken.json', '{'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--input'),
    });
  });
});
