import '@ledgerlight/ui/global';
import { Alert, Box } from '@ledgerlight/ui';
import { StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadApi } from './lib/api/client';
import { browserMayHoldSession, createLazyIdentity, loadAmplifyIdentity } from './features/auth';
import { applyRuntimeConfig, loadRuntimeConfig } from './config/runtimeConfig';
import { configureZodForCsp } from './config/zodConfig';
import { preloadRoute } from './routes/routeTable';

// Before any chunk with zod schemas loads: no `new Function` under the CSP.
configureZodForCsp();

function BootFailure() {
  return (
    <Box as="main" padding="xxlarge" display="flex" justifyContent="center">
      <Alert tone="error" title="Ledgerlight could not start">
        The app could not load its configuration from the server. Check that the server is running, then reload the
        page.
      </Alert>
    </Box>
  );
}

/** Runs `run` once the first render has committed (passive effects run after the browser paints). */
function AfterFirstPaint({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

  if (import.meta.env.MODE === 'demo') {
    const { startDemoWorker } = await import('./demo/worker');
    await startDemoWorker();
  }
  try {
    const config = await loadRuntimeConfig();
    applyRuntimeConfig(config);
    const mailboxUrl = config.identity.mode === 'local' ? config.identity.mailboxUrl : undefined;
    // aws-amplify loads when a session, a sign-in or the auth modal needs it, not before the first paint.
    const identity = createLazyIdentity(config.identity, {
      load: () => loadAmplifyIdentity().then(({ createAmplifyIdentity }) => createAmplifyIdentity(config.identity)),
    });
    // What the first page needs downloads beside the session check, not after it (ADR 0014): its
    // chunk, and for a returning user the identity library and the API's schemas. A returning user's
    // downloads start once the shell has painted, so they do not compete with the first paint; a
    // signed-out visitor's page chunk starts at once, since the page's own content is what paints.
    const returning = browserMayHoldSession(config.identity.userPoolClientId);
    const preload = () => {
      preloadRoute(window.location.pathname, returning);
      if (returning) {
        identity.preload?.();
        preloadApi();
      }
    };
    if (!returning) preload();
    render(
      <>
        <App identity={identity} localMailboxUrl={mailboxUrl} />
        {returning && <AfterFirstPaint run={preload} />}
      </>,
    );
  } catch (error) {
    console.error('Ledgerlight could not load its run-time configuration', error);
    render(<BootFailure />);
  }
}

void boot();
