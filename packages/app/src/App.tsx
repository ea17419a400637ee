import { Layout, MarketingHome, NotFound } from '@ledgerlight/ui';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';

function UnknownRoute() {
  const { pathname } = useLocation();
  return <NotFound path={pathname} />;
}

/** The browser app. Routes, guards and the signed-in pages arrive with issues 3 to 5. */
export function App() {
  return (
    <BrowserRouter>
      <Layout signedIn={false} version={__APP_VERSION__}>
        <Routes>
          <Route path="/" element={<MarketingHome signedIn={false} />} />
          <Route path="*" element={<UnknownRoute />} />
        </Routes>
      </Layout>
    </BrowserRouter>
  );
}
