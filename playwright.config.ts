import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import { FROZEN_NOW } from './e2e/frozenClock.test-support';

const port = Number(process.env.E2E_PORT ?? 8181);

// The browser sees only the bundled fonts and what CI installs (scripts/fonts/fonts.conf, ADR 0003),
// also when Playwright runs without `npm test`: the built-app screenshots depend on it.
const fontConfig = fileURLToPath(new URL('scripts/fonts/fonts.conf', import.meta.url));
if (existsSync(fontConfig)) process.env.FONTCONFIG_FILE ??= fontConfig;

/**
 * End-to-end journeys in Debian's Chromium against `npm start` (ADR 0003): nothing downloads a browser.
 * The server is the real product (cognito-local, API, worker, sandbox bank, local checkout, PGlite)
 * with a fresh temporary data directory per run (`--temporary-data`), so runs are independent.
 * The base URL is `localhost`, the origin `npm start` prints and the one checkouts return to.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: {
    timeout: 10_000,
    // The built-app baselines (e2e/built-app.spec.ts) are exact: same Chromium, same bundled fonts,
    // same frozen data. Any changed pixel is a difference to look at.
    toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '.tsbuild/e2e-results.json' }]],
  outputDir: '.tsbuild/e2e-output',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs --temporary-data',
    // SANDBOX_CLOCK (test only, docs/deploy.md): the sandbox bank and the worker live at FROZEN_NOW.
    env: { PORT: String(port), SANDBOX_CLOCK: FROZEN_NOW },
    url: `http://localhost:${port}/config.json`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
