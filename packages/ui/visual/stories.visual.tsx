import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { page } from 'vitest/browser';
import { systemFontsIn } from './renderedFonts';
import { storyViewport } from './viewport';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fontconfig file the browser runs with (FONTCONFIG_FILE), and the one CI's fonts need. */
    fontconfig: { readonly actual: string; readonly expected: string };
  }
}

type StoryModule = { default: Meta } & Record<string, StoryFn | Meta>;

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

let canvas: HTMLElement | undefined;

afterEach(() => {
  canvas?.remove();
  canvas = undefined;
});

beforeAll(() => {
  const { actual, expected } = inject('fontconfig');
  if (actual !== expected) {
    throw new Error(
      `Visual baselines are drawn with CI's fonts only: FONTCONFIG_FILE must be ${expected} (it is '${actual}'). ` +
        'Run `npm run test:visual` or `npm run test:update-screenshots` (or `npm test`), not vitest directly.',
    );
  }
});

/**
 * Makes the test frame as tall as the page, keeping its width: the frame paints only what it shows.
 * Growing it can grow the page again (a layout at least 100vh tall), so it measures until it holds.
 */
async function growFrameToPage(width: number, height: number): Promise<void> {
  let frame = height;
  for (let pass = 0; pass < 3 && document.documentElement.scrollHeight > frame; pass += 1) {
    frame = document.documentElement.scrollHeight;
    await page.viewport(width, frame);
  }
  // The runner scales a frame taller than its own page down, which would shrink the picture.
  const scale = window.frameElement?.parentElement?.getAttribute('data-scale');
  if (scale && scale !== '1') {
    throw new Error(`The story is ${frame}px tall: make the visual project's page in vite.config.ts taller.`);
  }
}

/**
 * One screenshot baseline per ui story (QA's visual regression), taken as the story ends: in its
 * viewport (`globals.viewport`, else desktop), in its theme, after its play function (`run()` mounts
 * the story and plays it, as the storybook project does), whole (the frame grows to the story's
 * height). A story whose baseline would repeat another's opts out with `parameters: { visual: false }`
 * and says why (baselines.test.ts fails on byte-identical baselines). Every text must be drawn with
 * a bundled face, never a system font. Baselines live in __screenshots__/ next to this file;
 * `npm run test:update-screenshots` rewrites them.
 */
for (const [file, module] of Object.entries(modules)) {
  const title = module.default.title ?? file;
  const stories = composeStories(module);
  describe(title, () => {
    for (const [name, Story] of Object.entries(stories)) {
      if (Story.parameters['visual'] === false) continue;
      test(name, async () => {
        const { width, height } = storyViewport(Story.parameters, Story.globals);
        await page.viewport(width, height);
        const root = document.createElement('div');
        document.body.append(root);
        canvas = root;
        await Story.run({ canvasElement: root });
        // Lazy charts fetch their code after the first render: capture them drawn, not loading.
        await expect.poll(() => document.querySelector('[data-chart-placeholder]'), { timeout: 10_000 }).toBeNull();
        // Layout now, so that every face the text needs has started loading before waiting for them.
        document.body.getBoundingClientRect();
        await document.fonts.ready;
        // A play that clicks near a modal's bottom edge scrolls the overlay by an amount that depends
        // on where its opening animation had got to: capture every overlay from its top.
        for (const overlay of document.querySelectorAll('[data-modal-overlay]')) overlay.scrollTop = 0;
        // A story that portals (a modal) is captured with the page behind it; others as they render.
        const portals = [...document.body.children].some((child) => child !== root && child.tagName !== 'SCRIPT');
        const captured = portals ? document.body : root;
        // The picture holds what hangs out of the story's box (an open menu under the bar)...
        root.style.minHeight = `${root.scrollHeight}px`;
        // ...and all of a story taller than its viewport.
        await growFrameToPage(width, height);
        expect(await systemFontsIn(captured), 'text drawn with a system font instead of a bundled face').toEqual([]);
        const slug = `${title}--${name}`.replace(/[^a-zA-Z0-9-]+/g, '-').toLowerCase();
        await expect.element(page.elementLocator(captured)).toMatchScreenshot(slug);
      });
    }
  });
}
