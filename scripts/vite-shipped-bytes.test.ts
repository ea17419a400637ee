import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { finishBuild, MIN_COMPRESS_BYTES, precompressDirectory } from './vite-shipped-bytes';

/** A made-up build: text assets large and small, a font, a source map, Vite's manifest, MSW's worker. */
function writeBuild(dir: string) {
  const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `'row ${index}'`).join(',')}];`;
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html><title>x</title>${'<p>text</p>'.repeat(200)}`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'mockServiceWorker.js': `self.addEventListener('fetch', () => {});${' '.repeat(MIN_COMPRESS_BYTES)}`,
    'assets/index-AbC.js': script,
    'assets/index-AbC.js.map': JSON.stringify({ mappings: 'A'.repeat(5000) }),
    'assets/index-AbC.css': `.a{color:red}${'.b{margin:0}'.repeat(200)}`,
    'assets/inter-latin-XyZ.woff2': Buffer.alloc(4096, 7),
    '.vite/manifest.json': JSON.stringify({ 'index.html': { file: 'assets/index-AbC.js' } }).repeat(100),
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return script;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shipped-bytes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes .br and .gz next to text assets, decoding to the original', async () => {
    const script = writeBuild(dir);
    const written = await precompressDirectory(dir);
    const path = join(dir, 'assets/index-AbC.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    const entry = written.find((file) => file.file === 'assets/index-AbC.js');
    expect(entry?.br).toBeLessThan(script.length / 4);
    expect(entry?.gzip).toBeLessThan(script.length / 3);
    for (const name of ['index.html', 'assets/index-AbC.css']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(true);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(true);
    }
  });

  it('leaves fonts, source maps, small files and build metadata alone', async () => {
    writeBuild(dir);
    await precompressDirectory(dir);
    for (const name of [
      'assets/inter-latin-XyZ.woff2',
      'assets/index-AbC.js.map',
      'favicon.svg',
      '.vite/manifest.json',
    ]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});

describe('finishBuild (the Vite plugin after the build is written)', () => {
  const options = { demoOnly: ['mockServiceWorker.js'], demoMode: 'demo' } as const;

  it('drops MSW worker from a production build', async () => {
    writeBuild(dir);
    const { removed } = await finishBuild(dir, 'production', options);
    expect(removed).toEqual(['mockServiceWorker.js']);
    expect(existsSync(join(dir, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(join(dir, 'mockServiceWorker.js.br'))).toBe(false);
  });

  it('keeps it in the demo build, compressed like the rest', async () => {
    writeBuild(dir);
    const { removed } = await finishBuild(dir, 'demo', options);
    expect(removed).toEqual([]);
    expect(existsSync(join(dir, 'mockServiceWorker.js'))).toBe(true);
    expect(existsSync(join(dir, 'mockServiceWorker.js.br'))).toBe(true);
  });
});
