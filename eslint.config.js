// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The dependency direction of docs/architecture.md (see docs/decisions/0002):
 *   contract <- mocks, ui (no schemas), app, analysis, server;  ui <- app;  analysis <- server;
 *   server's provider interfaces <- local-stack (the server loads it only dynamically, ADR 0035).
 * `app` never imports server or analysis; nothing imports app; runtime code never imports mocks.
 * Each package lists what it must not import, by package name and by relative path.
 */
const pkg = (name) => [`@ledgerlight/${name}`, `@ledgerlight/${name}/*`, `**/packages/${name}/**`, `**/${name}/src/**`];
const forbid = (names, because, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: names.flatMap((name) =>
            name === 'mocks' ? ['@ledgerlight/mocks', '@ledgerlight/mocks/*', '**/mocks/src/**'] : pkg(name),
          ),
          message: because,
        },
        ...extra,
      ],
    },
  ],
});

/**
 * Feature slices (ADR 0036): packages/app/src/features/<name> owns a feature's queries, machines with
 * their actors, and page containers; its index.ts is its public face. Outside code reaches a feature
 * only through that index (the router also lazy-loads a feature's pages/ modules), and lib/ and
 * config/ import no feature and nothing of the shell (routes, layout, providers, pages). Tests,
 * stories and test-support files are not shipped and may reach inside a feature.
 */
const APP = 'packages/app/src';
const FEATURES = readdirSync(new URL(`./${APP}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Files around the analysis engine, not in it: its tests, test support and the CLI that reads files. */
const ENGINE_TOOLS = [
  'packages/analysis/src/**/*.test.ts',
  'packages/analysis/src/**/*.test-support.ts',
  'packages/analysis/src/cli.ts',
];
/** The engine's files that read a contract amount: the ledger (the edge, ADR 0041) and the metrics (results). */
const AMOUNT_READERS = ['packages/analysis/src/ledger.ts', 'packages/analysis/src/metrics.ts'];
/** Integer cents inside the engine (ADR 0041): money.ts alone rounds money and makes Cents. */
const CENTS_RULES = [
  {
    selector:
      "BinaryExpression[operator='/'][left.type='CallExpression'][left.callee.object.name='Math'][left.callee.property.name='round'][right.value=100]",
    message:
      'Money inside the engine is integer cents (ADR 0041): round with wholeCents and leave with dollarsOf (money.ts), never Math.round(x * 100) / 100.',
  },
  {
    selector: "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name='Cents']",
    message: 'Only money.ts makes Cents: toCents from dollars, wholeCents from a computed figure (ADR 0041).',
  },
];
const CONTRACT_AMOUNT_RULE = {
  selector: "MemberExpression[property.name='amount']",
  message:
    'A contract amount is dollars: the engine reads it only in ledger.ts, which converts it to cents once (toCents, ADR 0041).',
};

const featureZones = [
  ...FEATURES.map((name) => ({
    target: `./${APP}/features/${name}`,
    from: `./${APP}/features`,
    except: [`./${name}`, ...FEATURES.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: `A feature imports another feature only through its index (features/<name>/index.ts), ADR 0036.`,
  })),
  {
    target: [
      `./${APP}/routes`,
      `./${APP}/layout`,
      `./${APP}/providers`,
      `./${APP}/pages`,
      `./${APP}/App.tsx`,
      `./${APP}/main.tsx`,
    ],
    from: `./${APP}/features`,
    except: FEATURES.flatMap((name) => [`./${name}/index.ts`, `./${name}/pages`]),
    message: "The app's shell reaches a feature through its index, or lazy-loads one of its pages (ADR 0036).",
  },
  {
    target: [`./${APP}/lib`, `./${APP}/config`],
    from: [
      `./${APP}/features`,
      `./${APP}/routes`,
      `./${APP}/layout`,
      `./${APP}/providers`,
      `./${APP}/pages`,
      `./${APP}/App.tsx`,
      `./${APP}/main.tsx`,
    ],
    message:
      'lib/ and config/ are shared by every feature: they import no feature and nothing of the shell (ADR 0036).',
  },
];

/** One page's folder importing another page's (`../Credits/CreditsPage`, `../../pages/Credits/...`). */
const crossPageImports = {
  regex: String.raw`^\.\./(?!\.\./)|(^|/)pages/`,
  message:
    'Pages do not import each other: move what two pages share into their feature (features/<name>/) or lib/ (ADR 0036).',
};

/**
 * The ui is a design system: no router (links come from the app's NavigationProvider), no validation
 * library, and from contract only its types, constants, messages and pure helpers, never a schema
 * or the endpoint map (ADR 0002).
 */
const uiOwnRules = [
  {
    group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
    message:
      "ui is router-agnostic: link with Link/Card/Table 'to' (or RouteLink); the app supplies the link component through NavigationProvider.",
  },
  {
    group: ['zod', 'zod/*'],
    message: 'ui validates nothing: schemas live in contract and run in app and server.',
  },
  {
    group: ['@ledgerlight/contract', '**/contract/src/**'],
    importNamePattern: 'Schema$|^endpoints$',
    message: 'ui may import contract types, constants, messages and pure helpers, never a schema or the endpoint map.',
  },
];

/** "No raw colour or px outside the theme": tokens only through packages/ui/src/theme. */
const rawStyleLiterals = [
  {
    selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b/]',
    message: 'Raw hex colour: use a theme token (vars.color.*) from packages/ui/src/theme.',
  },
  {
    selector: 'Literal[value=/\\b(rgba?|hsla?)\\(/]',
    message: 'Raw colour function: use a theme token (vars.color.*) from packages/ui/src/theme.',
  },
  {
    selector: 'Literal[value=/(^|[^\\w])-?\\d*\\.?\\d+px\\b/]',
    message: 'Raw px value: use a theme token (vars.space.*, vars.size.*, vars.radius.*) from packages/ui/src/theme.',
  },
  {
    selector: 'Literal[value=/(^|[^\\w.-])-?\\d*\\.?\\d+r?em\\b/]',
    message: 'Raw rem/em value: use a theme token (vars.space.*, vars.size.*, vars.font.*) from packages/ui/src/theme.',
  },
  {
    selector:
      'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|\\b(rgba?|hsla?)\\(|(^|[^\\w])-?\\d*\\.?\\d+px\\b|(^|[^\\w.-])-?\\d*\\.?\\d+r?em\\b/]',
    message: 'Raw colour, px or rem/em in a template string: use theme tokens from packages/ui/src/theme.',
  },
];

/**
 * A story's `parameters` are evaluated once, when its file loads, and every render of the story (a
 * rerun, a second mount, the next test in the same browser) reuses the same MSW handlers: state in
 * them leaks from one render into the next. State a handler needs is built per render,
 * with `perRender` from mocks (a story loader) or inside the play function.
 */
const storyHandlerState = [
  {
    selector: "Program > VariableDeclaration[kind='let']",
    message: 'No module-level let in a story file: its value is shared by every render. Use perRender from mocks.',
  },
  {
    selector:
      'Program > VariableDeclaration > VariableDeclarator > :matches(ArrayExpression[elements.length=0], NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet)$/][arguments.length=0])',
    message: 'No module-level collection in a story file: every render would share it. Use perRender from mocks.',
  },
  {
    selector: 'CallExpression > :matches(ArrowFunctionExpression, FunctionExpression).callee',
    message:
      'No immediately called function in a story file: its closure is shared by every render. Use perRender from mocks.',
  },
  {
    selector: "Property[key.name='once'] > Literal.value[value=true]",
    message:
      'No { once: true } handler in a story file: MSW marks it used for every later render. Fail until the play function installs the answer (context.msw.use), or use perRender.',
  },
  {
    selector:
      "Property[key.name='parameters'] MemberExpression[object.name='scenarios'][property.name=/^(happy|newUser|empty|brokeUser)$/]",
    message: "A scenario's store in parameters is shared by every render: use loaders: [perRender(() => scenarios.X)].",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.tsbuild/**',
      'public/mockServiceWorker.js',
      '**/__screenshots__/**',
      '.data/**',
      '.cognito/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-default-export': 'error',
      'no-restricted-syntax': 'off',
    },
    // Resolves relative imports to their .ts/.tsx files and workspace packages through node_modules,
    // so import-x/no-cycle can follow them (with no resolver it followed nothing: ADR 0002).
    settings: {
      // Which files import-x reads for their imports (only .js by default: .ts files were skipped).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
  },
  {
    files: ['**/*.tsx', 'packages/app/src/**/*.ts', 'packages/ui/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Storybook's CSF needs a default export; configuration files too.
  {
    files: ['**/*.stories.tsx', '.storybook/**', '*.config.ts', '*.config.js', 'eslint.config.js'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  // ---- dependency direction ----
  {
    files: ['packages/contract/**/*.{ts,tsx}'],
    rules: forbid(
      ['ui', 'app', 'analysis', 'server', 'mocks'],
      'contract is the root of the graph: it imports no other package.',
    ),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    ignores: ['packages/ui/**/*.stories.tsx', 'packages/ui/**/*.test.{ts,tsx}', 'packages/ui/visual/**'],
    rules: forbid(
      ['app', 'analysis', 'server', 'mocks'],
      'ui is presentational: it may use contract (no schemas), never app, analysis, server or mocks.',
      uiOwnRules,
    ),
  },
  {
    files: ['packages/ui/**/*.stories.tsx', 'packages/ui/**/*.test.{ts,tsx}', 'packages/ui/visual/**'],
    rules: forbid(
      ['app', 'analysis', 'server'],
      'ui stories and tests may use mocks, never app, analysis or server.',
      uiOwnRules.slice(0, 1),
    ),
  },
  {
    files: ['packages/app/**/*.{ts,tsx}'],
    ignores: ['packages/app/**/*.stories.tsx', 'packages/app/**/*.test.{ts,tsx}', 'packages/app/src/demo/**'],
    rules: forbid(
      ['analysis', 'server', 'mocks'],
      'app talks to the server only over HTTP (the API client); runtime code never imports mocks.',
    ),
  },
  {
    files: ['packages/app/**/*.stories.tsx', 'packages/app/**/*.test.{ts,tsx}', 'packages/app/src/demo/**'],
    rules: forbid(['analysis', 'server'], 'app never imports analysis or server, not even in stories and tests.'),
  },
  // A page is a leaf: what two pages share lives in its feature (features/<name>/, ADR 0036), never in
  // another page's folder (house rule 1). The same package rules as above, plus the cross-page one.
  {
    files: ['packages/app/src/pages/**/*.{ts,tsx}', 'packages/app/src/features/*/pages/**/*.{ts,tsx}'],
    ignores: ['packages/app/**/*.stories.tsx', 'packages/app/**/*.test.{ts,tsx}'],
    rules: forbid(
      ['analysis', 'server', 'mocks'],
      'app talks to the server only over HTTP (the API client); runtime code never imports mocks.',
      [crossPageImports],
    ),
  },
  {
    files: [
      'packages/app/src/pages/**/*.stories.tsx',
      'packages/app/src/pages/**/*.test.{ts,tsx}',
      'packages/app/src/features/*/pages/**/*.stories.tsx',
      'packages/app/src/features/*/pages/**/*.test.{ts,tsx}',
    ],
    rules: forbid(['analysis', 'server'], 'app never imports analysis or server, not even in stories and tests.', [
      crossPageImports,
    ]),
  },
  // ---- feature slices of the app (ADR 0036) ----
  {
    files: [`${APP}/**/*.{ts,tsx}`],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', `${APP}/demo/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['packages/analysis/**/*.{ts,tsx}'],
    rules: forbid(['ui', 'app', 'server', 'mocks'], 'analysis is pure: it depends on contract only.'),
  },
  // The engine itself imports nothing but contract and its own files: no SDK, no node: module, no
  // environment (a language model is the server's provider, providers/llm). Its tests, the CLI that
  // reads files, the bench and the evaluation are tools around it.
  {
    files: ['packages/analysis/src/**/*.ts'],
    ignores: [
      'packages/analysis/src/**/*.test.ts',
      'packages/analysis/src/**/*.test-support.ts',
      'packages/analysis/src/cli.ts',
    ],
    rules: {
      ...forbid(['ui', 'app', 'server', 'mocks'], 'analysis is pure: it depends on contract only.', [
        {
          regex: String.raw`^(?!@ledgerlight/contract$|\.{1,2}/)`,
          message: 'The analysis engine depends on @ledgerlight/contract alone (and its own files).',
        },
      ]),
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'The analysis engine reads no environment: its inputs are its arguments.' },
      ],
    },
  },
  // Money inside the engine is integer cents (ADR 0041). A contract amount (dollars) is read only
  // where the ledger converts it (ledger.ts, toCents); money is rounded, converted back to dollars and
  // branded as Cents only in money.ts. The generator (synthetic.ts) plays the bank and writes dollars;
  // metrics.ts grades results, which are dollars.
  {
    files: ['packages/analysis/src/**/*.ts'],
    ignores: [
      ...ENGINE_TOOLS,
      'packages/analysis/src/money.ts',
      'packages/analysis/src/synthetic.ts',
      ...AMOUNT_READERS,
    ],
    rules: { 'no-restricted-syntax': ['error', ...CENTS_RULES, CONTRACT_AMOUNT_RULE] },
  },
  {
    files: AMOUNT_READERS,
    rules: { 'no-restricted-syntax': ['error', ...CENTS_RULES] },
  },
  // The evaluation corpus is written from the bank's side: it must not see the engine it grades, so
  // its generator and hand-labelled descriptors import contract types only (ADR 0020). In the rest of
  // eval/, engine.ts is the one adapter to the engine.
  {
    files: ['packages/analysis/eval/**/*.ts'],
    ignores: ['packages/analysis/eval/engine.ts', 'packages/analysis/eval/corpus/**'],
    rules: forbid(['ui', 'app', 'server', 'mocks'], 'analysis is pure: it depends on contract only.', [
      {
        group: ['@ledgerlight/analysis', '@ledgerlight/analysis/*', '../src', '../src/**', '**/analysis/src/**'],
        message: 'Only packages/analysis/eval/engine.ts imports the engine: use its adapter.',
      },
    ]),
  },
  {
    files: ['packages/analysis/eval/corpus/**/*.ts'],
    rules: forbid(['ui', 'app', 'server', 'mocks'], 'analysis is pure: it depends on contract only.', [
      {
        group: [
          '@ledgerlight/analysis',
          '@ledgerlight/analysis/*',
          '../../src',
          '../../src/**',
          '**/analysis/src/**',
          '**/analysis/bench/**',
          '../engine',
          '../accuracy',
          '../metrics',
        ],
        message:
          'The evaluation corpus is independent of the engine it grades: import only @ledgerlight/contract (types) and corpus files.',
      },
    ]),
  },
  // The server's production code never imports the local stand-ins (ADR 0035): the one loader,
  // providers/localStack.ts, imports @ledgerlight/local-stack dynamically and only in local mode, so a
  // production install without it works. The server's tests and test helpers run against it.
  {
    files: ['packages/server/**/*.{ts,tsx}'],
    ignores: ['packages/server/**/*.test.ts', 'packages/server/**/*.test-support.ts', 'packages/server/bench/**'],
    rules: {
      ...forbid(['ui', 'app', 'mocks'], 'server depends on contract and analysis only.', [
        {
          group: ['@ledgerlight/local-stack', '@ledgerlight/local-stack/*', '**/local-stack/**'],
          message:
            'Server production code never imports the local stack: only providers/localStack.ts loads it, dynamically and in local mode (ADR 0035).',
        },
      ]),
    },
  },
  {
    files: ['packages/server/**/*.test-support.ts', 'packages/server/bench/**/*.ts'],
    rules: forbid(['ui', 'app', 'mocks'], 'server depends on contract and analysis only.'),
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      'packages/server/**/*.test.ts',
      'packages/server/**/*.test-support.ts',
      'packages/server/src/providers/localStack.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/local-stack/]',
          message:
            'Only providers/localStack.ts (loadLocalStack) loads the local stack, and only in local mode (ADR 0035).',
        },
      ],
    },
  },
  // The local stack implements the server's provider interfaces: it imports the server only through
  // @ledgerlight/server/providers/* (its tests may use the server's entry too).
  {
    files: ['packages/local-stack/**/*.{ts,tsx}'],
    ignores: ['packages/local-stack/**/*.test.ts'],
    rules: forbid(
      ['ui', 'app', 'mocks'],
      "local-stack depends on contract, analysis and the server's provider interfaces.",
      [
        {
          regex: String.raw`^@ledgerlight/server(?!/providers/)|(^|/)server/src/`,
          message:
            "local-stack implements the server's provider interfaces: import them from @ledgerlight/server/providers/<concern>/..., never the server's internals (ADR 0035).",
        },
      ],
    ),
  },
  {
    files: ['packages/local-stack/**/*.test.ts'],
    rules: forbid(['ui', 'app', 'mocks'], 'local-stack depends on contract, analysis and the server.'),
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: forbid(['ui', 'app', 'analysis', 'server'], 'mocks depend on contract only.'),
  },
  // ---- tokens only through the theme ----
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/app/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/theme/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...rawStyleLiterals] },
  },
  // ---- a story's handlers keep no state between renders ----
  {
    files: ['packages/ui/src/**/*.stories.tsx', 'packages/app/src/**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...rawStyleLiterals, ...storyHandlerState] },
  },
  // ---- e2e: the built-app check (font, theme, overflow) runs on every page of every spec ----
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './builtApp.test-support': it checks the built app on every page.",
            },
          ],
        },
      ],
    },
  },
);
