import { NotFound } from '@ledgerlight/ui';
import { useLocation } from 'react-router-dom';
import { DocumentTitle } from '../../routes/documentTitle';

export interface NotFoundPageProps {
  /** The path to name; the current one unless told otherwise. */
  path?: string;
}

/** Any path without a page: unknown routes, and routes whose page is not built yet. */
export function NotFoundPage({ path }: NotFoundPageProps) {
  const { pathname } = useLocation();
  return (
    <>
      <DocumentTitle title="Page Not Found" />
      <NotFound path={path ?? pathname} />
    </>
  );
}
