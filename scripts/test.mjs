// `npm test`: typecheck, lint, the bundle-size budgets, then every Vitest project (unit, dom, storybook
// in Chromium with axe, visual baselines) and e2e. Stops at once, naming the fix, when Chromium is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fontconfigFile } from './fonts/ci-fonts.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `npm test needs Chromium at ${chromium} (stories, visual baselines and e2e run in a real browser).\n` +
      'Fix: sudo apt-get install -y chromium   (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

/** Resolves true when something accepts TCP connections on host:port within a second. */
const reachable = (host, port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });

/** Sets `variable` to `url` when it is unset and something answers on 127.0.0.1:port; says which. */
/** Suites this run skips, each with its reason; the closing line repeats them. */
const skippedSuites = [];

const useLocalService = async (label, variable, port, url) => {
  if (!process.env[variable] && (await reachable('127.0.0.1', port))) process.env[variable] = url;
  const value = process.env[variable];
  if (!value) skippedSuites.push(`${label} (no ${variable} and nothing on 127.0.0.1:${port})`);
  console.log(
    value
      ? `${label}: ${value.replace(/:[^:@/]+@/, ':***@')}`
      : `${label}: skipped (no ${variable} and nothing on 127.0.0.1:${port})`,
  );
};

// The server suite runs on PGlite always, and on real PostgreSQL when one is reachable.
await useLocalService(
  'PostgreSQL suites',
  'TEST_DATABASE_URL',
  5432,
  'postgresql://postgres:postgres@127.0.0.1:5432/postgres',
);
// The Redis suites: the shared counters, /readyz's Redis check, and the multi-process suite (two API
// and two worker processes, which needs PostgreSQL too).
await useLocalService('Redis suites', 'TEST_REDIS_URL', 6379, 'redis://127.0.0.1:6379');
// The Redis-outage suite starts and stops a redis-server of its own (http/redisFallback.test.ts).
if (spawnSync('redis-server', ['--version']).status !== 0) {
  skippedSuites.push('Redis outage suite (no redis-server on this machine)');
  console.log('Redis outage suite: skipped (no redis-server on this machine)');
}

const run = (label, command, args) => {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(
    `◀ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return status === 0;
};

// The browsers of the vitest and playwright steps see only the fonts CI installs (scripts/fonts/fonts.conf).
process.env.FONTCONFIG_FILE = fontconfigFile;

const results = '.tsbuild/vitest-results.json';
const e2eResults = '.tsbuild/e2e-results.json';
rmSync(results, { force: true });
rmSync(e2eResults, { force: true });

const steps = [
  ['typecheck', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  // Builds the app and fails when a route's initial JavaScript is over budget (ADR 0014).
  ['bundle size', 'npx', ['tsx', 'scripts/bundle-size.ts']],
  ['tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`]],
  ['e2e', 'npx', ['playwright', 'test']],
];

let failedStep;
for (const [label, command, args] of steps) {
  if (!run(label, command, args)) {
    failedStep = label;
    break;
  }
}

// The closing line counts tests; a failed typecheck or lint, or a test run that failed
// without a failing test (a suite that did not load), counts as one failure.
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const unit = readJson(results);
const e2e = readJson(e2eResults);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failedTests = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const failed = failedTests + (failedStep && failedTests === 0 ? 1 : 0);
// Skipped tests, counted: the suites above skip their tests when their service is missing, and a
// test may skip on one backend by design (a cross-process case runs on PostgreSQL only).
const skippedTests = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const tests = (count) => `${count} test${count === 1 ? '' : 's'}`;
const skippedNote =
  skippedSuites.length > 0
    ? `; skipped: ${skippedSuites.join('; ')} (${tests(skippedTests)} in all)`
    : skippedTests > 0
      ? `; ${tests(skippedTests)} skipped, no suite`
      : '';
console.log(`\nnpm test: ${passed} passed, ${failed} failed${skippedNote}`);
process.exit(failedStep ? 1 : 0);
