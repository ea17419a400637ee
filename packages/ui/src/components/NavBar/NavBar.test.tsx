import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationProvider } from '../Navigation/Navigation';
import { NavBar, creditBadgeText } from './NavBar';

describe('creditBadgeText', () => {
  it('rounds the balance to a whole number', () => {
    expect(creditBadgeText(12.4)).toBe('12');
    expect(creditBadgeText(12.5)).toBe('13');
    expect(creditBadgeText(0)).toBe('0');
  });

  it('is undefined while the balance is unknown', () => {
    expect(creditBadgeText(undefined)).toBeUndefined();
    expect(creditBadgeText(Number.NaN)).toBeUndefined();
    expect(creditBadgeText(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('NavBar', () => {
  it('hides the badge when the balance is unknown', () => {
    render(
      <NavigationProvider currentPath="/credits">
        <NavBar signedIn />
      </NavigationProvider>,
    );
    const credits = screen.getByRole('link', { name: 'Credits' });
    expect(credits).toHaveAttribute('aria-current', 'page');
    expect(credits).toHaveTextContent(/^Credits$/);
  });
});
