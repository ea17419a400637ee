// Browser tests see only the system fonts CI has: fontconfig reads scripts/fonts/fonts.conf, which
// lists Debian's DejaVu and nothing else (ADR 0003). `npm test` sets it for every step; run anything
// else the same way with `node scripts/fonts/ci-fonts.mjs <command> [args...]`, e.g.
// `node scripts/fonts/ci-fonts.mjs npx playwright test`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Absolute: fontconfig would look a relative FONTCONFIG_FILE up under /etc/fonts. */
export const fontconfigFile = fileURLToPath(new URL('./fonts.conf', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/fonts/ci-fonts.mjs <command> [args...]');
    process.exit(2);
  }
  const { status, error } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FONTCONFIG_FILE: fontconfigFile },
  });
  if (error) console.error(`${command}: ${error.message}`);
  // A command killed by a signal has no status: that is a failure too.
  process.exit(status ?? 1);
}
