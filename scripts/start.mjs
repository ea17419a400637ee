// `npm start`: the whole product on one port, with no cloud account (docs/architecture.md "Local by default").
// 1. Builds the app (production mode) when dist/ is missing or older than its sources.
// 2. Creates DATA_DIR (default .data) and, on first start, TOKEN_ENCRYPTION_KEY in it (mode 0600).
// 3. Runs the server (packages/server/src/main.ts): cognito-local as its child, the API, the task
//    worker, the sandbox bank, the local checkout and PGlite in DATA_DIR, and the app, on PORT.
// 4. Prints the URL once the server answers; stops it cleanly on Ctrl-C / SIGTERM.
// `--temporary-data` uses a fresh DATA_DIR that is deleted on exit (the e2e run uses it).
// The MSW demo (no server at all) is `npm run start:demo`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT || '8080';
const host = process.env.HOST || '127.0.0.1';
const temporaryData = process.argv.includes('--temporary-data');
const dataDir = temporaryData
  ? mkdtempSync(join(tmpdir(), 'ledgerlight-data-'))
  : resolve(root, process.env.DATA_DIR || '.data');

// ---------------------------------------------------------------------------------------------
// 1. The app build
// ---------------------------------------------------------------------------------------------

const appDir = join(root, 'dist');
const stampFile = join(appDir, '.ledgerlight-build.json');
/** What the production build is made of (stories and tests are not). */
const buildInputs = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'packages/app/src',
  'packages/ui/src',
  'packages/contract/src',
];
const ignored = /\.(stories|test|test-support)\.tsx?$|__screenshots__/;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return ignored.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsCurrent(sources) {
  if (!existsSync(join(appDir, 'index.html')) || !existsSync(stampFile)) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return stamp.mode === 'production' && stamp.sources >= sources;
  } catch {
    return false;
  }
}

const sources = Math.max(...buildInputs.map((input) => newestMtime(join(root, input))));
if (buildIsCurrent(sources)) {
  console.log('The app build in dist/ is up to date.');
} else {
  console.log('Building the app (vite build) ...');
  const build = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, `${JSON.stringify({ mode: 'production', sources })}\n`);
}

// ---------------------------------------------------------------------------------------------
// 2. Local data and the token encryption key
// ---------------------------------------------------------------------------------------------

mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const keyFile = join(dataDir, 'token-encryption-key');
let tokenKey = process.env.TOKEN_ENCRYPTION_KEY;
if (!tokenKey) {
  if (!existsSync(keyFile)) {
    writeFileSync(keyFile, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    console.log(`Created a token encryption key in ${keyFile} (keep it: it unlocks the stored bank tokens).`);
  }
  chmodSync(keyFile, 0o600);
  tokenKey = readFileSync(keyFile, 'utf8').trim();
}

// ---------------------------------------------------------------------------------------------
// 3. The server
// ---------------------------------------------------------------------------------------------

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: host,
    DATA_DIR: dataDir,
    TOKEN_ENCRYPTION_KEY: tokenKey,
    APP_DIR: appDir,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  },
});

let stopping = false;
const removeTemporaryData = () => {
  if (temporaryData) rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  removeTemporaryData();
  if (!stopping && code !== 0) console.error(`The server stopped (${signal ?? `exit code ${code}`}).`);
  process.exit(code ?? (stopping ? 0 : 1));
});

// ---------------------------------------------------------------------------------------------
// 4. Ready
// ---------------------------------------------------------------------------------------------

const shownHost = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const url = `http://${shownHost}:${port}`;
const probe = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}/config.json`;
for (let waited = 0; !stopping && server.exitCode === null; waited += 250) {
  try {
    const response = await fetch(probe, { signal: AbortSignal.timeout(1000) });
    if (response.ok) {
      console.log(
        [
          '',
          `  Ledgerlight is running on ${url}`,
          '',
          `  Sign-up and reset codes:  ${url}/local/mailbox  (no email leaves this machine)`,
          '  Sandbox bank:             user_good / pass_good (MFA code 1234)',
          '  Test card:                4242 4242 4242 4242 (4000 0000 0000 0002 is declined)',
          `  Data:                     ${temporaryData ? `${dataDir} (deleted on exit)` : dataDir}`,
          '',
          '  Ctrl-C stops it. LOG_LEVEL=info shows every request.',
          '',
        ].join('\n'),
      );
      break;
    }
  } catch {
    // Not listening yet.
  }
  if (waited > 180_000) {
    console.error(`The server did not answer on ${probe} within 3 minutes.`);
    break;
  }
  await new Promise((done) => setTimeout(done, 250));
}
