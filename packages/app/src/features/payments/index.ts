/**
 * The public face of the payments feature (ADR 0036): what the other features and the app's shell may
 * import from it. Everything else in features/payments is its own; its pages are lazy-loaded by the router.
 */
export { agentPriceText, creditPackages } from './creditPricing';
