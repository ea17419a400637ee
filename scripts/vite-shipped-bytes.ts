import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import type { Plugin, ResolvedConfig } from 'vite';

/**
 * What the production build ships (ADR 0014): every text asset also as `.br` and `.gz`
 * next to it, which the server sends as they are when the browser accepts them (no compression per
 * request), and no demo-only file (MSW's worker script) outside the demo build.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats that compress well. woff2 (and images) are compressed already and are left alone. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf|otf)$/;
/** Below this, compression saves less than the headers it costs. */
export const MIN_COMPRESS_BYTES = 1024;

export interface CompressedFile {
  /** Path relative to the output directory. */
  readonly file: string;
  readonly bytes: number;
  readonly br?: number;
  readonly gzip?: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot directories (Vite's .vite/manifest.json) are build metadata, never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to each compressible file
 * of `dir` of at least MIN_COMPRESS_BYTES, keeping each only when it is smaller than the original.
 * Source maps are left alone (only developer tools fetch them). Returns what it wrote.
 */
export async function precompressDirectory(dir: string): Promise<CompressedFile[]> {
  const jobs: Array<Promise<CompressedFile>> = [];
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    jobs.push(
      (async () => {
        const original = await readFile(path);
        const file = relative(dir, path);
        if (original.length < MIN_COMPRESS_BYTES) return { file, bytes: original.length };
        const [br, gz] = await Promise.all([
          brotli(original, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: original.length,
            },
          }),
          gzipAsync(original, { level: zlibConstants.Z_BEST_COMPRESSION }),
        ]);
        const smaller = (compressed: Buffer) => compressed.length < original.length;
        if (smaller(br)) await writeFile(`${path}.br`, br);
        if (smaller(gz)) await writeFile(`${path}.gz`, gz);
        return {
          file,
          bytes: original.length,
          ...(smaller(br) ? { br: br.length } : {}),
          ...(smaller(gz) ? { gzip: gz.length } : {}),
        };
      })(),
    );
  }
  return Promise.all(jobs);
}

/** Removes `files` (paths relative to `dir`) when they exist; returns those it removed. */
export async function removeFiles(dir: string, files: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const exists = await stat(path).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    await rm(path);
    removed.push(file);
  }
  return removed;
}

export interface FinishedBuild {
  /** Demo-only files removed from the build. */
  readonly removed: readonly string[];
  readonly compressed: readonly CompressedFile[];
}

/**
 * What the plugin does to a written build in `mode`: drops the demo-only files unless it is the demo
 * build, then precompresses what is left.
 */
export async function finishBuild(outDir: string, mode: string, options: ShippedBytesOptions): Promise<FinishedBuild> {
  const removed = mode === options.demoMode ? [] : await removeFiles(outDir, options.demoOnly);
  return { removed, compressed: await precompressDirectory(outDir) };
}

export interface ShippedBytesOptions {
  /** Files of the public directory that only the demo build ships (MSW's worker). */
  readonly demoOnly: readonly string[];
  /** The build mode that keeps them (`vite build --mode demo`). */
  readonly demoMode: string;
}

/**
 * The Vite plugin: after the app build is written, drops the demo-only files outside demo mode, then
 * precompresses what is left. App builds only: not the dev server, and not Storybook's build, which
 * reads this config too and needs MSW's worker (it is recognised by its own `storybook:` plugins).
 */
export function shippedBytes(options: ShippedBytesOptions): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'ledgerlight:shipped-bytes',
    apply: 'build',
    configResolved(resolved) {
      const storybook = resolved.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
      config = storybook || resolved.build.ssr || resolved.build.lib ? undefined : resolved;
    },
    async closeBundle() {
      if (!config) return;
      const { removed, compressed } = await finishBuild(
        resolve(config.root, config.build.outDir),
        config.mode,
        options,
      );
      if (removed.length > 0) config.logger.info(`removed demo-only ${removed.join(', ')}`);
      const count = compressed.filter((file) => file.br !== undefined || file.gzip !== undefined).length;
      config.logger.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
