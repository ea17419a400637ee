import type { RouteDeps, ZodApp } from '../http/types';
import { registerAccountRoutes } from './account';
import { registerAgentRoutes } from './agents';
import { registerCorrectionRoutes } from './corrections';
import { registerCreditRoutes } from './credits';
import { registerPaymentRoutes } from './payments';
import { registerPlaidRoutes } from './plaid';
import { registerSandboxLinkRoutes } from './sandboxLink';
import { registerSupportRoutes } from './support';

/** Every API route of the contract that this server implements. */
export function registerApiRoutes(app: ZodApp, deps: RouteDeps): void {
  registerCreditRoutes(app, deps);
  registerAgentRoutes(app, deps);
  registerSupportRoutes(app, deps);
  registerCorrectionRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerPlaidRoutes(app, deps);
  registerSandboxLinkRoutes(app, deps);
  registerAccountRoutes(app, deps);
}
