// `npm run lighthouse [-- --url http://localhost:8080]`: Lighthouse (mobile preset: a slow 4G link
// and a 4x slower CPU, simulated) on `/` and `/welcome` signed out and on `/dashboard` signed in,
// plus the bytes a first visit of `/` transfers in Chromium. A report, not a test (ADR 0014).
//
// Without --url it starts `npm start --temporary-data` on a free port and stops it at the end. The
// signed-in run signs a new user up through the local user pool (code from the local mailbox) and
// signs in through the app; against a server in Cognito mode, give LIGHTHOUSE_EMAIL and
// LIGHTHOUSE_PASSWORD of an existing user instead. Reports: .tsbuild/lighthouse/<page>.html.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportDir = join(root, '.tsbuild', 'lighthouse');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

/** What the targets of ADR 0014 ask: performance per page; accessibility, best practices, SEO 100. */
const TARGETS = { publicPerformance: 95, dashboardPerformance: 90, others: 100 } as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageRun {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
}

const PAGES: readonly PageRun[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'welcome', path: '/welcome', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
];

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(base: string, child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 240_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`npm start stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/config.json`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${base} did not answer within 4 minutes`);
}

/** `npm start --temporary-data` on a free port; resolves with its URL and a stop function. */
async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const cognitoPort = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--temporary-data'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), COGNITO_LOCAL_PORT: String(cognitoPort), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  console.log(`Starting npm start --temporary-data on ${base} ...`);
  await waitForServer(base, child);
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Credentials {
  readonly email: string;
  readonly password: string;
}

interface RuntimeIdentity {
  readonly mode: string;
  readonly userPoolClientId: string;
  readonly endpoint?: string;
}

/** Signs a new user up through the local user pool, with the code from the local mailbox. */
async function signUpLocalUser(base: string, identity: RuntimeIdentity): Promise<Credentials> {
  if (!identity.endpoint) throw new Error('The local identity config has no endpoint');
  const credentials = { email: `lighthouse.${Date.now()}@example.com`, password: 'Lighthouse-pass1' };
  const call = async (operation: string, body: Record<string, unknown>) => {
    const response = await fetch(identity.endpoint ?? '', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify({ ClientId: identity.userPoolClientId, ...body }),
    });
    if (!response.ok) throw new Error(`${operation}: ${response.status} ${await response.text()}`);
  };
  await call('SignUp', {
    Username: credentials.email,
    Password: credentials.password,
    UserAttributes: [
      { Name: 'email', Value: credentials.email },
      { Name: 'given_name', Value: 'Light' },
      { Name: 'family_name', Value: 'House' },
    ],
  });
  const mailbox = await (await fetch(`${base}/local/mailbox?email=${encodeURIComponent(credentials.email)}`)).text();
  const code = /<span class="code">(\d{6})<\/span>/.exec(mailbox)?.[1];
  if (!code) throw new Error(`No confirmation code for ${credentials.email} in the local mailbox`);
  await call('ConfirmSignUp', { Username: credentials.email, ConfirmationCode: code });
  return credentials;
}

/** Signs in through the app's auth modal, as a visitor would; the session stays in localStorage. */
async function signIn(page: Page, base: string, credentials: Credentials): Promise<void> {
  await page.goto(`${base}/welcome`);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(credentials.email);
  await dialog.getByLabel(/^Password/).fill(credentials.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).waitFor();
}

/** Bytes over the wire for a first visit of `url` (fresh profile, nothing cached), until the network is idle. */
async function firstLoadTransfer(browser: Browser, url: string): Promise<{ bytes: number; requests: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return { bytes, requests };
  } finally {
    await context.close();
  }
}

const score = (result: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);

function metric(result: Result, id: string): string {
  const audit = result.audits[id];
  if (!audit || audit.numericValue === undefined) return 'n/a';
  return id === 'cumulative-layout-shift'
    ? audit.numericValue.toFixed(3)
    : `${(audit.numericValue / 1000).toFixed(2)} s`;
}

/** The audits that cost points, worst first: what the report blames. */
function blamed(result: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`${category}: ${audit.title}${value}`);
    }
  }
  for (const id of ['render-blocking-insight', 'unused-javascript', 'uses-text-compression', 'uses-long-cache-ttl']) {
    const audit = result.audits[id];
    if (audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable') {
      lines.push(`diagnostic: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return [...new Set(lines)];
}

async function audit(url: string, port: number, keepStorage: boolean, name: string): Promise<Result> {
  const flags: Flags = {
    port,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
  };
  const run = await lighthouse(url, flags);
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const [, html] = Array.isArray(run.report) ? run.report : [undefined, run.report];
  if (html) writeFileSync(join(reportDir, `${name}.html`), html);
  writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(run.lhr));
  return run.lhr;
}

async function main(): Promise<number> {
  mkdirSync(reportDir, { recursive: true });
  const given = argument('--url') ?? process.env.LIGHTHOUSE_URL;
  const server = given ? { base: given.replace(/\/+$/, ''), stop: async () => undefined } : await startServer();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const { base } = server;
    const transfer = await firstLoadTransfer(browser, `${base}/`);
    console.log(
      `\nFirst visit of ${base}/ in Chromium: ${(transfer.bytes / 1024).toFixed(1)} KB over the wire, ${transfer.requests} requests.\n`,
    );

    const results: Array<{ page: PageRun; result: Result }> = [];
    for (const page of PAGES.filter((candidate) => !candidate.signedIn)) {
      results.push({ page, result: await audit(`${base}${page.path}`, chrome.port, false, page.name) });
    }

    const config = (await (await fetch(`${base}/config.json`)).json()) as { identity: RuntimeIdentity };
    const email = process.env.LIGHTHOUSE_EMAIL;
    const password = process.env.LIGHTHOUSE_PASSWORD;
    let credentials: Credentials | undefined;
    if (email && password) credentials = { email, password };
    else if (config.identity.mode === 'local') credentials = await signUpLocalUser(base, config.identity);
    if (credentials) {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await signIn(page, base, credentials);
      // The session stays (localStorage); the HTTP cache goes, so the dashboard is measured cold.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      for (const run of PAGES.filter((candidate) => candidate.signedIn)) {
        results.push({ page: run, result: await audit(`${base}${run.path}`, chrome.port, true, run.name) });
      }
    } else {
      console.log('Skipping /dashboard: Cognito mode needs LIGHTHOUSE_EMAIL and LIGHTHOUSE_PASSWORD.');
    }

    console.log('Lighthouse 13, mobile preset (simulated slow 4G, 4x CPU slowdown):\n');
    console.log('page        perf  a11y  best   seo     FCP       LCP       TBT      CLS       SI');
    for (const { page, result } of results) {
      const scores = CATEGORIES.map((category) => String(score(result, category)).padStart(5)).join(' ');
      const metrics = METRICS.map(([, id]) => metric(result, id).padStart(8)).join('  ');
      const landed = new URL(result.finalDisplayedUrl).pathname;
      const where = landed === page.path ? page.path : `${page.path}→${landed}`;
      console.log(`${where.padEnd(10)} ${scores}  ${metrics}`);
    }
    console.log(
      `\nTargets: performance >= ${TARGETS.publicPerformance} (public), >= ${TARGETS.dashboardPerformance} (dashboard); ` +
        `accessibility, best practices, SEO ${TARGETS.others}.`,
    );
    for (const { page, result } of results) {
      const notes = blamed(result);
      if (notes.length > 0) console.log(`\n${page.path} loses points on:\n  ${notes.join('\n  ')}`);
    }
    console.log(`\nFull reports: ${reportDir}/<page>.html`);
    return 0;
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
