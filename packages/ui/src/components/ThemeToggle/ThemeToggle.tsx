import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import * as styles from './ThemeToggle.css';
import {
  DARK_SCHEME_QUERY,
  applyTheme,
  getInitialTheme,
  oppositeTheme,
  readStoredTheme,
  storeTheme,
} from './themePreference';
import type { Theme } from './themePreference';

export interface ThemeToggleProps {
  /** Called with the theme the user switched to. */
  onChange?: (theme: Theme) => void;
  className?: string;
}

/**
 * Switches between the light and dark themes. Starts from the remembered choice, else the
 * system preference (and follows the system while nothing is remembered). A click sets
 * `data-theme` on <html> and remembers the choice.
 */
export function ThemeToggle({ onChange, className }: ThemeToggleProps) {
  const [theme, setTheme] = useState<Theme>(() => getInitialTheme());

  useEffect(() => {
    const stored = readStoredTheme();
    if (stored) applyTheme(stored);
  }, []);

  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const follow = () => {
      if (readStoredTheme() === null) setTheme(query.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  function toggle() {
    const next = oppositeTheme(theme);
    applyTheme(next);
    storeTheme(next);
    setTheme(next);
    onChange?.(next);
  }

  const next = oppositeTheme(theme);
  return (
    <button
      type="button"
      className={clsx(styles.button, className)}
      aria-label={`Switch to ${next} theme`}
      onClick={toggle}
    >
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}

function MoonIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon="moon"
    >
      <path d="M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a7 7 0 0 0 10.6 10.6Z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon="sun"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}
