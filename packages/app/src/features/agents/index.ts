/**
 * The public face of the agents feature (ADR 0036): what the other features and the app's shell may
 * import from it. Everything else in features/agents is its own; its pages are lazy-loaded by the router.
 */
export { clearPendingStart, readPendingStart } from './pendingStart';
