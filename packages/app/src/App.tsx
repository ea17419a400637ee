import { useState } from 'react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { IdentityAdapter } from './features/auth';
import { Providers } from './providers/Providers';
import { createAppRouter } from './routes/appRouter';

export interface AppProps {
  /** The identity adapter, created at boot from the run-time configuration. */
  identity: IdentityAdapter;
  /** Local identity mode: where the codes arrive (the run-time config's mailboxUrl). */
  localMailboxUrl?: string;
}

/** The browser app: every route of product 2 behind its guard, in the app shell. */
export function App({ identity, localMailboxUrl }: AppProps) {
  const [router] = useState(() =>
    createAppRouter({
      Shell: ({ children }: { children: ReactNode }) => (
        <Providers identity={identity} localMailboxUrl={localMailboxUrl}>
          {children}
        </Providers>
      ),
    }),
  );
  return <RouterProvider router={router} />;
}
