import type { RouteDeps, ZodApp } from '../http/types';
import { registerAgentRoutes } from './agents';
import { registerCreditRoutes } from './credits';
import { registerSupportRoutes } from './support';

/** Every API route of the contract that this server implements. */
export function registerApiRoutes(app: ZodApp, deps: RouteDeps): void {
  registerCreditRoutes(app, deps);
  registerAgentRoutes(app, deps);
  registerSupportRoutes(app, deps);
}
