/**
 * The public face of the auth feature (ADR 0036): what the other features and the app's shell may
 * import from it. Everything else in features/auth is its own; its pages are lazy-loaded by the router.
 */
export { AuthModalProvider } from './AuthModal';
export type { IdentityAdapter } from './identity';
export { IdentitySessionProvider, useIdentity } from './IdentitySessionProvider';
export { browserMayHoldSession, createLazyIdentity } from './lazyIdentity';
export { SessionSpinner } from './SessionSpinner';
export { useAuth } from './session';

/** The Amplify adapter, imported on demand: aws-amplify stays out of the first paint (ADR 0014). */
export const loadAmplifyIdentity = () => import('./amplifyIdentity');
