/**
 * The public face of the corrections feature (ADR 0036, ADR 0040): how other features' pages save a
 * correction. Its page (/profile/corrections) is lazy-loaded by the router.
 */
export { useSaveCorrection } from './queries';
