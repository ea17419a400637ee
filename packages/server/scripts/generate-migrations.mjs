// `npm run db:generate -w @ledgerlight/server [-- --name <migration name>]`: writes a new SQL migration
// in packages/server/drizzle from src/db/schema.ts with drizzle-kit.
//
// drizzle-kit is installed at the repository root while drizzle-orm is installed under
// packages/server/node_modules, and drizzle-kit imports drizzle-orm from its own location. This
// script gives it both through a temporary directory of links (with --preserve-symlinks) instead of
// requiring a particular hoisting of node_modules.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The installed package directory, looked up the way Node does: node_modules from here upwards. */
const packageDir = (name) => {
  for (let dir = serverDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (run npm install at the repository root)`);
  }
};

const farm = mkdtempSync(join(tmpdir(), 'drizzle-kit-'));
try {
  mkdirSync(join(farm, 'node_modules'));
  for (const name of ['drizzle-kit', 'drizzle-orm']) {
    symlinkSync(packageDir(name), join(farm, 'node_modules', name), 'dir');
  }
  const args = [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    join(farm, 'node_modules', 'drizzle-kit', 'bin.cjs'),
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema.ts',
    '--out',
    './drizzle',
    ...process.argv.slice(2),
  ];
  const { status } = spawnSync(process.execPath, args, { cwd: serverDir, stdio: 'inherit' });
  process.exitCode = status ?? 1;
} finally {
  rmSync(farm, { recursive: true, force: true });
}
