import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import {
  AGENT_IDS,
  INVALID_AGENT_MESSAGE,
  accountSchema,
  isAgentId,
  isoDateSchema,
  transactionSchema,
} from '@ledgerlight/contract';
import { z } from 'zod';

import { runAnalysis } from './agents';
import { analysisOptionsSchema } from '@ledgerlight/contract';

/**
 * `npm run analyze -- --agent <id> --input <file.json> [--now YYYY-MM-DD]`. Reads
 * `{"accounts": [...], "transactions": [...], "options": {...}}`, validates it with the contract's
 * schemas, prints the agent's result as JSON on stdout. Bad input exits with code 2 and a message on
 * stderr naming the field. `--now` defaults to today (UTC): the analyses themselves never read a clock.
 */

export const cliInputSchema = z.strictObject({
  accounts: z.array(accountSchema),
  transactions: z.array(transactionSchema),
  options: analysisOptionsSchema.optional(),
});

export interface CliOutcome {
  readonly code: 0 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

const USAGE = `Usage: npm run analyze -- --agent <${AGENT_IDS.join('|')}> --input <file.json> [--now YYYY-MM-DD]`;

function fail(message: string): CliOutcome {
  return { code: 2, stdout: '', stderr: `${message}\n${USAGE}\n` };
}

/** `transactions[3].amount` from a zod issue path. */
function fieldOf(path: readonly PropertyKey[]): string {
  return (
    path.reduce<string>(
      (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
      '',
    ) || '(root)'
  );
}

function flags(args: readonly string[]): Map<string, string> | string {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i] ?? '';
    if (!['--agent', '--input', '--now'].includes(flag)) return `Unknown argument: ${flag}`;
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) return `Missing value for ${flag}`;
    out.set(flag, value);
    i += 1;
  }
  return out;
}

/** Runs the CLI on its arguments (without node and the script), without touching the process. */
export function runCli(args: readonly string[], today: Date = new Date()): CliOutcome {
  const parsed = flags(args);
  if (typeof parsed === 'string') return fail(parsed);
  const agent = parsed.get('--agent');
  if (!agent) return fail('Missing --agent');
  if (!isAgentId(agent)) return fail(`--agent: ${INVALID_AGENT_MESSAGE} ('${agent}')`);
  const file = parsed.get('--input');
  if (!file) return fail('Missing --input');

  let now = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const nowFlag = parsed.get('--now');
  if (nowFlag !== undefined) {
    if (!isoDateSchema.safeParse(nowFlag).success)
      return fail(`--now: expected a date as YYYY-MM-DD, got '${nowFlag}'`);
    now = new Date(`${nowFlag}T00:00:00Z`);
  }

  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(`--input: cannot read ${file} as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const input = cliInputSchema.safeParse(raw);
  if (!input.success) {
    const issues = input.error.issues.slice(0, 5).map((issue) => `${fieldOf(issue.path)}: ${issue.message}`);
    return fail(`Invalid input in ${file}:\n  ${issues.join('\n  ')}`);
  }
  const result = runAnalysis(agent, input.data.accounts, input.data.transactions, input.data.options ?? {}, now);
  return { code: 0, stdout: `${JSON.stringify(result, null, 2)}\n`, stderr: '' };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outcome = runCli(process.argv.slice(2));
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.code;
}
