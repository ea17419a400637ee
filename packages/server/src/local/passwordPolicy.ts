import { MIN_PASSWORD_LENGTH } from '@ledgerlight/contract';

/**
 * The local user pool's password policy: the one a new Amazon Cognito user pool has by default
 * (at least 8 characters, with an uppercase letter, a lowercase letter, a number and a symbol).
 * cognito-local stores a policy but never checks it, so the proxy (cognitoProxy.ts) checks every
 * password a user sets, and refuses one that breaks the policy as Cognito does:
 * InvalidPasswordException "Password did not conform with policy: ...".
 */

export const LOCAL_PASSWORD_POLICY = {
  MinimumLength: MIN_PASSWORD_LENGTH,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
} as const;

/** Amazon Cognito's symbols (its documentation's list); a space counts when it is neither first nor last. */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-');

function hasSymbol(password: string): boolean {
  const inner = password.slice(1, -1);
  return [...password].some((character) => SYMBOLS.has(character)) || inner.includes(' ');
}

const PREFIX = 'Password did not conform with policy: ';

/** Cognito's explanation of the first rule password breaks, or undefined when it conforms. */
export function passwordPolicyProblem(password: string): string | undefined {
  if ([...password].length < LOCAL_PASSWORD_POLICY.MinimumLength) return `${PREFIX}Password not long enough`;
  if (!/\p{Lu}/u.test(password)) return `${PREFIX}Password must have uppercase characters`;
  if (!/\p{Ll}/u.test(password)) return `${PREFIX}Password must have lowercase characters`;
  if (!/[0-9]/.test(password)) return `${PREFIX}Password must have numeric characters`;
  if (!hasSymbol(password)) return `${PREFIX}Password must have symbol characters`;
  return undefined;
}

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
