/**
 * The public face of the results feature (ADR 0036): what the other features and the app's shell may
 * import from it. Everything else in features/results is its own; its pages are lazy-loaded by the router.
 */
export { loadPastResults, taskKeys } from './queries';
export { readRecurringResult } from './renderers/recurringModel';
