import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

async function boot(): Promise<void> {
  if (import.meta.env.MODE === 'demo') {
    const { startDemoWorker } = await import('./demo/worker');
    await startDemoWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
