import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const screenshots = fileURLToPath(new URL('./__screenshots__', import.meta.url));

/**
 * Every baseline, named `<story>-<browser>-<platform>.png`; not the -actual/-diff files and failure
 * screenshots a failed run leaves beside them.
 */
function baselines(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return baselines(path);
    return /-chromium-[a-z0-9]+\.png$/.test(entry.name) ? [path] : [];
  });
}

/** Baselines with the same bytes, as groups of two or more paths relative to __screenshots__. */
function identicalGroups(paths: readonly string[], read: (path: string) => Buffer): string[][] {
  const byHash = new Map<string, string[]>();
  for (const path of paths) {
    const hash = createHash('sha256').update(read(path)).digest('hex');
    byHash.set(hash, [...(byHash.get(hash) ?? []), path]);
  }
  return [...byHash.values()].filter((group) => group.length > 1).map((group) => group.sort());
}

describe('identicalGroups', () => {
  it('groups byte-identical files and leaves unique ones out', () => {
    const files: Record<string, string> = { a: 'same', b: 'other', c: 'same', d: 'unique' };
    const read = (path: string) => Buffer.from(files[path] ?? '');
    expect(identicalGroups(Object.keys(files), read)).toEqual([['a', 'c']]);
  });
});

describe('visual baselines', () => {
  const paths = baselines(screenshots);

  it('exist', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  // Two stories with the same picture test the same thing twice, or do not show the state they name
  // (a play function that was not run, a viewport that was not applied). Capture what differs, or
  // opt one out with `parameters: { visual: false }` and a one-line reason.
  it('are all different', () => {
    const groups = identicalGroups(paths, (path) => readFileSync(path)).map((group) =>
      group.map((path) => relative(screenshots, path)).join(' = '),
    );
    expect(groups, `${groups.length} groups of byte-identical baselines`).toEqual([]);
  });
});
