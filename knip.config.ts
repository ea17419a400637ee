import type { KnipConfig } from 'knip';

/**
 * `npm run lint:unused`: files, exports, types and dependencies nothing uses (knip). The entry points
 * are what runs: the Vitest projects of vite.config.ts (unit, dom, storybook, visual), the stories of
 * .storybook/main.ts, the Playwright journeys of playwright.config.ts, and every file a package.json
 * script or a documented command (README.md) runs.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // Run by package.json scripts (start, start:demo, test, lighthouse, size, lint:*): knip reads the
        // scripts' own commands too, but not a file a script imports by a computed path.
        'scripts/*.{ts,mjs}',
        // Run by hand: README.md lists it with the command to run it.
        'scripts/docs/rewrite-citations.mjs',
        'scripts/**/*.test.ts',
      ],
      project: ['scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', '.storybook/*.{ts,tsx}', '*.{ts,js}'],
      // The Redis-outage suite starts and stops a redis-server of its own (scripts/test.mjs checks for
      // it); it is a system binary, not an npm package.
      ignoreBinaries: ['redis-server'],
    },
    'packages/contract': {
      project: ['src/**/*.ts'],
    },
    'packages/ui': {
      entry: ['src/**/*.stories.tsx', 'visual/*.visual.tsx', 'visual/*.test.ts'],
      project: ['src/**/*.{ts,tsx}', 'visual/**/*.{ts,tsx}'],
    },
    'packages/app': {
      entry: ['src/main.tsx', 'src/**/*.stories.tsx'],
      project: ['src/**/*.{ts,tsx}'],
    },
    'packages/analysis': {
      // `npm run analyze` and `npm run accuracy` are found through the root scripts; the analysis bench
      // (`tsx packages/analysis/bench/run.ts`, docs/performance.md) is run by hand.
      entry: ['eval/**/*.test.ts', 'bench/run.ts'],
      project: ['src/**/*.ts', 'eval/**/*.ts', 'bench/**/*.ts'],
    },
    'packages/server': {
      // main.ts, worker/main.ts and bench/run.ts are found through the package's and the root's scripts.
      entry: ['scripts/*.mjs'],
      project: ['src/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs'],
      ignoreBinaries: ['redis-server'],
      // `npm run db:generate` runs drizzle-kit's bin through scripts/generate-migrations.mjs, which
      // finds the package on disk instead of importing it.
      ignoreDependencies: ['drizzle-kit'],
    },
    'packages/local-stack': {
      project: ['src/**/*.ts'],
    },
    mocks: {
      project: ['src/**/*.ts'],
    },
  },
};

export default config;
