import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';

export interface NotFoundProps {
  /** The path that was asked for, shown so the visitor can spot a typo. */
  path?: string;
}

/** Any unknown route. */
export function NotFound({ path }: NotFoundProps) {
  return (
    <EmptyState
      icon="search"
      title="Page not found"
      titleAs="h1"
      description={
        path
          ? `There is no page at ${path}. It may have moved, or the link may be mistyped.`
          : 'This page does not exist. It may have moved, or the link may be mistyped.'
      }
      action={
        <Link to="/" variant="primary">
          Go to the home page
        </Link>
      }
    />
  );
}
