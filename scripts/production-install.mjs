// `node scripts/production-install.mjs`: shows that a production install of the server holds none of
// the local stack (ADR 0035, docs/deploy.md "A production install").
// 1. Copies the repository's package files and the server's, contract's and analysis' sources into a
//    scratch directory and runs there `npm ci --workspace=@ledgerlight/server --omit=dev`.
// 2. Checks that the install has the server's dependencies and neither @ledgerlight/local-stack nor
//    cognito-local.
// 3. Starts the server from it in local mode (the defaults): it must refuse, naming the package.
// 4. Starts it with the real providers configured (Cognito, Plaid, Stripe): it must answer /readyz.
// Exits 1 when any check fails. Uses the npm cache (--prefer-offline); the directory is removed.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ledgerlight-production-'));
const INSTALL = ['ci', '--workspace=@ledgerlight/server', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'];
let failures = 0;

function check(ok, what) {
  console.log(`${ok ? '✔' : '✖'} ${what}`);
  if (!ok) failures += 1;
}

function copy(path) {
  cpSync(join(root, path), join(scratch, path), {
    recursive: true,
    filter: (source) => !source.includes(`${'/'}node_modules`) && !/\.(test|test-support)\.ts$/.test(source),
  });
}

/** A free port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs the installed server with env until it exits or `until` resolves; returns its output and exit code. */
async function runServer(env, until) {
  const child = spawn(join(scratch, 'node_modules/.bin/tsx'), ['packages/server/src/main.ts'], {
    cwd: scratch,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const outcomes = [exited.then((code) => ({ code }))];
  if (until !== undefined) outcomes.push(until(child).then((value) => ({ value })));
  const result = await Promise.race(outcomes);
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await exited;
  }
  return { ...result, output };
}

try {
  for (const path of ['package.json', 'package-lock.json']) copy(path);
  for (const workspace of ['contract', 'ui', 'app', 'analysis', 'server', 'local-stack']) {
    copy(`packages/${workspace}/package.json`);
  }
  copy('mocks/package.json');
  for (const sources of [
    'packages/contract/src',
    'packages/analysis/src',
    'packages/server/src',
    'packages/server/drizzle',
  ]) {
    copy(sources);
  }

  console.log(`$ npm ${INSTALL.join(' ')}   (in ${scratch})`);
  const install = spawnSync('npm', INSTALL, { cwd: scratch, encoding: 'utf8' });
  console.log((install.stdout + install.stderr).trim().split('\n').slice(-2).join('\n'));
  check(install.status === 0, 'the production install succeeds');

  const modules = join(scratch, 'node_modules');
  const workspaces = readdirSync(join(modules, '@ledgerlight')).sort();
  console.log(`  node_modules/@ledgerlight: ${workspaces.join(', ')}`);
  console.log(`  packages in node_modules: ${readdirSync(modules).filter((name) => !name.startsWith('.')).length}`);
  check(!existsSync(join(modules, '@ledgerlight/local-stack')), 'no @ledgerlight/local-stack');
  check(!existsSync(join(modules, 'cognito-local')), 'no cognito-local');
  check(!existsSync(join(modules, 'aws-sdk')), 'no aws-sdk (cognito-local pulled it in)');
  for (const needed of ['fastify', 'plaid', 'stripe', 'tsx', '@ledgerlight/contract', '@ledgerlight/analysis']) {
    check(existsSync(join(modules, needed)), `has ${needed}`);
  }

  const dataDir = join(scratch, '.data');
  const local = await runServer({ DATA_DIR: dataDir, PORT: String(await freePort()), SERVE_APP: 'false' });
  console.log(`  local mode: exit code ${local.code}: ${local.output.trim()}`);
  check(
    local.code === 1 && local.output.includes('needs @ledgerlight/local-stack, which is not installed'),
    'local mode refuses to start, naming the missing package',
  );

  const port = await freePort();
  const real = await runServer(
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      SERVE_APP: 'false',
      IDENTITY_PROVIDER: 'cognito',
      AUTH_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AbCdEf123',
      AUTH_CLIENT_ID: 'production-install-check',
      COGNITO_DOMAIN: 'ledgerlight-check.auth.us-east-1.amazoncognito.com',
      BANK_PROVIDER: 'plaid',
      PLAID_CLIENT_ID: 'client',
      PLAID_SECRET: 'secret',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_check',
      STRIPE_WEBHOOK_SECRET: 'whsec_check',
      STRIPE_PRICE_CREDITS_1: 'price_1',
      STRIPE_PRICE_CREDITS_5: 'price_5',
      STRIPE_PRICE_CREDITS_10: 'price_10',
      TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      WORKER_IN_PROCESS: 'false',
    },
    async () => {
      for (let waited = 0; waited < 60_000; waited += 250) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) });
          return response.status;
        } catch {
          await new Promise((done) => setTimeout(done, 250));
        }
      }
      return undefined;
    },
  );
  console.log(`  real providers: GET /readyz -> ${real.value ?? `no answer (exit code ${real.code})`}`);
  if (real.value !== 200) console.log(real.output.trim());
  check(real.value === 200, 'with Cognito, Plaid and Stripe configured, the server starts and is ready');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(
  failures === 0 ? '\nThe production install holds none of the local stack.' : `\n${failures} check(s) failed.`,
);
process.exit(failures === 0 ? 0 : 1);
