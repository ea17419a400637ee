import { getAgent } from '@ledgerlight/contract';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';

/** The product's name, last in every title: `Dashboard · Ledgerlight`. */
const PRODUCT_NAME = 'Ledgerlight';

/** A page's title, or the name alone for the marketing home. */
function documentTitle(page?: string): string {
  return page ? `${page} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · AI financial intelligence for your bank accounts`;
}

/** What the route's path parameters say the page is about. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A route's title: fixed, or read from its parameters (the agent's name on the agent's pages). */
export type RouteTitle = string | ((params: RouteParams) => string);

/**
 * The agent's name on an `:agentId` route (`Savings Finder Results`), or 'Agent Not Found' as the
 * page itself then says (product 4).
 */
export function agentPageTitle(format: (agentName: string) => string = (name) => name) {
  return ({ agentId }: RouteParams): string => {
    const agent = agentId ? getAgent(agentId) : undefined;
    return agent ? format(agent.name) : 'Agent Not Found';
  };
}

/** The description index.html ships with; routes without their own restore it. */
let defaultDescription: string | undefined;

function descriptionMeta(): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
}

export interface DocumentTitleProps {
  title: RouteTitle;
  /** The public pages' meta description (what a search result shows). */
  description?: string;
}

/**
 * Sets `document.title` (and the meta description) while its route is shown. Rendered before a page,
 * so a page that knows better (not found) can still set its own: later effects win.
 */
export function DocumentTitle({ title, description }: DocumentTitleProps) {
  const params = useParams();
  const page = typeof title === 'function' ? title(params) : title;
  useEffect(() => {
    document.title = documentTitle(page || undefined);
    const meta = descriptionMeta();
    if (!meta) return;
    defaultDescription ??= meta.content;
    meta.content = description ?? defaultDescription;
  }, [page, description]);
  return null;
}
