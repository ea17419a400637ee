import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { LOCAL_USER_POOL_DEFAULT_PORT } from '@ledgerlight/server/providers/identity/localUserPool';

/**
 * cognito-local (docs/architecture.md, "Identity (local)") as a child process of the server: bound to a
 * loopback address, its data under one directory, its output in a log file there (never on the
 * console: it prints every confirmation code). The child exits with its parent: it watches its
 * stdin, a pipe the parent holds, and stops when that pipe closes, even when the parent was killed.
 */

/** The port cognito-local uses unless another program holds it. */
const COGNITO_LOCAL_DEFAULT_PORT = LOCAL_USER_POOL_DEFAULT_PORT;

/** Where cognito-local's output goes, inside its data directory (mode 0600). */
export const COGNITO_LOCAL_LOG_FILE = 'cognito-local.log';

export interface CognitoLocalOptions {
  /** cognito-local's working directory: it keeps its pools, users and codes in `.cognito/db/` there. */
  readonly dataDir: string;
  /** Loopback by default: this user pool signs with a key published in the package. */
  readonly host?: string;
  /** Tried first; a free port is chosen when it is taken. */
  readonly preferredPort?: number;
  /** How long to wait for the first answer. */
  readonly startTimeoutMs?: number;
}

export interface CognitoLocalProcess {
  /** The user pool API, e.g. http://127.0.0.1:9229 (also the issuer domain of its tokens). */
  readonly endpoint: string;
  readonly port: number;
  /** cognito-local's working directory. */
  readonly dataDir: string;
  /** Its store of user pools: `<dataDir>/.cognito/db`. */
  readonly databaseDir: string;
  /** Resolves with the exit code when the child ends, for whatever reason. */
  readonly exited: Promise<number | null>;
  /** Stops the child (SIGTERM, then SIGKILL after 5 s) and waits for it. */
  stop(): Promise<void>;
}

/** cognito-local could not start; the message carries the end of its log. */
export class CognitoLocalStartError extends Error {
  override readonly name = 'CognitoLocalStartError';
}

const require = createRequire(import.meta.url);

/**
 * cognito-local's own start script, as installed. cognito-local is an optional dependency (it pulls
 * aws-sdk v2 in): a production install without it (`npm ci --omit=optional`) runs the cognito
 * identity mode, and asking it for local mode says what to do.
 */
export function cognitoLocalStartScript(resolve: (id: string) => string = require.resolve): string {
  try {
    return resolve('cognito-local/lib/bin/start.js');
  } catch (error) {
    throw new CognitoLocalStartError(
      'IDENTITY_PROVIDER=local needs the optional package cognito-local, which this install left out. ' +
        'Install it (npm ci without --omit=optional), or set IDENTITY_PROVIDER=cognito with a user pool.',
      { cause: error },
    );
  }
}

/**
 * Run by the child: exit when the parent's end of stdin closes, add the operations cognito-local
 * lacks (cognitoLocalTargets.mjs), then start cognito-local. `node -e <code> <script> <targets>`
 * puts the script at process.argv[1] and the targets' file URL at process.argv[2].
 */
const CHILD_BOOTSTRAP =
  "process.stdin.on('end',()=>process.exit(0));process.stdin.on('error',()=>process.exit(0));process.stdin.resume();" +
  'import(process.argv[2]).then(()=>require(process.argv[1]),(error)=>{console.error(error);process.exit(1);});';

/** The operations added to cognito-local, as a file URL for the child's import(). */
const COGNITO_LOCAL_TARGETS = new URL('./cognitoLocalTargets.mjs', import.meta.url).href;

/** Resolves with `preferred` when it can be bound on host, else with a port the system picks. */
export async function choosePort(host: string, preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | undefined>((resolve, reject) => {
      const probe = createServer();
      probe.unref();
      probe.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(undefined);
        else reject(error);
      });
      probe.listen({ host, port, exclusive: true }, () => {
        const address = probe.address();
        const bound = typeof address === 'object' && address !== null ? address.port : undefined;
        probe.close(() => resolve(bound));
      });
    });
  const port = (await tryListen(preferred)) ?? (await tryListen(0));
  if (port === undefined) throw new CognitoLocalStartError(`No free port for cognito-local on ${host}`);
  return port;
}

/** The last lines of a file, or '' when it cannot be read. */
function tailOf(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n').trim();
  } catch {
    return '';
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(endpoint: string): Promise<boolean> {
  try {
    const response = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/**
 * Starts cognito-local and resolves once it answers. The environment variable CODE (which would
 * give every user the same code) is never passed on: each user gets a real random code.
 * @throws CognitoLocalStartError when it exits or does not answer within startTimeoutMs.
 */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocalProcess> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const port = await choosePort(host, options.preferredPort ?? COGNITO_LOCAL_DEFAULT_PORT);
  const endpoint = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const logFile = join(dataDir, COGNITO_LOCAL_LOG_FILE);
  const logFd = openSync(logFile, 'a', 0o600);

  const env: NodeJS.ProcessEnv = { ...process.env, HOST: host, PORT: String(port) };
  delete env.CODE;
  delete env.DEBUG;
  delete env.COGNITO_LOCAL_DEVMODE;
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['-e', CHILD_BOOTSTRAP, cognitoLocalStartScript(), COGNITO_LOCAL_TARGETS], {
    cwd: dataDir,
    env,
    stdio: ['pipe', logFd, logFd],
  });
  closeSync(logFd);
  const exited = waitForExit(child);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };

  const timeoutMs = options.startTimeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  while (!(await answers(endpoint))) {
    if (ended || Date.now() > deadline) {
      await stop();
      const why = ended ? 'exited before answering' : `did not answer within ${timeoutMs} ms`;
      throw new CognitoLocalStartError(
        `cognito-local on ${endpoint} ${why}. Its log (${logFile}):\n${tailOf(logFile)}`,
      );
    }
    await delay(100);
  }
  return { endpoint, port, dataDir, databaseDir: join(dataDir, '.cognito', 'db'), exited, stop };
}
