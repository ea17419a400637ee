import { createContext, createElement, forwardRef, useContext, useMemo } from 'react';
import type { AnchorHTMLAttributes, ForwardRefExoticComponent, ReactNode, RefAttributes } from 'react';

/** What the design system hands the app's link component: an anchor's props, `href` an in-app path. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state handed to the page the link opens. */
  state?: unknown;
}

export type LinkComponent = ForwardRefExoticComponent<LinkComponentProps & RefAttributes<HTMLAnchorElement>>;

/** Without a provider every in-app link is a plain anchor: a full page load, and no router needed. */
const PlainAnchor: LinkComponent = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainAnchor(
  { replace: _replace, state: _state, ...anchor },
  ref,
) {
  return <a ref={ref} {...anchor} />;
});

interface Navigation {
  linkComponent: LinkComponent;
  /** The path the app shows now; links to it are marked aria-current="page". */
  currentPath?: string;
}

const NavigationContext = createContext<Navigation>({ linkComponent: PlainAnchor });

export interface NavigationProviderProps {
  /** Renders every in-app link; a plain anchor when not given. */
  linkComponent?: LinkComponent;
  /** The path the app shows now. */
  currentPath?: string;
  children: ReactNode;
}

/**
 * How the design system follows in-app links, supplied by the app (as Braid's `linkComponent`): the
 * ui never imports a router. The app passes its router's link and the current path; stories pass a
 * memory router's.
 */
export function NavigationProvider({ linkComponent = PlainAnchor, currentPath, children }: NavigationProviderProps) {
  const value = useMemo(() => ({ linkComponent, currentPath }), [linkComponent, currentPath]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The link component in-app links render with. */
export function useLinkComponent(): LinkComponent {
  return useContext(NavigationContext).linkComponent;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether `path` is the page shown now (exact match, as a router's `end` NavLink). */
export function useIsCurrentPath(path: string): boolean {
  const { currentPath } = useContext(NavigationContext);
  return currentPath !== undefined && withoutTrailingSlash(currentPath) === withoutTrailingSlash(path);
}

/** The path the app shows now, when the app says (undefined without a provider). */
export function useCurrentPath(): string | undefined {
  return useContext(NavigationContext).currentPath;
}

export interface RouteLinkProps extends Omit<LinkComponentProps, 'href'>, RefAttributes<HTMLAnchorElement> {
  /** The in-app path the link opens. */
  to: string;
  /** Mark the link aria-current="page" while its path is shown (navigation lists). */
  markCurrent?: boolean;
}

/**
 * An unstyled in-app link through the app's link component: the ui's one way to a route. (A ref
 * passes through `anchor`: in React 19 a function component takes `ref` as a prop.)
 */
export function RouteLink({ to, markCurrent = false, ...anchor }: RouteLinkProps) {
  const linkComponent = useLinkComponent();
  const current = useIsCurrentPath(to);
  // createElement: the component comes from context (one per app), it is not made during render.
  return createElement(linkComponent, {
    ...anchor,
    href: to,
    'aria-current': markCurrent ? (current ? 'page' : undefined) : anchor['aria-current'],
  });
}
