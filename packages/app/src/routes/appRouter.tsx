import { useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { RouteError } from './RouteError';
import { RouterNavigation } from './RouterNavigation';
import { routeElement, routeTable } from './routeTable';

/** Wraps every page inside the router: the app's Providers; stories and tests pass their own. */
type ShellComponent = ComponentType<{ children: ReactNode }>;

export interface AppRouterOptions {
  Shell?: ShellComponent;
}

function NoShell({ children }: { children: ReactNode }) {
  return children;
}

/** The route objects of the whole app: the shell and layout, then every route of the table, then 404. */
function appRoutes({ Shell = NoShell }: AppRouterOptions = {}): RouteObject[] {
  return [
    {
      element: (
        <RouterNavigation>
          <Shell>
            <AppLayout />
          </Shell>
        </RouterNavigation>
      ),
      children: [
        {
          // Inside the layout, so the nav and footer stay when a page fails.
          errorElement: <RouteError />,
          children: [
            ...routeTable.map((entry) => ({ path: entry.path, element: routeElement(entry) })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/** The browser app's router. */
export function createAppRouter(options: AppRouterOptions = {}) {
  return createBrowserRouter(appRoutes(options));
}

/** The same routes in memory, for tests: `createAppMemoryRouter(['/dashboard'], { Shell })`. */
export function createAppMemoryRouter(initialEntries: string[], options: AppRouterOptions = {}) {
  return createMemoryRouter(appRoutes(options), { initialEntries });
}

/** The same routes inside a router that already exists (stories mount a MemoryRouter). */
export function AppRoutes({ Shell }: AppRouterOptions) {
  const routes = useMemo(() => appRoutes({ Shell }), [Shell]);
  return useRoutes(routes);
}
