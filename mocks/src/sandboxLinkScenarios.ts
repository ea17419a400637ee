import type { HttpHandler } from 'msw';

import { SANDBOX_BANK_ERRORS } from './fixtures/sandboxBank';
import type { SandboxBankErrorName } from './fixtures/sandboxBank';
import { bankErrorResponse, sandboxLinkHandler, sandboxLinkPattern } from './handlers/sandboxLink';
import type { SandboxLinkKey } from './handlers/sandboxLink';
import { scenario } from './scenarios';
import type { ScenarioName, ScenarioOptions } from './scenarios';

/** The scenarios a sandbox Link call can play: the common ones, or one of Plaid's error bodies (HTTP 400). */
export type SandboxLinkScenarioName = Exclude<ScenarioName, 'empty'> | SandboxBankErrorName;

function isBankError(name: SandboxLinkScenarioName): name is SandboxBankErrorName {
  return Object.hasOwn(SANDBOX_BANK_ERRORS, name);
}

/**
 * Overrides one sandbox Link call, like `scenario` does for product 7's calls; put it before the normal
 * handlers. `sandboxLinkScenario('sandboxLogin', 'institutionDown')` answers every login with Plaid's
 * INSTITUTION_DOWN; `sandboxLinkScenario('sandboxInstitutions', 'serverError')` with a 500.
 */
export function sandboxLinkScenario(
  key: SandboxLinkKey,
  name: SandboxLinkScenarioName,
  options: ScenarioOptions = {},
): HttpHandler {
  if (isBankError(name)) {
    const body = SANDBOX_BANK_ERRORS[name];
    return sandboxLinkHandler(key, () => bankErrorResponse(body), options.once ? { once: true } : undefined);
  }
  return scenario(sandboxLinkPattern(key), name, options);
}
