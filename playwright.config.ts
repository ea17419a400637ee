import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * End-to-end journeys in Debian's Chromium against `npm start` (ADR 0003): nothing downloads a browser.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '.tsbuild/e2e-results.json' }]],
  outputDir: '.tsbuild/e2e-output',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
    command: 'npm start',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
