import type { Decorator, Preview } from '@storybook/react-vite';
import { resetMockDb } from '@ledgerlight/mocks';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '@ledgerlight/ui/global';
import { configure } from 'storybook/test';
import { RouterNavigation } from '../packages/app/src/routes/RouterNavigation';

// A play's findBy and waitFor wait up to 5 s, as the dom tests do: data comes through MSW, and the
// first request of a story file on a loaded machine (CI on a fresh clone) can take over the default
// second, which once failed a story that passes on its own.
configure({ asyncUtilTimeout: 5_000 });

/** Applies the toolbar's theme to <html data-theme>, as the app's toggle does. */
function ThemeScope({ theme, children }: { theme: string; children: ReactNode }) {
  useEffect(() => {
    if (theme === 'system') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeScope theme={(context.globals.theme as string | undefined) ?? 'light'}>
    <Story />
  </ThemeScope>
);

/**
 * Mounts a router at a deep link. A story sets `parameters.router = { path, route }`:
 * `path` is the URL to open (e.g. '/results/fraud_detection/abc'), `route` the pattern
 * (e.g. '/results/:agentId/:taskId') so that useParams works as in the app.
 */
const withRouter: Decorator = (Story, context) => {
  const router = (context.parameters.router ?? {}) as {
    path?: string;
    route?: string;
    state?: unknown;
  };
  const path = router.path ?? '/';
  return (
    <MemoryRouter
      initialEntries={[
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state: router.state,
        },
      ]}
    >
      <RouterNavigation>
        <Routes>
          <Route path={router.route ?? '*'} element={<Story />} />
          <Route path="*" element={<p data-testid="navigated-away">Navigated away</p>} />
        </Routes>
      </RouterNavigation>
    </MemoryRouter>
  );
};

const preview: Preview = {
  decorators: [withRouter, withTheme],
  // Each story starts from the same mock data, whatever the story before it changed.
  loaders: [
    () => {
      resetMockDb();
    },
    mswLoader(),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // One tree (Overview, Foundations, Components, Screens, Pages), checked by scripts/storybook-tree.test.ts.
    options: { storySort: { order: ['Overview', 'Foundations', 'Components', 'Screens', 'Pages'] } },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (320 × 640)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        mobile: { name: 'Mobile', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    msw: { handlers: {} },
  },
};

export default preview;
