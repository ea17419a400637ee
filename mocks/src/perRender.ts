import type { RequestHandler } from 'msw';

/** The part of MSW's worker that a story uses. */
export interface StoryWorker {
  use(...handlers: RequestHandler[]): void;
}

function isStoryWorker(value: unknown): value is StoryWorker {
  return typeof value === 'object' && value !== null && 'use' in value && typeof value.use === 'function';
}

/**
 * The MSW worker on a story's context (`context.msw`), which the preview's msw loader puts there
 * before a story's own loaders run. A loader's context is typed without it, hence the check.
 */
export function storyWorker(context: object): StoryWorker {
  const msw = 'msw' in context ? context.msw : undefined;
  if (!isStoryWorker(msw)) throw new Error("No MSW worker on the story's context: the preview's msw loader runs first");
  return msw;
}

/**
 * A story loader that installs handlers built for this render alone, in front of the story's
 * `parameters.msw.handlers`.
 *
 * `parameters` are evaluated once, when the story file loads, and every render of the story reuses
 * the same handler objects: a counter in their closure, a `{ once: true }` handler (MSW marks it used
 * for good) or the store of `scenarios.newUser` would carry over from one render to the next (a
 * rerun, a second mount, another test in the same browser). Built here, each render starts afresh.
 */
export function perRender(build: () => readonly RequestHandler[]): (context: object) => void {
  return (context) => {
    storyWorker(context).use(...build());
  };
}
