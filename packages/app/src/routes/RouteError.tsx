import { Button, ChunkLoadTimeoutError, EmptyState } from '@ledgerlight/ui';
import { useRouteError } from 'react-router-dom';

/** A page's chunk failed to download: Vite's and the browsers' messages for a failed dynamic import. */
function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    error.message,
  );
}

/** What a route shows when its page cannot load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <EmptyState
      icon="alert-triangle"
      titleAs="h1"
      title={chunk ? 'This page could not load' : 'Something went wrong'}
      description={
        chunk
          ? 'Part of the app did not download. Check your connection, then reload the page.'
          : 'An unexpected error occurred. Reload the page to try again.'
      }
      action={<Button onClick={() => window.location.reload()}>Reload page</Button>}
    />
  );
}
