/**
 * The app shell in index.html: the navigation bar's frame and brand, as plain HTML inside #root,
 * so the first paint happens when the HTML and the stylesheet arrive, not after the scripts have
 * downloaded and run (issue 11, First Contentful Paint). React replaces it with the real NavBar on
 * its first render; the shell's classes carry the NavBar's own rules (NavBar.css.ts), so nothing
 * moves. Global class names, because index.html cannot know the hashed ones.
 */
export const BOOT_SHELL_CLASSES = {
  root: 'll-boot-shell',
  bar: 'll-boot-shell-bar',
  brand: 'll-boot-shell-brand',
} as const;

/** The markup inside #root: what index.html carries (a test holds the two together). */
export const BOOT_SHELL_HTML =
  `<header class="${BOOT_SHELL_CLASSES.root}"><div class="${BOOT_SHELL_CLASSES.bar}">` +
  `<span class="${BOOT_SHELL_CLASSES.brand}">Ledgerlight</span></div></header>`;
