/**
 * The public face of the credits feature (ADR 0036): what the other features and the app's shell may
 * import from it. Everything else in features/credits is its own; its pages are lazy-loaded by the router.
 */
export { creditKeys, loadBalance, loadLatestCredit } from './queries';
export { useCreditBalance, useCreditBalanceState } from './useCreditBalance';
