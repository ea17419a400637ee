import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';

export interface LintSample {
  name: string;
  path: string;
  code: string;
  rule?: string;
  /**
   * Other files the sample needs on disk while it is linted (path -> code), such as the other half
   * of an import cycle; written before and removed after. The sample itself is written too, so
   * those files can import it.
   */
  companions?: Readonly<Record<string, string>>;
}

/**
 * Code samples that break the architecture's rules, each linted as if it stood at `path`.
 * Used by `npm run lint:boundaries-demo` (to show a newcomer) and by lint-rules.test.ts (to prove it).
 */
export const violations: (LintSample & { rule: string })[] = [
  {
    name: 'ui imports app',
    path: 'packages/ui/src/components/Demo/Demo.tsx',
    code: "import { apiClient } from '@ledgerlight/app';\nexport const demo = apiClient;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'ui imports app by relative path',
    path: 'packages/ui/src/components/Demo/Demo.tsx',
    code: "import { apiClient } from '../../../../app/src/api/client';\nexport const demo = apiClient;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'hex colour outside the theme',
    path: 'packages/app/src/pages/Demo.css.ts',
    code: "export const brand = { color: '#4338ca' };\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'px literal outside the theme',
    path: 'packages/ui/src/components/Demo/Demo.css.ts',
    code: "export const gap = { padding: '12px' };\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'rem literal outside the theme',
    path: 'packages/ui/src/components/Demo/Demo.css.ts',
    code: "export const panel = { maxHeight: '32rem' };\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'ui imports the router',
    path: 'packages/ui/src/components/Demo/Demo.tsx',
    code: "import { Link } from 'react-router-dom';\nexport const demo = Link;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'ui story imports the router',
    path: 'packages/ui/src/components/Demo/Demo.stories.tsx',
    code: "import { MemoryRouter } from 'react-router-dom';\nexport const demo = MemoryRouter;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'ui imports a contract schema',
    path: 'packages/ui/src/components/Demo/Demo.tsx',
    code: "import { agentTaskSchema } from '@ledgerlight/contract';\nexport const demo = agentTaskSchema;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'the analysis engine imports an SDK',
    path: 'packages/analysis/src/demo.ts',
    code: "import Anthropic from '@anthropic-ai/sdk';\nexport const demo = Anthropic;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'the analysis engine reads the environment',
    path: 'packages/analysis/src/demo.ts',
    code: 'export const demo = process.env.ANTHROPIC_API_KEY;\n',
    rule: 'no-restricted-globals',
  },
  {
    name: 'the analysis engine reads a contract amount outside the ledger (ADR 0041)',
    path: 'packages/analysis/src/demo.ts',
    code: "import type { Transaction } from '@ledgerlight/contract';\nexport const demo = (t: Transaction) => t.amount;\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'the analysis engine rounds money by hand (ADR 0041)',
    path: 'packages/analysis/src/demo.ts',
    code: 'export const demo = (value: number) => Math.round(value * 100) / 100;\n',
    rule: 'no-restricted-syntax',
  },
  {
    name: 'the analysis engine makes Cents outside money.ts (ADR 0041)',
    path: 'packages/analysis/src/demo.ts',
    code: "import type { Cents } from './money';\nexport const demo = (value: number) => value as Cents;\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'ui imports zod',
    path: 'packages/ui/src/components/Demo/Demo.tsx',
    code: "import { z } from 'zod';\nexport const demo = z.string();\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'app imports server',
    path: 'packages/app/src/pages/Demo.tsx',
    code: "import { buildServer } from '@ledgerlight/server';\nexport const demo = buildServer;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'app imports analysis',
    path: 'packages/app/src/results/Demo.ts',
    code: "import { runAnalysis } from '@ledgerlight/analysis';\nexport const demo = runAnalysis;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'one page imports another',
    path: 'packages/app/src/pages/Dashboard/Demo.tsx',
    code: "import { CreditsPage } from '../Credits/CreditsPage';\nexport const demo = CreditsPage;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'contract imports another package',
    path: 'packages/contract/src/demo.ts',
    code: "import { Button } from '@ledgerlight/ui';\nexport const demo = Button;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'analysis imports server',
    path: 'packages/analysis/src/demo.ts',
    code: "import { buildServer } from '@ledgerlight/server';\nexport const demo = buildServer;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'server imports ui',
    path: 'packages/server/src/demo.ts',
    code: "import { Button } from '@ledgerlight/ui';\nexport const demo = Button;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'server production code imports the local stack',
    path: 'packages/server/src/routes/demo.ts',
    code: "import { SandboxBank } from '@ledgerlight/local-stack';\nexport const demo = SandboxBank;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'server production code imports a local stand-in by relative path',
    path: 'packages/server/src/routes/demo.ts',
    code: "import { LocalCheckout } from '../../../local-stack/src/payments/localCheckout';\nexport const demo = LocalCheckout;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'server production code loads the local stack outside its one loader',
    path: 'packages/server/src/main.ts',
    code: "export const demo = async () => import('@ledgerlight/local-stack');\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: "local-stack imports the server's internals",
    path: 'packages/local-stack/src/bank/demo.ts',
    code: "import { buildServer } from '@ledgerlight/server';\nexport const demo = buildServer;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'mocks import app',
    path: 'mocks/src/demo.ts',
    code: "import { App } from '@ledgerlight/app';\nexport const demo = App;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'colour function outside the theme',
    path: 'packages/ui/src/components/Demo/Demo.css.ts',
    code: "export const tint = { background: 'rgb(67, 56, 202)' };\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'app runtime imports mocks',
    path: 'packages/app/src/pages/Demo.tsx',
    code: "import { handlers } from '@ledgerlight/mocks';\nexport const demo = handlers;\n",
    rule: 'no-restricted-imports',
  },
  // Feature slices of the app (ADR 0036): another feature only through its index; lib/ and config/
  // import no feature and nothing of the shell; the shell reaches a feature through its index.
  {
    name: 'a feature imports another feature past its index',
    path: 'packages/app/src/features/payments/Demo.ts',
    code: "import { readPendingStart } from '../agents/pendingStart';\nexport const demo = readPendingStart;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'lib imports a feature',
    path: 'packages/app/src/lib/store/Demo.ts',
    code: "import { creditKeys } from '../../features/credits';\nexport const demo = creditKeys;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "config imports the app's shell",
    path: 'packages/app/src/config/Demo.ts',
    code: "import { routeTable } from '../routes/routeTable';\nexport const demo = routeTable;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "the app's shell reaches past a feature's index",
    path: 'packages/app/src/layout/Demo.ts',
    code: "import { useCreditBalance } from '../features/credits/useCreditBalance';\nexport const demo = useCreditBalance;\n",
    rule: 'import-x/no-restricted-paths',
  },
  // A story's MSW handlers keep no state between renders (a call counter in a closure
  // shared by every render gave the failing answer to a request the test did not mean).
  {
    name: 'story: a call counter in a closure shared by every render',
    path: 'packages/app/src/pages/Demo/Demo.stories.tsx',
    code: "import { handlers } from '@ledgerlight/mocks';\nexport const Story = { parameters: { msw: { handlers: (() => {\n  let calls = 0;\n  return handlers.filter(() => (calls += 1) > 0);\n})() } } };\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'story: a module-level let',
    path: 'packages/app/src/pages/Demo/Demo.stories.tsx',
    code: 'let reads = 0;\nexport const Story = { beforeEach: () => { reads = 0; }, args: { reads } };\n',
    rule: 'no-restricted-syntax',
  },
  {
    name: 'story: a module-level list the handlers fill',
    path: 'packages/app/src/pages/Demo/Demo.stories.tsx',
    code: 'const sent: string[] = [];\nexport const Story = { args: { sent } };\n',
    rule: 'no-restricted-syntax',
  },
  {
    name: 'story: a once handler in parameters',
    path: 'packages/app/src/pages/Demo/Demo.stories.tsx',
    code: "import { handlers, scenario } from '@ledgerlight/mocks';\nexport const Story = { parameters: { msw: { handlers: [scenario('agentTasks', 'serverError', { once: true }), ...handlers] } } };\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: "story: a scenario's store in parameters",
    path: 'packages/app/src/pages/Demo/Demo.stories.tsx',
    code: "import { scenarios } from '@ledgerlight/mocks';\nexport const Story = { parameters: { msw: { handlers: scenarios.brokeUser } } };\n",
    rule: 'no-restricted-syntax',
  },
];

/** The same token inside the theme folder is allowed. */
// An import cycle, in a scratch folder that exists only while the sample is linted.
const CYCLE_DIR = 'packages/ui/src/components/LintDemoCycle';
violations.push({
  name: 'import cycle (a.ts -> b.ts -> a.ts)',
  path: `${CYCLE_DIR}/a.ts`,
  code: "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
  companions: { [`${CYCLE_DIR}/b.ts`]: "import { a } from './a';\nexport const b = (): number => a() + 1;\n" },
  rule: 'import-x/no-cycle',
});

/** The rules an allowed sample must not trip. */
export const ALLOWED_RULES: ReadonlySet<string> = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'import-x/no-restricted-paths',
]);

export const allowed: LintSample[] = [
  {
    name: 'the ledger reads a contract amount into cents (ADR 0041)',
    path: 'packages/analysis/src/ledger.ts',
    code: "import type { Transaction } from '@ledgerlight/contract';\nimport { toCents } from './money';\nexport const demo = (t: Transaction) => toCents(t.amount);\n",
  },
  {
    name: 'money.ts makes Cents (ADR 0041)',
    path: 'packages/analysis/src/money.ts',
    code: "export type Cents = number & { readonly __unit: 'cents' };\nexport const demo = (value: number) => Math.round(value) as Cents;\n",
  },
  {
    name: 'hex colour inside the theme',
    path: 'packages/ui/src/theme/demo.ts',
    code: "export const brand = '#4338ca';\n",
  },
  {
    name: 'ui imports a contract constant and a pure helper',
    path: 'packages/ui/src/components/Demo/Demo.tsx',
    code: "import { WELCOME_CREDITS, creditCost } from '@ledgerlight/contract';\nexport const demo = creditCost('fraud_detection') + WELCOME_CREDITS;\n",
  },
  {
    name: "a page imports a feature's index",
    path: 'packages/app/src/pages/About/Demo.tsx',
    code: "import { loadBalance } from '../../features/credits';\nexport const demo = loadBalance;\n",
  },
  {
    name: "a feature imports another feature's index",
    path: 'packages/app/src/features/payments/Demo.ts',
    code: "import { readPendingStart } from '../agents';\nexport const demo = readPendingStart;\n",
  },
  {
    name: "a feature's page imports its own feature",
    path: 'packages/app/src/features/dashboard/pages/Dashboard/Demo.tsx',
    code: "import { loadTasksByAgent } from '../../queries';\nexport const demo = loadTasksByAgent;\n",
  },
  {
    name: "the router lazy-loads a feature's page",
    path: 'packages/app/src/routes/Demo.ts',
    code: "export const demo = () => import('../features/credits/pages/Credits/CreditsPage');\n",
  },
  {
    name: 'ui imports a contract type',
    path: 'packages/ui/src/components/Demo/Demo.tsx',
    code: "import type { AgentTask } from '@ledgerlight/contract';\nexport const demo = (task: AgentTask): string => task.id;\n",
  },
  {
    name: 'a server test runs against the local stack',
    path: 'packages/server/src/routes/demo.test.ts',
    code: "import { SandboxBank } from '@ledgerlight/local-stack';\nexport const demo = SandboxBank;\n",
  },
  {
    name: 'local-stack implements a server provider interface',
    path: 'packages/local-stack/src/bank/demo.ts',
    code: "import type { BankProvider } from '@ledgerlight/server/providers/bank/bankProvider';\nexport const demo = (bank: BankProvider): string => bank.kind;\n",
  },
  {
    name: "story: a scenario's store built per render",
    path: 'packages/app/src/pages/Demo/Demo.stories.tsx',
    code: "import { perRender, scenarios } from '@ledgerlight/mocks';\nexport const Story = { loaders: [perRender(() => scenarios.brokeUser)] };\n",
  },
  {
    name: 'story: a counter made for each render',
    path: 'packages/app/src/pages/Demo/Demo.stories.tsx',
    code: "import { endpointHandler, perRender } from '@ledgerlight/mocks';\nconst counted = () => {\n  let calls = 0;\n  return endpointHandler('creditBalance', () => { calls += 1; return undefined; });\n};\nexport const Story = { loaders: [perRender(() => [counted()])] };\n",
  },
];

export async function lintSample({ path, code, companions }: LintSample): Promise<Linter.LintMessage[]> {
  const written = companions ? { [path]: code, ...companions } : {};
  for (const [file, text] of Object.entries(written)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  try {
    const eslint = new ESLint();
    const [result] = await eslint.lintText(code, { filePath: path });
    return result?.messages ?? [];
  } finally {
    for (const file of Object.keys(written)) rmSync(file, { force: true });
    for (const file of Object.keys(written)) rmSync(dirname(file), { recursive: true, force: true });
  }
}
