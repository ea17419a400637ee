// `npx tsx scripts/bundle-size.ts [--dist <dir>]` (a step of `npm test`): the JavaScript each route
// needs before it can show its page, in gzip KB, against the budgets of ADR 0014; and the shipped
// files' rules (precompressed text, no demo-only file). Builds the app in production mode into
// .tsbuild/bundle-size unless --dist names a build made with this vite.config.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';

import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from './vite-shipped-bytes';

/**
 * Initial JavaScript, gzip KB (1 KB = 1024 bytes), ADR 0014: public pages 170 (the goal is 100), the
 * dashboard signed in 200. The other signed-in pages get 215, a guard against growth (their machines
 * bring xstate; the largest were 203 KB when 210 was set, and 211.8 KB when ADR 0049 raised it).
 */
export const BUDGET_KB = { public: 170, dashboard: 200, signedIn: 215 } as const;
/** The routes that show the dashboard signed in. */
const DASHBOARD_ROUTES = new Set(['/dashboard', '/ (signed in)']);

export function budgetOf(route: Route): number {
  if (route.access === 'public') return BUDGET_KB.public;
  return DASHBOARD_ROUTES.has(route.name) ? BUDGET_KB.dashboard : BUDGET_KB.signedIn;
}
/** The source of the entries a signed-in visit loads at boot: the identity library and the API map. */
export const SIGNED_IN_BOOT = [
  'packages/app/src/features/auth/amplifyIdentity.ts',
  'packages/app/src/lib/api/api.ts',
] as const;
/** Files the production build must not ship (the demo build keeps them). */
export const DEMO_ONLY = ['mockServiceWorker.js'] as const;

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export type Access = 'public' | 'protected';

export interface Route {
  /** `/welcome`, or `/ (signed out)` */
  readonly name: string;
  readonly access: Access;
  /** The page module (a dynamic entry of the manifest), or undefined for a redirect. */
  readonly page?: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** The files of `keys` and of everything they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** The manifest key of the app's entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1 || !entries[0])
    throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  return entries[0][0];
}

/** The files a route loads before its page shows: the entry's graph, the signed-in boot, the page's graph. */
export function routeFiles(manifest: Manifest, route: Route): string[] {
  const keys = [entryKey(manifest)];
  if (route.access === 'protected') keys.push(...SIGNED_IN_BOOT);
  if (route.page) keys.push(route.page);
  return staticClosure(manifest, keys);
}

/**
 * The routes of packages/app/src/routes/routeTable.tsx with their page modules, read from its source
 * (`{ path: paths.x, access: '...', page: lazyPage(() => import('../features/x/pages/X/XPage'), ...) }`, or
 * `page: XPage` naming a `const XPage = lazyPage(...)` of the file). `/`
 * appears twice: the marketing home signed out, the dashboard signed in (product 2).
 */
export function readRoutes(routeTableSource: string, pathsSource: string): Route[] {
  const pathOf = new Map<string, string>();
  for (const match of pathsSource.matchAll(/^\s+(\w+): '(\/[^']*)',$/gm)) pathOf.set(match[1] ?? '', match[2] ?? '');
  const pageModule = (importPath: string) => `packages/app/src/${importPath.replace(/^\.\.\//, '')}.tsx`;
  const routes: Route[] = [];
  const entry =
    /\{\s*path: paths\.(\w+),\s*access: '(public|protected)',\s*(?:page: lazyPage\(\s*\(\) => import\('([^']+)'\)|page: (\w+)|redirectTo: paths\.\w+)/g;
  // Pages declared once as constants (`const XPage = lazyPage(() => import('...'), 'XPage')`), which
  // the table then names (`page: XPage`): / and the preloading use them too.
  const lazyConstant = new Map<string, string>();
  for (const match of routeTableSource.matchAll(/const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)/g)) {
    lazyConstant.set(match[1] ?? '', match[2] ?? '');
  }
  let pageOfDashboard: string | undefined;
  let homeEntry = false;
  for (const match of routeTableSource.matchAll(entry)) {
    const [, name = '', access = 'public', inlineImport, component] = match;
    const lazyImport = inlineImport ?? (component ? lazyConstant.get(component) : undefined);
    const path = pathOf.get(name);
    if (!path) throw new Error(`routeTable.tsx uses paths.${name}, which paths.ts does not define`);
    if (component === 'HomeRoute') {
      homeEntry = true;
      continue;
    }
    const route: Route = {
      name: path,
      access: access as Access,
      ...(lazyImport ? { page: pageModule(lazyImport) } : {}),
    };
    if (name === 'dashboard') pageOfDashboard = route.page;
    routes.push(route);
  }
  const marketing = lazyConstant.get('MarketingHomePage');
  if (!homeEntry || !marketing || !pageOfDashboard) {
    throw new Error('routeTable.tsx no longer reads as expected: update readRoutes in scripts/bundle-size.ts');
  }
  return [
    { name: '/ (signed out)', access: 'public', page: pageModule(marketing) },
    { name: '/ (signed in)', access: 'protected', page: pageOfDashboard },
    ...routes,
  ];
}

export interface RouteSize {
  readonly route: Route;
  readonly files: number;
  readonly gzipBytes: number;
  readonly budgetKb: number;
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }).length;

/** Gzip bytes of each route's initial JavaScript, read from the build in `dist`. */
export function measureRoutes(dist: string, manifest: Manifest, routes: readonly Route[]): RouteSize[] {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSize(readFileSync(join(dist, file)));
      sizes.set(file, size);
    }
    return size;
  };
  return routes.map((route) => {
    const files = routeFiles(manifest, route).filter((file) => file.endsWith('.js'));
    return {
      route,
      files: files.length,
      gzipBytes: files.reduce((total, file) => total + sizeOf(file), 0),
      budgetKb: budgetOf(route),
    };
  });
}

/** A page module: `src/pages/X/XPage.tsx` (the static pages) or `src/features/<name>/pages/...` (ADR 0036). */
const PAGE_MODULE = /\/src\/(?:features\/[^/]+\/)?pages\//;

/** Page modules of the manifest that no route of the table reaches (the table reading missed one). */
export function unmappedPages(manifest: Manifest, routes: readonly Route[]): string[] {
  const mapped = new Set(routes.map((route) => route.page));
  const entry = manifest[entryKey(manifest)];
  return (entry?.dynamicImports ?? []).filter((key) => PAGE_MODULE.test(key) && !mapped.has(key));
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * The rules of the shipped files (ADR 0014): every compressible file of at least MIN_COMPRESS_BYTES
 * has a `.br` and a `.gz` that decode to it; nothing already compressed (woff2) has one; no demo-only
 * file is shipped. Returns the problems.
 */
export function checkShippedFiles(dist: string): string[] {
  const problems: string[] = [];
  for (const file of DEMO_ONLY)
    if (existsSync(join(dist, file))) problems.push(`${file} is shipped (demo builds only)`);
  for (const path of walk(dist)) {
    const name = relative(dist, path);
    if (/\.woff2\.(br|gz)$/.test(name)) problems.push(`${name}: woff2 is compressed already`);
    if (!COMPRESSIBLE.test(name) || statSync(path).size < MIN_COMPRESS_BYTES) continue;
    const original = readFileSync(path);
    for (const [suffix, decode] of [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ] as const) {
      if (!existsSync(`${path}${suffix}`)) {
        problems.push(`${name}${suffix} is missing`);
      } else if (!decode(readFileSync(`${path}${suffix}`)).equals(original)) {
        problems.push(`${name}${suffix} does not decode to ${name}`);
      }
    }
  }
  return problems;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The table printed by the script. */
export function formatTable(sizes: readonly RouteSize[]): string {
  const width = Math.max(...sizes.map((size) => size.route.name.length), 5);
  const lines = [
    `${'route'.padEnd(width)}  access     files  JS gzip KB  budget KB`,
    ...sizes.map(
      ({ route, files, gzipBytes, budgetKb }) =>
        `${route.name.padEnd(width)}  ${route.access.padEnd(9)}  ${String(files).padStart(5)}  ${kb(gzipBytes).padStart(10)}  ${String(budgetKb).padStart(9)}${gzipBytes > budgetKb * 1024 ? '  OVER BUDGET' : ''}`,
    ),
  ];
  return lines.join('\n');
}

async function buildApp(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

async function main(): Promise<number> {
  const distFlag = process.argv.indexOf('--dist');
  const given = distFlag >= 0 ? process.argv[distFlag + 1] : undefined;
  const dist = resolve(root, given ?? '.tsbuild/bundle-size');
  if (!given) await buildApp(dist);
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build with build.manifest (vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  const routes = readRoutes(
    readFileSync(join(root, 'packages/app/src/routes/routeTable.tsx'), 'utf8'),
    readFileSync(join(root, 'packages/app/src/config/paths.ts'), 'utf8'),
  );
  const sizes = measureRoutes(dist, manifest, routes);
  console.log(`Initial JavaScript per route (entry, its imports and the page's; signed in also`);
  console.log(`the identity library and the API map), gzip -9, from ${relative(root, dist) || '.'}:\n`);
  console.log(formatTable(sizes));

  const problems = [
    ...unmappedPages(manifest, routes).map((page) => `${page}: no route of routeTable.tsx was read for it`),
    ...sizes
      .filter((size) => size.gzipBytes > size.budgetKb * 1024)
      .map((size) => `${size.route.name}: ${kb(size.gzipBytes)} KB > ${size.budgetKb} KB`),
    ...checkShippedFiles(dist),
  ];
  if (problems.length > 0) {
    console.error(`\nbundle size: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    return 1;
  }
  console.log('\nbundle size: every route within budget; shipped files precompressed, no demo-only file.');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
