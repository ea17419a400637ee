import { expect, test as base } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

import { darkTokens, lightTokens } from '../packages/ui/src/theme/tokens';

/**
 * The cheap check of the built app that runs on every page of every e2e spec (ADR 0014: the app
 * `npm start` serves was once unstyled on every page while every test passed). After each
 * navigation of a page (full loads and the app's own history changes) and once more when the test
 * ends, the page must:
 * - not overflow horizontally (`scrollWidth <= innerWidth`, whatever the viewport: 390 px in the
 *   built-app spec's mobile runs);
 * - on app pages: use the bundled body font (the body's computed family starts with the theme's
 *   first family, `Inter Variable`, whose face has loaded once `document.fonts.ready` settles);
 * - on app pages: resolve the theme (the body's computed colour and background are the active
 *   theme's tokens, so the hashed theme variables on :root are set).
 * The local checkout and the local mailbox are server pages with their own system-font style: only
 * the overflow check applies to them.
 *
 * Every spec imports `test` and `expect` from here instead of `@playwright/test`. Contexts a spec
 * opens itself (`browser.newContext()`) are watched with `watchBuiltApp(context)`.
 */

export { expect };

/** Paths of pages the server renders itself (not the app). */
const SERVER_PAGES = /^\/(checkout|local)\//;

/** The first family of a CSS font-family list, unquoted: `Inter Variable`. */
function firstFamily(list: string): string {
  return (list.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '');
}

interface ThemeExpectation {
  readonly text: string;
  readonly background: string;
}

interface InspectArgs {
  readonly appPage: boolean;
  /** How long the app may take to render into #root. */
  readonly appRenderMs: number;
  readonly fontFamily: string;
  readonly light: ThemeExpectation;
  readonly dark: ThemeExpectation;
}

const themeOf = (tokens: typeof lightTokens): ThemeExpectation => ({
  text: tokens.color.text.primary,
  background: tokens.color.background.body,
});

const INSPECT_ARGS = {
  appRenderMs: 5_000,
  fontFamily: firstFamily(lightTokens.font.family.body),
  light: themeOf(lightTokens),
  dark: themeOf(darkTokens),
} as const;

/** Runs in the page: what is wrong with it, as sentences (none when it is fine). */
async function inspect({ appPage, appRenderMs, fontFamily, light, dark }: InspectArgs): Promise<string[]> {
  const problems: string[] = [];
  const root = document.documentElement;
  const checkOverflow = () => {
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`overflows horizontally: scrollWidth ${root.scrollWidth} > innerWidth ${window.innerWidth}`);
    }
  };
  if (!appPage) {
    checkOverflow();
    return problems;
  }

  // The app renders after the load event (its route chunks load lazily): give it a moment, then lay
  // the page out so that the faces it uses start loading, and let them finish.
  const app = document.getElementById('root');
  for (let waited = 0; app !== null && app.childElementCount === 0 && waited < appRenderMs; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (app === null || app.childElementCount === 0) problems.push('the app did not render into #root');
  void document.body.offsetHeight;
  await document.fonts.ready;
  checkOverflow();
  const body = getComputedStyle(document.body);
  const family = (body.fontFamily.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '');
  if (family !== fontFamily) problems.push(`body font-family starts with '${family}', not '${fontFamily}'`);
  const faces = [...document.fonts].filter((face) => face.family.replace(/^['"]|['"]$/g, '') === fontFamily);
  if (!faces.some((face) => face.status === 'loaded')) {
    problems.push(`no '${fontFamily}' font face loaded (${faces.length} declared)`);
  }
  if (!document.fonts.check(`16px "${fontFamily}"`))
    problems.push(`document.fonts.check('16px "${fontFamily}"') is false`);

  // Colours compared in one notation: what a canvas makes of them.
  const canvas = document.createElement('canvas').getContext('2d');
  const normal = (colour: string): string => {
    if (!canvas) return colour;
    canvas.fillStyle = '#000000';
    canvas.fillStyle = colour;
    return String(canvas.fillStyle);
  };
  const dataTheme = root.dataset['theme'];
  const isDark = dataTheme === undefined ? matchMedia('(prefers-color-scheme: dark)').matches : dataTheme === 'dark';
  const expected = isDark ? dark : light;
  const theme = isDark ? 'dark' : 'light';
  if (normal(body.backgroundColor) !== normal(expected.background)) {
    problems.push(`body background ${body.backgroundColor} is not the ${theme} theme's ${expected.background}`);
  }
  if (normal(body.color) !== normal(expected.text)) {
    problems.push(`body colour ${body.color} is not the ${theme} theme's ${expected.text}`);
  }
  return problems;
}

/** Errors of a page that navigated or closed while it was inspected: its next check covers it. */
const GONE = /Execution context was destroyed|has been closed|Target closed|frame was detached/i;

/** Inspects a page as it is now; its findings are prefixed with its address. */
async function inspectPage(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  try {
    await page.waitForLoadState('load');
    const url = new URL(page.url());
    if (url.protocol === 'about:') return [];
    const appPage = !SERVER_PAGES.test(url.pathname);
    const found = await page.evaluate(inspect, { ...INSPECT_ARGS, appPage });
    const viewport = page.viewportSize();
    const where = `${url.pathname}${url.search} at ${viewport ? `${viewport.width}x${viewport.height}` : 'its window size'}`;
    return found.map((problem) => `${where}: ${problem}`);
  } catch (error) {
    if (error instanceof Error && GONE.test(error.message)) return [];
    throw error;
  }
}

export interface BuiltAppWatch {
  /** Inspects every open page once more, waits for pending checks: what was found, one line per problem and page. */
  findings(): Promise<readonly string[]>;
  /** `findings()`, failing the test when there are any. */
  expectNone(): Promise<void>;
}

/** Checks every page of the context (open now or later) after each navigation. */
export function watchBuiltApp(context: BrowserContext): BuiltAppWatch {
  const problems: string[] = [];
  const pending = new Set<Promise<void>>();
  const record = (page: Page) => {
    const check = inspectPage(page).then(
      (found) => {
        for (const problem of found) if (!problems.includes(problem)) problems.push(problem);
      },
      (error: unknown) => {
        problems.push(`could not inspect ${page.url()}: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    pending.add(check);
    void check.finally(() => pending.delete(check));
  };
  const attach = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) record(page);
    });
  };
  context.pages().forEach(attach);
  context.on('page', attach);
  const findings = async () => {
    context.pages().forEach(record);
    while (pending.size > 0) await Promise.all(pending);
    return [...problems];
  };
  return {
    findings,
    async expectNone() {
      const found = await findings();
      expect(found, found.join('\n')).toEqual([]);
    },
  };
}

/** `test` with the built-app check on every page of the test's context. */
export const test = base.extend<{ builtAppChecks: undefined }>({
  builtAppChecks: [
    async ({ context }, use) => {
      const watch = watchBuiltApp(context);
      await use(undefined);
      await watch.expectNone();
    },
    { auto: true },
  ],
});
