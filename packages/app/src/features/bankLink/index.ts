/**
 * The public face of the bankLink feature (ADR 0036): what the other features and the app's shell may
 * import from it. Everything else in features/bankLink is its own; its pages are lazy-loaded by the router.
 */
export { accountKeys, loadAccounts, loadPlaidAccounts } from './queries';
