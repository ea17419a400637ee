import { ESLint } from 'eslint';
import type { Linter } from 'eslint';

export interface LintSample {
  name: string;
  path: string;
  code: string;
  rule?: string;
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
    name: 'app imports server',
    path: 'packages/app/src/pages/Demo.tsx',
    code: "import { buildServer } from '@ledgerlight/server';\nexport const demo = buildServer;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'app runtime imports mocks',
    path: 'packages/app/src/pages/Demo.tsx',
    code: "import { handlers } from '@ledgerlight/mocks';\nexport const demo = handlers;\n",
    rule: 'no-restricted-imports',
  },
];

/** The same token inside the theme folder is allowed. */
export const allowed: LintSample[] = [
  {
    name: 'hex colour inside the theme',
    path: 'packages/ui/src/theme/demo.ts',
    code: "export const brand = '#4338ca';\n",
  },
];

export async function lintSample({ path, code }: LintSample): Promise<Linter.LintMessage[]> {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath: path });
  return result?.messages ?? [];
}
