import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './ThemeToggle';
import {
  THEME_STORAGE_KEY,
  applyTheme,
  getInitialTheme,
  getSystemTheme,
  isTheme,
  oppositeTheme,
  readStoredTheme,
  storeTheme,
} from './themePreference';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const throwing = {
  getItem: (): string | null => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

const prefers = (dark: boolean) => (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' });

describe('theme preference helpers', () => {
  it('recognises only light and dark', () => {
    expect(isTheme('light')).toBe(true);
    expect(isTheme('dark')).toBe(true);
    expect(isTheme('system')).toBe(false);
    expect(isTheme(null)).toBe(false);
  });

  it('reads the remembered theme, ignoring anything else', () => {
    expect(readStoredTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
    expect(readStoredTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'purple' }))).toBeNull();
    expect(readStoredTheme(memoryStorage())).toBeNull();
    expect(readStoredTheme(throwing)).toBeNull();
    expect(readStoredTheme(undefined)).toBeNull();
  });

  it('stores under ledgerlight-theme and survives a storage that throws', () => {
    const storage = memoryStorage();
    storeTheme('dark', storage);
    expect(storage.getItem('ledgerlight-theme')).toBe('dark');
    expect(() => storeTheme('light', throwing)).not.toThrow();
  });

  it('reads the system preference, light when it cannot', () => {
    expect(getSystemTheme(prefers(true))).toBe('dark');
    expect(getSystemTheme(prefers(false))).toBe('light');
    expect(getSystemTheme(undefined)).toBe('light');
  });

  it('starts from the remembered choice, else the system', () => {
    expect(getInitialTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'light' }), prefers(true))).toBe('light');
    expect(getInitialTheme(memoryStorage(), prefers(true))).toBe('dark');
    expect(getInitialTheme(memoryStorage(), prefers(false))).toBe('light');
  });

  it('applies the theme as data-theme on the root', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('knows the opposite theme', () => {
    expect(oppositeTheme('light')).toBe('dark');
    expect(oppositeTheme('dark')).toBe('light');
  });
});

describe('ThemeToggle', () => {
  let systemDark = false;
  const listeners = new Set<() => void>();

  beforeEach(() => {
    systemDark = false;
    listeners.clear();
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        get matches() {
          return systemDark && query === '(prefers-color-scheme: dark)';
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      })),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('follows the system when nothing is remembered, without forcing a theme', () => {
    systemDark = true;
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('applies a remembered choice on mount', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('switches, applies and remembers the theme on each click', () => {
    const onChange = vi.fn();
    render(<ThemeToggle onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(onChange).toHaveBeenLastCalledWith('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(onChange).toHaveBeenLastCalledWith('light');
  });

  it('tracks system changes until the user chooses', () => {
    render(<ThemeToggle />);
    systemDark = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    systemDark = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });
});
