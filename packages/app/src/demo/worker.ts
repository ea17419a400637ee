import { handlers } from '@ledgerlight/mocks';
import { setupWorker } from 'msw/browser';

/**
 * Demo mode (`npm run start:demo`, or `vite --mode demo`): MSW answers every API
 * call in the browser from mocks/, so the app runs with realistic sample data and no server.
 */
export async function startDemoWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
