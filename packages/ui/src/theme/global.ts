/**
 * The design system's global styles: the bundled font faces (body, monospace, emoji) and the theme
 * (light and dark variables, base element styles). Import it once, first, at every entry that renders
 * ui components: the app's main.tsx and Storybook's preview.
 *
 * It is its own entry, not a side effect of the `@ledgerlight/ui` barrel: the barrel is declared free
 * of side effects so that screens split into their pages' chunks, and a bundler may then link the
 * names it re-exports straight to their modules without ever evaluating the barrel's own imports.
 * Vite 8 (Rolldown) does exactly that, which once left the built app with no theme and no font.
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
// Noto Color Emoji as COLRv1 woff2 subsets: Chromium draws COLRv1, while @fontsource/noto-color-emoji
// ships OpenType-SVG, which Chromium draws as empty boxes. Browsers without COLRv1 skip these faces
// (tech()) and use their own emoji. Each subset has a unicode-range: a page fetches one only for an
// emoji it shows.
import '@infolektuell/noto-color-emoji/index.css';
import './themes.css';
import './fonts.css';
