import { mediaQuery } from '../../theme/tokens';

/**
 * The colour theme choice: pure helpers shared by the ThemeToggle and the app's start-up
 * (which can apply a remembered choice before the first paint).
 *
 * An explicit choice is `data-theme="light" | "dark"` on <html> (themes.css.ts lets it win over
 * the system preference) and is remembered in localStorage under THEME_STORAGE_KEY.
 */

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const THEME_STORAGE_KEY = 'ledgerlight-theme';
/** The same query the themes use to follow the system (theme/tokens.ts). */
export const DARK_SCHEME_QUERY = mediaQuery.dark;

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The remembered choice, or null when there is none, it is unreadable, or storage is blocked. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Theme | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; a blocked or full storage is not an error (the choice lasts the visit). */
export function storeTheme(theme: Theme, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private modes and disabled storage throw; the theme still applies for this page.
  }
}

type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches'>;

/** The system preference, light when it cannot be read (no window, as in a server render). */
export function getSystemTheme(matchMedia: MatchMedia | undefined = browserMatchMedia()): Theme {
  return matchMedia?.(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

/** The theme to start with: the remembered choice, else the system preference. */
export function getInitialTheme(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
  matchMedia: MatchMedia | undefined = browserMatchMedia(),
): Theme {
  return readStoredTheme(storage) ?? getSystemTheme(matchMedia);
}

/** Sets the explicit theme on the root element (<html> unless told otherwise). */
export function applyTheme(theme: Theme, root: HTMLElement | undefined = defaultRoot()): void {
  root?.setAttribute('data-theme', theme);
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function browserMatchMedia(): MatchMedia | undefined {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : (query) => window.matchMedia(query);
}

function defaultRoot(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement;
}
