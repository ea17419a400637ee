import { MIN_PASSWORD_LENGTH } from './constants';

/**
 * The password policy of every user pool the product runs against: the one a new Amazon Cognito
 * user pool has by default (at least 8 characters, with an uppercase letter, a lowercase letter,
 * a number and a symbol). One definition for the local pool (packages/server/src/local, where
 * cognito-local stores a policy but never checks it) and the MSW demo pool (mocks/src/userPool.ts);
 * both refuse a password that breaks it as Cognito does: InvalidPasswordException with
 * `passwordPolicyProblem`'s message. The app's own client-side rule stays the spec's (length only).
 */
export const COGNITO_DEFAULT_PASSWORD_POLICY = {
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

/** Cognito's explanation of the first rule `password` breaks, or undefined when it conforms. */
export function passwordPolicyProblem(password: string): string | undefined {
  if ([...password].length < COGNITO_DEFAULT_PASSWORD_POLICY.MinimumLength) return `${PREFIX}Password not long enough`;
  if (!/\p{Lu}/u.test(password)) return `${PREFIX}Password must have uppercase characters`;
  if (!/\p{Ll}/u.test(password)) return `${PREFIX}Password must have lowercase characters`;
  if (!/[0-9]/.test(password)) return `${PREFIX}Password must have numeric characters`;
  if (!hasSymbol(password)) return `${PREFIX}Password must have symbol characters`;
  return undefined;
}
