import { COGNITO_DEFAULT_PASSWORD_POLICY } from '@ledgerlight/contract';

/**
 * The local user pool's password policy: the default Amazon Cognito one, defined once in the contract
 * (passwordPolicy.ts) and shared with the MSW demo pool. cognito-local stores a policy but never checks
 * it, so the proxy (cognitoProxy.ts) checks every password a user sets with `passwordPolicyProblem`
 * and refuses one that breaks the policy as Cognito does.
 */
export const LOCAL_PASSWORD_POLICY = COGNITO_DEFAULT_PASSWORD_POLICY;
export { passwordPolicyProblem } from '@ledgerlight/contract';

/** The password a user pool operation sets, when it sets one (the field differs by operation). */
export function passwordSetBy(operation: string, request: Record<string, unknown>): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  switch (operation) {
    case 'SignUp':
    case 'ConfirmForgotPassword':
      return text(request.Password);
    case 'ChangePassword':
      return text(request.ProposedPassword);
    case 'RespondToAuthChallenge': {
      const responses = request.ChallengeResponses;
      return typeof responses === 'object' && responses !== null
        ? text((responses as Record<string, unknown>).NEW_PASSWORD)
        : undefined;
    }
    default:
      return undefined;
  }
}
