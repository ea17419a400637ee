import { fireEvent, render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import { NavBar } from '../NavBar/NavBar';
import { NavigationProvider } from './Navigation';
import type { LinkComponent, LinkComponentProps } from './Navigation';

/** A link component as an app would supply one: it records where each click goes. */
function recordingLink(followed: (href: string, options: { replace?: boolean; state?: unknown }) => void) {
  return forwardRef<HTMLAnchorElement, LinkComponentProps>(function RecordingLink(
    { href, replace, state, onClick, ...anchor },
    ref,
  ) {
    return (
      <a
        ref={ref}
        href={href}
        data-app-link=""
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          followed(href, { replace, state });
        }}
        {...anchor}
      />
    );
  }) satisfies LinkComponent;
}

describe('NavigationProvider', () => {
  it('renders in-app links with the link component the app supplies, with replace and state', () => {
    const followed = vi.fn();
    render(
      <NavigationProvider linkComponent={recordingLink(followed)}>
        <Link to="/credits" replace state={{ from: 'test' }}>
          Credits
        </Link>
        <Card title="Budget" to="/finance-agents/budget_builder" />
      </NavigationProvider>,
    );
    const credits = screen.getByRole('link', { name: 'Credits' });
    expect(credits).toHaveAttribute('data-app-link');
    fireEvent.click(credits);
    expect(followed).toHaveBeenCalledWith('/credits', { replace: true, state: { from: 'test' } });
    fireEvent.click(screen.getByRole('link', { name: 'Budget' }));
    expect(followed).toHaveBeenLastCalledWith('/finance-agents/budget_builder', {
      replace: undefined,
      state: undefined,
    });
  });

  it('falls back to plain anchors without a provider, so the ui needs no router', () => {
    render(<Link to="/credits">Credits</Link>);
    const credits = screen.getByRole('link', { name: 'Credits' });
    expect(credits).toHaveAttribute('href', '/credits');
    expect(credits).not.toHaveAttribute('data-app-link');
  });

  it('marks the navigation item of the current path, trailing slash or not', () => {
    render(
      <NavigationProvider linkComponent={recordingLink(vi.fn())} currentPath="/credits/">
        <NavBar signedIn />
      </NavigationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Buy Credits' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('closes the open menu when the current path changes', () => {
    const link = recordingLink(vi.fn());
    const view = render(
      <NavigationProvider linkComponent={link} currentPath="/dashboard">
        <NavBar signedIn />
      </NavigationProvider>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    view.rerender(
      <NavigationProvider linkComponent={link} currentPath="/credits">
        <NavBar signedIn />
      </NavigationProvider>,
    );
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
