/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { shippedBytes } from './scripts/vite-shipped-bytes.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Debian's Chromium; nothing downloads a browser here (see docs/decisions). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A fresh browser block per project: sharing one object across projects fails. */
function chromium(viewport = { width: 1280, height: 800 }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      // The page is as large as the test frame, so the frame is never scaled down.
      contextOptions: { viewport },
      launchOptions: {
        executablePath: chromiumPath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
        ],
      },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport,
  };
}

export default defineConfig({
  root,
  publicDir: 'public',
  define: { __APP_VERSION__: JSON.stringify(`v${version}`) },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // .br and .gz next to every text asset; no MSW worker outside the demo build (ADR 0014).
    shippedBytes({ demoOnly: ['mockServiceWorker.js'], demoMode: 'demo' }),
  ],
  build: {
    outDir: 'dist',
    // Hidden: written for debugging on the build machine, named by no bundle and never served (ADR 0030).
    sourcemap: 'hidden',
    // .vite/manifest.json: each chunk's imports, which scripts/bundle-size.ts walks per route.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer requests before a page can paint (ADR 0014). On HTTP/1.1 a browser opens six
        // connections to an origin, and on a slow link every request waiting for one costs a round trip.
        // - boot: what the entry imports statically goes into the entry chunk, not into four small
        //   chunks beside it (Icon, constants, the preload helper, the cache) that the first paint waited on.
        // - ui: the components and formatters that at least four chunks share, in one chunk and one
        //   stylesheet instead of one pair each (the dashboard loaded 23 files, now 12); those fewer
        //   chunks use, such as the chart, stay in their own.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'ui', test: /packages[\\/]ui[\\/]src[\\/](components|format)[\\/]/, minShareCount: 4, priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/analysis/eval/**/*.test.ts',
            'packages/ui/visual/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          // These tests render whole pages in jsdom and drive them with user-event (a keystroke is a
          // render and a router navigation). About 0.6 s each on an idle machine, they passed 5 s on a
          // loaded one (TransactionsPage's search at 7.3 s), so each gets 15 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          browser: chromium(),
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          include: ['packages/ui/visual/**/*.visual.tsx'],
          setupFiles: ['./packages/ui/visual/setup.ts'],
          // Each story sizes the test frame to its own viewport, then grows it to the story's full height
          // (page.viewport): the runner's page must be at least as tall, or the frame is scaled down.
          browser: chromium({ width: 1280, height: 10000 }),
          // The suite refuses to draw baselines with other fonts than CI's (scripts/fonts/fonts.conf).
          provide: {
            fontconfig: { actual: process.env.FONTCONFIG_FILE ?? '', expected: `${root}scripts/fonts/fonts.conf` },
          },
        },
      },
    ],
  },
});
