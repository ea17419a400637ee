/**
 * The public face of the profile feature (ADR 0036): what the other features and the app's shell may
 * import from it. Everything else in features/profile is its own; its pages are lazy-loaded by the router.
 */
export { accountDeletedNotice, forgetAccountDeletedNotice } from './accountDeletion';
