import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  budgetOf,
  checkShippedFiles,
  formatTable,
  measureRoutes,
  readRoutes,
  routeFiles,
  SIGNED_IN_BOOT,
  staticClosure,
  unmappedPages,
} from './bundle-size';
import type { Manifest, Route } from './bundle-size';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = (path: string) => readFileSync(join(root, path), 'utf8');

const WELCOME = 'packages/app/src/features/auth/pages/Welcome/WelcomePage.tsx';
const DASHBOARD = 'packages/app/src/features/dashboard/pages/Dashboard/DashboardPage.tsx';

/** A manifest shaped like Vite's: the entry, shared chunks, lazy pages, the signed-in boot entries. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [WELCOME, DASHBOARD, ...SIGNED_IN_BOOT],
  },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  [WELCOME]: { file: 'assets/welcome.js', src: WELCOME, isDynamicEntry: true, imports: ['index.html', '_ui.js'] },
  [DASHBOARD]: { file: 'assets/dashboard.js', src: DASHBOARD, isDynamicEntry: true, imports: ['_ui.js', '_zod.js'] },
  [SIGNED_IN_BOOT[0]]: { file: 'assets/amplify.js', isDynamicEntry: true, imports: ['index.html'] },
  [SIGNED_IN_BOOT[1]]: { file: 'assets/api.js', isDynamicEntry: true, imports: ['_zod.js'] },
};

describe('the files a route loads first', () => {
  it('walks static imports once each, never dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['assets/index.js', 'assets/react.js']);
    expect(staticClosure(manifest, [WELCOME, 'index.html']).sort()).toEqual(
      ['assets/index.js', 'assets/react.js', 'assets/ui.js', 'assets/welcome.js'].sort(),
    );
    expect(() => staticClosure(manifest, ['_gone.js'])).toThrow(/no chunk _gone.js/);
  });

  it('adds the identity library and the API map for signed-in routes', () => {
    const signedOut = routeFiles(manifest, { name: '/welcome', access: 'public', page: WELCOME });
    expect(signedOut).not.toContain('assets/amplify.js');
    const signedIn = routeFiles(manifest, { name: '/dashboard', access: 'protected', page: DASHBOARD });
    expect(signedIn.sort()).toEqual(
      [
        'assets/amplify.js',
        'assets/api.js',
        'assets/dashboard.js',
        'assets/index.js',
        'assets/react.js',
        'assets/ui.js',
        'assets/zod.js',
      ].sort(),
    );
  });
});

describe('the route table as the size check reads it', () => {
  const routes = readRoutes(
    source('packages/app/src/routes/routeTable.tsx'),
    source('packages/app/src/config/paths.ts'),
  );

  it('finds every route of product 2 with its page, and / twice', () => {
    const byName = new Map(routes.map((route) => [route.name, route]));
    expect(byName.get('/ (signed out)')?.page).toBe('packages/app/src/pages/MarketingHome/MarketingHomePage.tsx');
    expect(byName.get('/ (signed in)')?.page).toBe(DASHBOARD);
    expect(byName.get('/welcome')).toEqual({ name: '/welcome', access: 'public', page: WELCOME });
    expect(byName.get('/dashboard')?.access).toBe('protected');
    expect(byName.get('/results/:agentId/:taskId')?.page).toBe(
      'packages/app/src/features/results/pages/ResultDetail/ResultDetailPage.tsx',
    );
    expect(byName.get('/financial-agent')?.page).toBeUndefined();
    expect(routes.length).toBeGreaterThanOrEqual(23);
  });

  it('names a page module that no route reaches', () => {
    expect(unmappedPages(manifest, routes)).toEqual([]);
    const extra: Manifest = {
      ...manifest,
      'index.html': {
        ...manifest['index.html'],
        file: 'assets/index.js',
        dynamicImports: [
          'packages/app/src/pages/New/NewPage.tsx',
          'packages/app/src/features/new/pages/New/NewPage.tsx',
        ],
      },
    };
    expect(unmappedPages(extra, routes)).toEqual([
      'packages/app/src/pages/New/NewPage.tsx',
      'packages/app/src/features/new/pages/New/NewPage.tsx',
    ]);
  });

  it('refuses a table it cannot read rather than measuring nothing', () => {
    expect(() => readRoutes('export const routeTable = [];', source('packages/app/src/config/paths.ts'))).toThrow(
      /no longer reads as expected/,
    );
  });
});

describe('budgets and the shipped files', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const write = (name: string, content: string | Buffer) => {
    mkdirSync(join(dist, name, '..'), { recursive: true });
    writeFileSync(join(dist, name), content);
  };

  it('applies 170 KB to public pages, 200 KB to the dashboard, 215 KB to other signed-in pages', () => {
    expect(budgetOf({ name: '/welcome', access: 'public' })).toBe(170);
    expect(budgetOf({ name: '/dashboard', access: 'protected' })).toBe(200);
    expect(budgetOf({ name: '/ (signed in)', access: 'protected' })).toBe(200);
    expect(budgetOf({ name: '/profile', access: 'protected' })).toBe(215);
  });

  it('sums gzip bytes per route and marks a route over its budget', () => {
    // Random bytes do not compress: 180 KB of them is over a public budget.
    const noise = randomBytes(180 * 1024);
    for (const chunk of Object.values(manifest)) write(chunk.file, 'export {};');
    write('assets/welcome.js', noise);
    const routes: Route[] = [
      { name: '/welcome', access: 'public', page: WELCOME },
      { name: '/dashboard', access: 'protected', page: DASHBOARD },
    ];
    const [welcome, dashboard] = measureRoutes(dist, manifest, routes);
    expect(welcome?.gzipBytes).toBeGreaterThan(170 * 1024);
    expect(dashboard?.gzipBytes).toBeLessThan(1024);
    expect(dashboard?.files).toBe(7);
    const table = formatTable(measureRoutes(dist, manifest, routes));
    expect(table).toMatch(/\/welcome\s+public\s+4\s+\d+\.\d\s+170 {2}OVER BUDGET/);
    expect(table).not.toMatch(/\/dashboard.*OVER BUDGET/);
  });

  it('requires .br and .gz that decode to each text file, none for woff2, and no MSW worker', () => {
    const script = 'export const x = 1;'.repeat(100);
    write('assets/index.js', script);
    write('assets/index.js.br', brotliCompressSync(script));
    write('assets/index.js.gz', gzipSync(script));
    write('assets/small.js', 'export {};');
    expect(checkShippedFiles(dist)).toEqual([]);

    write('assets/index.js.gz', gzipSync('something else'));
    write('assets/app.css', '.a{color:red}'.repeat(100));
    write('assets/font.woff2', Buffer.alloc(2048, 1));
    write('assets/font.woff2.br', Buffer.alloc(10, 1));
    write('mockServiceWorker.js', 'self.addEventListener("fetch", () => {});');
    expect(checkShippedFiles(dist).sort()).toEqual(
      [
        'mockServiceWorker.js is shipped (demo builds only)',
        'assets/index.js.gz does not decode to assets/index.js',
        'assets/app.css.br is missing',
        'assets/app.css.gz is missing',
        'assets/font.woff2.br: woff2 is compressed already',
      ].sort(),
    );
  });
});
