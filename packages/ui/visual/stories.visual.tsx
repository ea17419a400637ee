import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

type StoryModule = { default: Meta } & Record<string, StoryFn | Meta>;

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

afterEach(() => {
  cleanup();
});

/**
 * One screenshot baseline per ui story (QA's visual regression). Baselines live in
 * __screenshots__/ next to this file; `npm run test:update-screenshots` rewrites them.
 */
for (const [file, module] of Object.entries(modules)) {
  const title = module.default.title ?? file;
  const stories = composeStories(module);
  describe(title, () => {
    for (const [name, Story] of Object.entries(stories)) {
      if (Story.parameters?.visual === false) continue;
      test(name, async () => {
        const { container } = render(<Story />);
        await document.fonts.ready;
        // Lazy charts fetch their code after the first render: capture them drawn, not loading.
        await expect.poll(() => document.querySelector('[data-chart-placeholder]'), { timeout: 10_000 }).toBeNull();
        const slug = `${title}--${name}`.replace(/[^a-zA-Z0-9-]+/g, '-').toLowerCase();
        // A story that portals (a modal) is captured with the page behind it; others as they render.
        const portals = [...document.body.children].some((child) => child !== container && child.tagName !== 'SCRIPT');
        await expect.element(page.elementLocator(portals ? document.body : container)).toMatchScreenshot(slug);
      });
    }
  });
}
